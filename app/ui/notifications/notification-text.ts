/**
 * The words of a markup message, for the live region. DOMParser documents never run scripts or load
 * anything, so untrusted markup is safe to read this way.
 */
export function markupToText(markup: string): string {
  if (typeof DOMParser === "undefined") return markup.replace(/<[^>]*>/g, "");
  return new DOMParser().parseFromString(markup, "text/html").body.textContent ?? "";
}
