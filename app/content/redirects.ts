import { brandPaths } from "./brand";
import { findPageByPath, sitePages } from "./site-pages";

/**
 * Old and alternative addresses that answer with a permanent redirect (§2.1). Keys and targets are paths
 * without slashes at either end; "" is home.
 */
export const redirects = {
  "personal-loans": sitePages.cashpowerPersonalLoans.path,
  [brandPaths.extra]: sitePages.why.path,
  // §2.2: the logo links to /home; the home page lives at /.
  home: sitePages.home.path,
} as const satisfies Record<string, string>;

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, "");

/**
 * Where a request path should be sent permanently, or null when it is not a known alias. Letter-case
 * variants of registered pages and aliases (for example why-umoya/Switch-To-Umoya) go to the page's
 * canonical lower-case path.
 */
export function redirectTarget(pathname: string): string | null {
  let path: string;
  try {
    path = trimSlashes(decodeURIComponent(pathname));
  } catch {
    return null;
  }
  const lower = path.toLowerCase();
  const alias = (redirects as Record<string, string>)[lower];
  if (alias !== undefined) return `/${alias}`;
  if (lower !== path && findPageByPath(lower)) return `/${lower}`;
  return null;
}
