import { plainText } from "~/lib/sanitize/plain-text";

/**
 * The search page's title in parts: words the server put together from what it checked (labels, counts,
 * figures), and references to the two fields of free text a visitor types (`q`, `make`). The server
 * never writes those into the page's data (React Router inlines the data in a script); the title is
 * filled in from the address, on the server and in the browser alike, so both give the same words.
 */
export type SearchTitlePart = string | { readonly field: SearchTextField };

/** The search's fields of free text. */
export type SearchTextField = "q" | "make";

/** A free-text field as the search reads it: the first value, cleaned as the search cleans it, trimmed. */
export const searchText = (params: URLSearchParams, field: SearchTextField): string =>
  plainText(params.get(field) ?? "").trim();

/** The title's words for the address's query. */
export function fillSearchTitle(parts: readonly SearchTitlePart[], params: URLSearchParams): string {
  return parts.map((part) => (typeof part === "string" ? part : searchText(params, part.field))).join("");
}
