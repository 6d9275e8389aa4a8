import type { SearchIndexEntry } from "~/lib/search/rank";
import { sitePages, type SitePage } from "./site-pages";

/**
 * The site search index (§3, §7), built from the page register when the site is built: one entry per
 * public page, so a page is searchable as soon as it is registered and never drifts from the pages.
 */
export const searchIndex: readonly SearchIndexEntry[] = Object.values<SitePage>(sitePages)
  .filter((page) => page.indexable !== false)
  .map((page) => ({
    pageName: page.title,
    href: `/${page.path}`,
    openNewWindow: false,
    tags: page.tags,
  }));
