import { sitePages, type SitePage } from "~/content/site-pages";
import { sitemapXml } from "~/features/seo/sitemap";
import { BLOG_MAX_PAGE_SIZE, blogPostPath, type BlogReader } from "~/lib/blog/blog-post";
import type { Route } from "./+types/sitemap";
import { siteContext } from "~/load-context";

/** Every published blog post's page, newest first; none when the blog cannot be read (the pages still list). */
async function blogPostPaths(blog: BlogReader | undefined): Promise<string[]> {
  if (!blog) return [];
  const paths: string[] = [];
  for (let page = 1; ; page += 1) {
    const { posts, total } = await blog.list(page, BLOG_MAX_PAGE_SIZE);
    paths.push(...posts.map((post) => blogPostPath(post.slug)));
    if (posts.length === 0 || paths.length >= total) return paths;
  }
}

export async function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(siteContext);
  const origin = context?.publicOrigin ?? new URL(request.url).origin;
  const posts = await blogPostPaths(context?.blog);
  return new Response(sitemapXml(Object.values<SitePage>(sitePages), origin, posts), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
