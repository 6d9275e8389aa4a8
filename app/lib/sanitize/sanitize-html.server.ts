import { sanitizeHtml } from "./sanitize-html";
import { provideSanitizer } from "./sanitizer-registry";

/**
 * Makes `sanitizeHtml` the sanitizer of server rendering and prerendering, so the server sends the same
 * sanitized markup the browser would make (and hydration matches). DOMPurify gets its window on the server
 * from isomorphic-dompurify. Call it once at server start; later calls change nothing.
 */
export function installServerSanitizer(): void {
  provideSanitizer(sanitizeHtml);
}
