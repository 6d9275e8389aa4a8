import { Hono, type Context } from "hono";
import { createHash, timingSafeEqual } from "node:crypto";
import {
  BLOG_DEFAULT_PAGE_SIZE,
  BLOG_MAX_PAGE_SIZE,
  BLOG_SLUG,
  blogPostInputSchema,
  type BlogPost,
  type BlogPostInput,
  type BlogReader,
} from "../../app/lib/blog/blog-post";
import { jsonError } from "../http/json-errors";
import type { Logger } from "../logger";
import { jsonBodyOrError } from "../security/request-body";
import { renderBlogBody } from "./blog-markdown";

export const BLOG_POST_MAX_BYTES = 64 * 1024;

/** Where posts live (PostgreSQL: server/db/blog-store.ts). */
export interface BlogStore extends BlogReader {
  /** Adds a post; false when the slug is taken. */
  create(post: BlogPostInput & { readonly html: string }, now: Date): Promise<boolean>;
  /** Replaces a post; false when there is none with this slug. */
  update(slug: string, post: BlogPostInput & { readonly html: string }, now: Date): Promise<boolean>;
  /** Removes a post; false when there is none with this slug. */
  remove(slug: string): Promise<boolean>;
}

/** Compares bearer tokens in constant time (hashing first makes the lengths equal). */
export function isAdminRequest(c: Context, adminToken: string | undefined): boolean {
  if (!adminToken) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "");
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(adminToken));
}

function validationFields(error: {
  issues: readonly { path: readonly PropertyKey[]; code: string; keys?: readonly string[] }[];
}) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") for (const key of issue.keys ?? []) fields[key] = "unknown";
    else fields[issue.path.map(String).join(".") || "body"] ??= issue.path.length > 0 ? "invalid" : "required";
  }
  return fields;
}

const positiveInt = (value: string | undefined, fallback: number) => {
  if (value === undefined) return fallback;
  return /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
};

/**
 * /blog/api/posts: reading is public (paged, newest first); writing needs the admin bearer token
 * (ADMIN_TOKEN). Bodies are rendered and sanitized once, when stored.
 */
export function blogRoutes(deps: {
  readonly store: BlogStore;
  readonly adminToken: string | undefined;
  readonly logger: Logger;
}): Hono {
  const app = new Hono();

  app.get("/posts", async (c) => {
    const page = positiveInt(c.req.query("page"), 1);
    const pageSize = positiveInt(c.req.query("pageSize"), BLOG_DEFAULT_PAGE_SIZE);
    if (!Number.isInteger(page) || page < 1)
      return jsonError(c, 400, "invalid_query", "page must be a whole number from 1.", { field: "page" });
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > BLOG_MAX_PAGE_SIZE) {
      return jsonError(c, 400, "invalid_query", `pageSize must be a whole number from 1 to ${BLOG_MAX_PAGE_SIZE}.`, {
        field: "pageSize",
      });
    }
    c.header("Cache-Control", "public, max-age=60");
    return c.json(await deps.store.list(page, pageSize));
  });

  app.get("/posts/:slug", async (c) => {
    const post = BLOG_SLUG.test(c.req.param("slug")) ? await deps.store.get(c.req.param("slug")) : undefined;
    if (!post) return jsonError(c, 404, "not_found", "There is no post with this slug.", { field: "slug" });
    c.header("Cache-Control", "public, max-age=60");
    return c.json(post satisfies BlogPost);
  });

  // Every write: the admin token first, so nobody learns anything about posts without it.
  app.on(["POST", "PUT", "DELETE"], ["/posts", "/posts/*"], async (c, next) => {
    if (!deps.adminToken)
      return jsonError(c, 403, "writes_disabled", "Publishing is switched off on this server (no ADMIN_TOKEN).");
    if (!isAdminRequest(c, deps.adminToken)) {
      c.header("WWW-Authenticate", 'Bearer realm="blog"');
      return jsonError(c, 401, "unauthorized", "Send the admin token as Authorization: Bearer <token>.", {
        field: "Authorization",
      });
    }
    await next();
  });

  const readPost = async (c: Context): Promise<{ post: BlogPostInput } | { response: Response }> => {
    const read = await jsonBodyOrError(c, BLOG_POST_MAX_BYTES);
    if ("response" in read) return read;
    const parsed = blogPostInputSchema.safeParse(read.body);
    if (!parsed.success)
      return {
        response: jsonError(c, 422, "validation", "Some fields are missing or not valid.", {
          fields: validationFields(parsed.error),
        }),
      };
    return { post: parsed.data };
  };

  app.post("/posts", async (c) => {
    const read = await readPost(c);
    if ("response" in read) return read.response;
    const created = await deps.store.create({ ...read.post, html: renderBlogBody(read.post.body) }, new Date());
    if (!created) return jsonError(c, 409, "slug_taken", "A post with this slug exists already.", { field: "slug" });
    deps.logger.info({ slug: read.post.slug }, "blog post published");
    c.header("Location", `/blog/api/posts/${read.post.slug}`);
    return c.json(await deps.store.get(read.post.slug), 201);
  });

  app.put("/posts/:slug", async (c) => {
    const read = await readPost(c);
    if ("response" in read) return read.response;
    if (read.post.slug !== c.req.param("slug"))
      return jsonError(c, 422, "validation", "The slug in the body must match the address.", {
        fields: { slug: "mismatch" },
      });
    const updated = await deps.store.update(
      read.post.slug,
      { ...read.post, html: renderBlogBody(read.post.body) },
      new Date(),
    );
    if (!updated) return jsonError(c, 404, "not_found", "There is no post with this slug.", { field: "slug" });
    deps.logger.info({ slug: read.post.slug }, "blog post updated");
    return c.json(await deps.store.get(read.post.slug));
  });

  app.delete("/posts/:slug", async (c) => {
    const removed = await deps.store.remove(c.req.param("slug"));
    if (!removed) return jsonError(c, 404, "not_found", "There is no post with this slug.", { field: "slug" });
    deps.logger.info({ slug: c.req.param("slug") }, "blog post deleted");
    return c.body(null, 204);
  });

  return app;
}
