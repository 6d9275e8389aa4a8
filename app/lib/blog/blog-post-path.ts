/**
 * A blog post's address, in a module of its own so that pages linking to posts load no validation code
 * (the post schema in blog-post.ts needs zod).
 */

/** What a post's slug may be: lower-case words joined by single hyphens. */
export const BLOG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A post's own page on the site. */
export const blogPostPath = (slug: string) => `/blog/${slug}`;
