import { describe, expect, it } from "vitest";
import { imageAt, images } from "../../app/content/images";
import { blogPostInputSchema } from "../../app/lib/blog/blog-post";
import { SEED_POSTS } from "./seed-posts";

describe("seeded articles", () => {
  it.each(SEED_POSTS.map((post) => [post.slug, post] as const))("%s passes the blog's own input rules", (_, post) => {
    expect(blogPostInputSchema.safeParse(post).success).toBe(true);
  });

  it.each(SEED_POSTS.map((post) => [post.slug, post.image.src] as const))(
    "%s keeps a stable address of one of the site's drawings",
    (_, src) => {
      expect(src).toMatch(/^\/images\/blog-[a-z-]+\.svg$/);
      expect(Object.values(images)).toContain(imageAt(src));
    },
  );
});
