/**
 * The spellings of a page's address that the site renders and caches. Every page path the site links to is
 * made of plain ASCII segments (letters, digits, `-`, `.`, `_`) joined by single slashes; the site links
 * without a trailing slash and names the page with one in its canonical link, so both are the page (one
 * cache entry, server/web/pages.ts `pageKey`). Other spellings of the same address (`//business`,
 * `/business//`, `/busi%6Eess`) are sent to it with a permanent redirect; spellings that cannot be any page's (`/business%00`, `/business%20`,
 * `/%0a`, a malformed percent-escape, an encoded slash) are not found. Without this, the URL parser, which
 * drops control characters and spaces at the end of an address, would render `/business` for
 * `/business%00` and the cache would keep a copy per spelling.
 */
export type PathVerdict =
  | { readonly kind: "canonical"; readonly path: string }
  | { readonly kind: "redirect"; readonly path: string }
  | { readonly kind: "not-found" };

/** A segment of a page path once decoded: the characters RFC 3986 leaves unreserved, and nothing else. */
const PAGE_SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** Longest path that can be a page's (the longest the site makes is a car's, well under this). */
const MAX_PAGE_PATH = 512;

/**
 * What to do with a request path as the client sent it, percent-escapes and all (the pathname of
 * `new URL(request.url)`, never a decoded one).
 */
export function canonicalPath(rawPath: string): PathVerdict {
  if (rawPath.length > MAX_PAGE_PATH || !rawPath.startsWith("/")) return { kind: "not-found" };
  const segments: string[] = [];
  for (const raw of rawPath.slice(1).split("/")) {
    if (raw === "") continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { kind: "not-found" };
    }
    if (!PAGE_SEGMENT.test(segment) || segment === "." || segment === "..") return { kind: "not-found" };
    segments.push(segment);
  }
  const trailingSlash = segments.length > 0 && rawPath.endsWith("/");
  const path = `/${segments.join("/")}${trailingSlash ? "/" : ""}`;
  return path === rawPath ? { kind: "canonical", path } : { kind: "redirect", path };
}
