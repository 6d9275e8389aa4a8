import type { SanitizedHtml } from "~/lib/sanitize/sanitized-html";

export interface SafeHtmlProps {
  /** Markup sanitized where it entered the site (app/lib/sanitize); this component never sanitizes. */
  readonly markup: SanitizedHtml;
  /** A block wrapper for paragraphs and lists, an inline one for a run of text. */
  readonly as?: "div" | "span";
  readonly className?: string;
  readonly id?: string;
}

/**
 * Shows markup that was sanitized when it was stored or built. It is the one place in the code base that
 * sets inner HTML (ESLint refuses `dangerouslySetInnerHTML` anywhere else), and it takes only
 * `SanitizedHtml`, which nothing but the sanitizer makes: so no other path to raw markup exists. The server
 * and the browser render the same string, so hydration matches without any trick, and the browser carries
 * no sanitizer.
 */
export function SafeHtml({ markup, as: Tag = "div", className, id }: SafeHtmlProps) {
  return <Tag className={className} id={id} dangerouslySetInnerHTML={{ __html: markup }} />;
}
