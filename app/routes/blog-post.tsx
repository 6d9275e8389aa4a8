import { data } from "react-router";
import { BlogArticle } from "~/features/news/blog-article";
import type { RouteHeadHandle } from "~/features/shell/page-handle";
import { BLOG_SLUG, blogPostPath, type BlogPost } from "~/lib/blog/blog-post";
import type { Route } from "./+types/blog-post";

/** A blog post's own page (/blog/:slug). */
export const handle: RouteHeadHandle = {
  head: (loaderData) => {
    const post = (loaderData as { post?: Pick<BlogPost, "title" | "description" | "slug"> } | undefined)?.post;
    if (!post) return undefined;
    return {
      title: post.title,
      description: post.description,
      trail: [
        { name: "Home", path: "/" },
        { name: post.title, path: blogPostPath(post.slug) },
      ],
    };
  },
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = BLOG_SLUG.test(params.slug) ? await context.blog?.get(params.slug) : undefined;
  if (!post) throw data(null, { status: 404 });
  // The page needs the sanitized HTML only; the author's Markdown stays on the server.
  const { body: _markdown, ...shown } = post;
  return { post: shown };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <BlogArticle post={loaderData.post} />;
}
