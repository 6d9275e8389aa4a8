import { Marked } from "marked";
import { sanitizeHtml } from "../../app/lib/sanitize/sanitize-html";
import { installServerSanitizer } from "../../app/lib/sanitize/sanitize-html.server";

// GitHub-flavoured Markdown; raw HTML in a body is allowed through marked and then DOMPurify decides
// what of it survives, so a post can never carry a script, handler attribute or javascript: link.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** A blog body: Markdown to HTML, then sanitized (headings start at h2: the page's title is the h1). */
export function renderBlogBody(body: string): string {
  installServerSanitizer();
  const html = markdown.parse(body.replace(/^# /gm, "## ")) as string;
  return sanitizeHtml(html);
}
