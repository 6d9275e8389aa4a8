import { escapeHtml } from "./escape-html";

type Sanitize = (markup: string) => string;

let active: Sanitize | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Makes a sanitizer available to the rest of the app: the server installs DOMPurify (isomorphic-dompurify)
 * at start; the browser loads DOMPurify only when markup must be sanitized there (see SafeHtml).
 */
export function provideSanitizer(sanitize: Sanitize): void {
  active = sanitize;
  for (const listener of listeners) listener();
}

/** The sanitized markup, or undefined while no sanitizer has been provided. */
export function sanitizeIfReady(markup: string): string | undefined {
  return active?.(markup);
}

/** Sanitized markup where a sanitizer is ready, otherwise the markup escaped to show as text (fail safe). */
export function sanitizeOrEscape(markup: string): string {
  return active ? active(markup) : escapeHtml(markup);
}

/** Hears when a sanitizer becomes available. */
export function subscribeToSanitizer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a sanitizer has been provided. */
export const hasSanitizer = () => active !== undefined;

/** Loads the browser sanitizer (DOMPurify) once, on demand. */
export function loadBrowserSanitizer(): Promise<void> {
  loading ??= import("./sanitize-html").then((module) => provideSanitizer(module.sanitizeHtml));
  return loading;
}
