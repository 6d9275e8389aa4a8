/**
 * Canonical address of a page (§2.1): the public origin plus the path with a trailing slash; home is "/".
 * The query string and hash are dropped.
 */
export function canonicalUrl(origin: string, pathname: string): string {
  const base = origin.replace(/\/+$/, "");
  const path = pathname.replace(/\/{2,}/g, "/").replace(/\/+$/, "");
  return `${base}${path}/`;
}
