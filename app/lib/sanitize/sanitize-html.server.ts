import { JSDOM } from "jsdom";
import type { WindowLike } from "dompurify";
import { sanitizeHtml, setSanitizerWindow } from "./sanitize-html";
import { provideSanitizer } from "./sanitizer-registry";

let installed = false;

/**
 * Lets `sanitizeHtml` work during server rendering and prerendering by giving it a jsdom window, so the
 * server sends the same sanitized markup the browser would make (and hydration matches). Call it once
 * at server start; later calls do nothing.
 */
export function installServerSanitizer(): void {
  if (installed) return;
  const { window } = new JSDOM("<!doctype html><html><body></body></html>");
  // jsdom's window is a faithful DOM window; its type differs from lib.dom's only in jsdom's own extras.
  if (!setSanitizerWindow(window as unknown as WindowLike)) {
    throw new Error("The HTML sanitizer could not start on the server: DOMPurify does not support the jsdom window.");
  }
  provideSanitizer(sanitizeHtml);
  installed = true;
}
