import type { SanitizedHtml } from "~/lib/sanitize/sanitized-html";
import { z } from "~/lib/validation/zod";
import { BLOG_SLUG } from "./blog-post-path";

/**
 * A blog post (§3 news cards, §7 /blog/api/). The body is Markdown as the author wrote it; `html` is that
 * body rendered and sanitized on the server when the post is stored, so pages never render raw markup.
 */
export { BLOG_SLUG, blogPostPath } from "./blog-post-path";

/** A site path such as /vehicle-finance-guide, or an https address. */
const linkSchema = z
  .string()
  .max(300)
  .refine(
    (value) => /^\/(?!\/)[A-Za-z0-9\-/._~#?=&]*$/.test(value) || /^https:\/\/[^\s"'<>]+$/.test(value),
    "a site path or an https address",
  );

export const blogPostInputSchema = z
  .object({
    slug: z.string().min(3).max(80).regex(BLOG_SLUG, "lower-case words joined by hyphens"),
    title: z.string().trim().min(3).max(120),
    /** Publication date, yyyy-mm-dd. */
    date: z.iso.date(),
    description: z.string().trim().min(10).max(300),
    body: z.string().min(1).max(50_000),
    image: z
      .object({
        src: z
          .string()
          .max(300)
          .regex(/^\/(?!\/)[A-Za-z0-9\-/._]+$/, "an image path on this site"),
        alt: z.string().trim().min(1).max(200),
      })
      .strict(),
    /** Where the card's link points; the post's own page when absent. */
    link: linkSchema.optional(),
  })
  .strict();

export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

export interface BlogPost extends BlogPostInput {
  /** The body as HTML, sanitized when the post was stored. */
  readonly html: SanitizedHtml;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export type BlogPostSummary = Omit<BlogPost, "body" | "html">;

export interface BlogPage {
  readonly posts: readonly BlogPostSummary[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

export const BLOG_DEFAULT_PAGE_SIZE = 10;
export const BLOG_MAX_PAGE_SIZE = 50;

/** What pages read: newest first. */
export interface BlogReader {
  list(page: number, pageSize: number): Promise<BlogPage>;
  get(slug: string): Promise<BlogPost | undefined>;
}
