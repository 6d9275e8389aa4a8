import { findPageByPath, isPageKey, sitePages, type PageKey, type SitePage } from "~/content/site-pages";

export interface Crumb {
  readonly name: string;
  /** Internal path ("/business") or an external address. */
  readonly path: string;
}

const HOME: Crumb = { name: "Home", path: "/" };

function parentOf(page: SitePage): SitePage | undefined {
  if (page.parent) return isPageKey(page.parent) ? sitePages[page.parent] : undefined;
  const slash = page.path.lastIndexOf("/");
  return slash > 0 ? findPageByPath(page.path.slice(0, slash)) : undefined;
}

/** The trail from Home down to a page (§2.2: breadcrumbs start with Home), following the route hierarchy. */
export function breadcrumbTrail(key: PageKey): Crumb[] {
  const chain: SitePage[] = [];
  for (let page: SitePage | undefined = sitePages[key]; page && page.path !== ""; page = parentOf(page)) {
    chain.unshift(page);
  }
  return [HOME, ...chain.map((page) => ({ name: page.title, path: `/${page.path}` }))];
}
