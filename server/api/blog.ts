import { Hono } from "hono";
import { z } from "zod";
import {
  BLOG_DEFAULT_PAGE_SIZE,
  BLOG_MAX_PAGE_SIZE,
  BLOG_SLUG,
  blogPostInputSchema,
  type BlogPost,
} from "../../app/lib/blog/blog-post";
import type { BlogService } from "../blog/service";
import { jsonError } from "../http/json-errors";
import { jsonBody, validate } from "../http/validation";
import type { Logger } from "../logger";
import { adminOnly } from "../security/admin-auth";

export const BLOG_POST_MAX_BYTES = 64 * 1024;

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(999_999).default(1),
  pageSize: z.coerce.number().int().min(1).max(BLOG_MAX_PAGE_SIZE).default(BLOG_DEFAULT_PAGE_SIZE),
});

/**
 * /blog/api/posts: reading is public (paged, newest first); writing needs the admin bearer token
 * (ADMIN_TOKEN). Bodies are rendered and sanitized once, when stored (server/blog/service.ts).
 */
export function blogRoutes(deps: {
  readonly blog: BlogService;
  readonly adminToken: string | undefined;
  readonly logger: Logger;
}): Hono {
  const { blog, logger } = deps;
  const app = new Hono();
  const notFound = (c: Parameters<typeof jsonError>[0]) =>
    jsonError(c, 404, "not_found", "There is no post with this slug.", { fields: { slug: "unknown" } });

  app.get("/posts", validate("query", pageQuery), async (c) => {
    const { page, pageSize } = c.req.valid("query");
    c.header("Cache-Control", "public, max-age=60");
    return c.json(await blog.list(page, pageSize));
  });

  app.get("/posts/:slug", async (c) => {
    const slug = c.req.param("slug");
    const post = BLOG_SLUG.test(slug) ? await blog.get(slug) : undefined;
    if (!post) return notFound(c);
    c.header("Cache-Control", "public, max-age=60");
    return c.json(post satisfies BlogPost);
  });

  // Every write: the admin token first, so nobody learns anything about posts without it.
  app.on(["POST", "PUT", "DELETE"], ["/posts", "/posts/*"], adminOnly(deps.adminToken, "blog"));
  const postBody = [jsonBody(BLOG_POST_MAX_BYTES), validate("json", blogPostInputSchema)] as const;

  app.post("/posts", ...postBody, async (c) => {
    const post = c.req.valid("json");
    if ((await blog.create(post)) === "slug_taken")
      return jsonError(c, 409, "slug_taken", "A post with this slug exists already.", { fields: { slug: "taken" } });
    logger.info({ slug: post.slug }, "blog post published");
    c.header("Location", `/blog/api/posts/${post.slug}`);
    return c.json(await blog.get(post.slug), 201);
  });

  app.put("/posts/:slug", ...postBody, async (c) => {
    const post = c.req.valid("json");
    if (post.slug !== c.req.param("slug"))
      return jsonError(c, 422, "validation", "The slug in the body must match the address.", {
        fields: { slug: "mismatch" },
      });
    if ((await blog.update(post)) === "not_found") return notFound(c);
    logger.info({ slug: post.slug }, "blog post updated");
    return c.json(await blog.get(post.slug));
  });

  app.delete("/posts/:slug", async (c) => {
    const slug = c.req.param("slug");
    if (!BLOG_SLUG.test(slug) || (await blog.remove(slug)) === "not_found") return notFound(c);
    logger.info({ slug }, "blog post deleted");
    return c.body(null, 204);
  });

  return app;
}
