import type { SearchIndexEntry } from "~/lib/search/rank";
import { pageSearchTags } from "./page-search-tags";
import { searchWords } from "./search-words";
import { sitePages, type PageKey, type SitePage } from "./site-pages";

/** A page's search tags: its own (page-search-tags.ts), then the words visitors use for it (search-words.ts), once each. */
export function searchTagsOf(key: PageKey): readonly string[] {
  return [...new Set([...pageSearchTags[key], ...(searchWords[key] ?? [])])];
}

/**
 * The site search index (§3, §7), built from the page register when the site is built: one entry per
 * public page, so a page is searchable as soon as it is registered and never drifts from the pages. Each
 * result shows the page's description under its name.
 */
export const searchIndex: readonly SearchIndexEntry[] = (Object.entries(sitePages) as [PageKey, SitePage][])
  .filter(([, page]) => page.indexable !== false)
  .map(([key, page]) => ({
    pageName: page.title,
    href: `/${page.path}`,
    openNewWindow: false,
    tags: searchTagsOf(key),
    description: page.description,
  }));
