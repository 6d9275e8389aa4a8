import { data } from "react-router";
import { BlogIndex } from "~/features/news/blog-index";
import { shownPost } from "~/features/news/post-picture";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";
import { BLOG_INDEX_PAGE_SIZE, blogPageCount, requestedBlogPage } from "~/lib/blog/blog-paging";
import type { Route } from "./+types/blog-index";
import { siteContext } from "~/load-context";

export const handle: PageHandle = { page: "blog" };
export const meta = pageMeta("blog");

/**
 * One page of the blog's index, newest first. An address that names no page (?page=0, ?page=x, a page past
 * the last) is 404. While the blog cannot be read the loader fails, and the server answers the last copy it
 * holds of this page (server/web/pages.ts).
 */
export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(siteContext);
  const page = requestedBlogPage(url.searchParams);
  if (page === undefined) throw data(null, { status: 404 });
  const list = context.blog
    ? await context.blog.list(page, BLOG_INDEX_PAGE_SIZE)
    : { posts: [], page, pageSize: BLOG_INDEX_PAGE_SIZE, total: 0 };
  const pageCount = blogPageCount(list.total);
  if (page > pageCount) throw data(null, { status: 404 });
  // Pictures are resolved here, on the server, so the register of drawings stays out of the download.
  return { posts: list.posts.map(shownPost), page, pageCount };
}

export default function BlogIndexPage({ loaderData }: Route.ComponentProps) {
  return <BlogIndex posts={loaderData.posts} page={loaderData.page} pageCount={loaderData.pageCount} />;
}
