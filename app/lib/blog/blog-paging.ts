/** How many posts one page of the blog's index lists (three rows of three on a desktop). */
export const BLOG_INDEX_PAGE_SIZE = 9;

/**
 * The page number an index address asks for: 1 without `page`, the number for `page=<n>` (n from 1, no
 * leading zeros, so one page has one address), undefined for anything else (the page answers 404).
 */
export function requestedBlogPage(search: URLSearchParams): number | undefined {
  const values = search.getAll("page");
  if (values.length === 0) return 1;
  const [value] = values;
  if (values.length > 1 || value === undefined || !/^[1-9]\d{0,5}$/.test(value)) return undefined;
  return Number(value);
}

/** The number of index pages for `total` posts: at least one, so an empty blog still has its index. */
export function blogPageCount(total: number, pageSize: number = BLOG_INDEX_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The address of an index page: /blog for the first, /blog?page=<n> for the others. */
export function blogIndexPath(page: number): string {
  return page === 1 ? "/blog" : `/blog?page=${page}`;
}
