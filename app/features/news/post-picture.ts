import { imageAt } from "~/content/images";
import type { BlogPostSummary } from "~/lib/blog/blog-post";

export interface PostPicture {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** A post as its page and cards show it: its picture resolved to a file and a frame. */
export type ShownPost<Post extends Pick<BlogPostSummary, "image">> = Omit<Post, "image"> & {
  readonly image: PostPicture;
};

/** Pictures that are not one of the site's drawings are shown in the same 3:2 frame. */
const FRAME = { width: 1200, height: 800 } as const;

/**
 * A post's picture as a page shows it. A post keeps a stable address (`/images/<name>.svg`); when that names
 * one of the site's drawings the page links the drawing's hashed file directly, saving the redirect. The
 * blog's loaders call this on the server, so the register of drawings stays out of the browser's download.
 */
export function postPicture(image: BlogPostSummary["image"]): PostPicture {
  const drawing = imageAt(image.src);
  return drawing
    ? { src: drawing.src, alt: image.alt, width: drawing.width, height: drawing.height }
    : { src: image.src, alt: image.alt, ...FRAME };
}

/** The post with its picture resolved (postPicture). */
export const shownPost = <Post extends Pick<BlogPostSummary, "image">>(post: Post): ShownPost<Post> => ({
  ...post,
  image: postPicture(post.image),
});
