import { BlogArticle } from "~/features/news/blog-article";
import { shownPost } from "~/features/news/post-picture";
import { headMeta } from "~/features/seo/page-meta";
import type { RouteTrailHandle } from "~/content/page-handle";
import type { BlogPost } from "~/lib/blog/blog-post";
import { BLOG_SLUG, blogPostPath } from "~/lib/blog/blog-post-path";
import type { Route } from "./+types/blog-post";
import { notFound } from "~/features/shell/not-found-search.server";
import { siteContext } from "~/load-context";

/** How many other posts a post's page suggests. */
const RELATED_POSTS = 3;

/** A blog post's own page (/blog/:slug): its breadcrumbs and head come from the post. */
export const handle: RouteTrailHandle = {
  trail: (loaderData) => {
    const post = (loaderData as { post?: Pick<BlogPost, "title" | "slug"> } | undefined)?.post;
    if (!post) return undefined;
    return [
      { name: "Home", path: "/" },
      { name: "News and guides", path: "/blog" },
      { name: post.title, path: blogPostPath(post.slug) },
    ];
  },
};

// Without a post the loader throws, and the root's error page gives the head.
export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? headMeta({ title: args.loaderData.post.title, description: args.loaderData.post.description }, args)
    : [];

export async function loader({ params, context: routerContext, request }: Route.LoaderArgs) {
  const context = routerContext.get(siteContext);
  const post = BLOG_SLUG.test(params.slug) ? await context.blog?.get(params.slug) : undefined;
  if (!post) throw notFound(request);
  // The page needs the sanitized HTML only; the author's Markdown stays on the server.
  const { body: _markdown, ...shown } = post;
  // More to read: the newest other posts.
  const newest = await context.blog?.list(1, RELATED_POSTS + 1);
  const related = (newest?.posts ?? []).filter((other) => other.slug !== post.slug).slice(0, RELATED_POSTS);
  // Pictures are resolved here, on the server, so the register of drawings stays out of the download.
  return { post: shownPost(shown), related: related.map(shownPost) };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <BlogArticle post={loaderData.post} related={loaderData.related} />;
}
