import type { BlogPage, BlogPost, BlogPostInput, BlogReader } from "../../app/lib/blog/blog-post";
import { LastGoodVersion } from "../last-good-version";
import type { Logger } from "../logger";
import { SANITIZER_RULES_VERSION } from "../../app/lib/sanitize/sanitize-html.server";
import { renderBlogBody } from "./markdown";
import { SEED_POSTS } from "./seed-posts";
import { seedPostHtml } from "./seed-posts.generated";
import type { BlogStore } from "./store";

/** How long a copy of the server uses the blog's content version it read before reading it again. */
export const BLOG_VERSION_FRESH_MS = 2_000;

export type BlogWriteOutcome = "done" | "slug_taken" | "not_found";

/**
 * The blog as the server uses it: posts are read from the store; a post's Markdown body is rendered to
 * sanitized HTML once, when it is stored; and the blog's content version (part of every page's, see
 * server/web/content-version.ts) is kept in memory, read again in the background once older than
 * BLOG_VERSION_FRESH_MS, kept as the last good read while the database does not answer, and read at once
 * after a write through this copy.
 */
export class BlogService implements BlogReader {
  readonly #store: BlogStore;
  readonly #version: LastGoodVersion;

  constructor(store: BlogStore, logger: Logger, freshForMs: number = BLOG_VERSION_FRESH_MS) {
    this.#store = store;
    this.#version = new LastGoodVersion(() => store.contentVersion(), logger, "the blog's", freshForMs);
  }

  /**
   * Writes the seed articles the first time the database is used; true when this call wrote them. Their
   * HTML ships rendered and sanitized (seed-posts.generated.ts, checked by its test against today's rules),
   * so a first start does not load the sanitizer.
   */
  seedOnce(): Promise<boolean> {
    return this.#store.seedOnce(
      () =>
        Promise.all(
          SEED_POSTS.map(async (post) => ({
            ...post,
            html: seedPostHtml[post.slug] ?? (await renderBlogBody(post.body)),
          })),
        ),
      SANITIZER_RULES_VERSION,
    );
  }

  /**
   * Brings posts stored before today's sanitizer rules up to them, once per rules version (a marker in the
   * database); a start on an up-to-date database reads the marker and loads nothing. The number rewritten.
   */
  resanitizeStoredPosts(): Promise<number> {
    return this.#store.resanitizeOnce(SANITIZER_RULES_VERSION, renderBlogBody);
  }

  list(page: number, pageSize: number): Promise<BlogPage> {
    return this.#store.list(page, pageSize);
  }

  get(slug: string): Promise<BlogPost | undefined> {
    return this.#store.get(slug);
  }

  /** Changes whenever a post is added, changed or removed. Throws only if it has never been read. */
  async contentVersion(): Promise<string> {
    return this.#version.get();
  }

  // Rendered (and sanitized) before the store's write begins: see store.ts on transactions left idle.
  async create(post: BlogPostInput): Promise<BlogWriteOutcome> {
    const created = await this.#store.create({ ...post, html: await renderBlogBody(post.body) }, new Date());
    return this.#afterWrite(created ? "done" : "slug_taken");
  }

  async update(post: BlogPostInput): Promise<BlogWriteOutcome> {
    const updated = await this.#store.update(post.slug, { ...post, html: await renderBlogBody(post.body) }, new Date());
    return this.#afterWrite(updated ? "done" : "not_found");
  }

  async remove(slug: string): Promise<BlogWriteOutcome> {
    return this.#afterWrite((await this.#store.remove(slug)) ? "done" : "not_found");
  }

  async #afterWrite(outcome: BlogWriteOutcome): Promise<BlogWriteOutcome> {
    if (outcome === "done") await this.#version.refresh();
    return outcome;
  }
}
