import { useEffect, useState, useSyncExternalStore } from "react";
import {
  hasSanitizer,
  loadBrowserSanitizer,
  sanitizeIfReady,
  sanitizeOrEscape,
  subscribeToSanitizer,
} from "~/lib/sanitize/sanitizer-registry";

export interface SafeHtmlProps {
  /** Markup from content or configuration; it is sanitized before it reaches the page. */
  readonly markup: string;
  /** A block wrapper for paragraphs and lists, an inline one for a run of text. */
  readonly as?: "div" | "span";
  readonly className?: string;
  readonly id?: string;
}

const subscribeNever = () => () => {};

/** False on the server and while hydrating; true for every render after that. */
function useRenderedInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Renders markup after the sanitizer (app/lib/sanitize) has kept only plain formatting and safe links. It
 * is the one place in the code base that sets inner HTML, so no other path to raw markup exists.
 *
 * The server sanitizes as it renders. In the browser, markup that arrived already sanitized in the page
 * is left as the server wrote it, so hydrating needs no sanitizer; DOMPurify is loaded only when markup
 * must be sanitized in the browser (a page reached by client navigation, or markup that changes), and
 * nothing shows until it has been.
 */
export function SafeHtml({ markup, as: Tag = "div", className, id }: SafeHtmlProps) {
  const inBrowser = useRenderedInBrowser();
  const ready = useSyncExternalStore(subscribeToSanitizer, hasSanitizer, hasSanitizer);
  // The markup the server put in the page, while it is still what we are asked to show.
  const [serverMarkup, setServerMarkup] = useState(() => (inBrowser ? undefined : markup));
  if (serverMarkup !== undefined && serverMarkup !== markup) setServerMarkup(undefined);

  const onServer = typeof document === "undefined";
  const keepServerHtml = !onServer && serverMarkup !== undefined;
  const waiting = !onServer && !keepServerHtml && !ready;

  useEffect(() => {
    if (waiting) void loadBrowserSanitizer();
  }, [waiting]);

  let html: string;
  if (onServer) html = sanitizeOrEscape(markup);
  // An empty string with suppressHydrationWarning makes React keep the server's (sanitized) children.
  else if (keepServerHtml) html = "";
  else html = sanitizeIfReady(markup) ?? "";

  return (
    <Tag
      className={className}
      id={id}
      aria-busy={waiting || undefined}
      suppressHydrationWarning={keepServerHtml || undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
