import { Marked } from "marked";
import { loadSanitizer } from "../../app/lib/sanitize/sanitize-html.server";
import type { SanitizedHtml } from "../../app/lib/sanitize/sanitized-html";

// GitHub-flavoured Markdown; raw HTML in a body is allowed through marked and then DOMPurify decides
// what of it survives, so a post can never carry a script, handler attribute or javascript: link.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * A blog body: Markdown to HTML, then sanitized (headings start at h2: the page's title is the h1). Called
 * when a post is written (the API, the seed, the one-time re-sanitize), never while a page is served; the
 * first call loads the sanitizer (DOMPurify over jsdom).
 */
export async function renderBlogBody(body: string): Promise<SanitizedHtml> {
  const sanitize = await loadSanitizer();
  const html = markdown.parse(body.replace(/^# /gm, "## ")) as string;
  return sanitize(html);
}
