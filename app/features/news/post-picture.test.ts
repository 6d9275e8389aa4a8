import { describe, expect, it } from "vitest";
import { images } from "~/content/images";
import { postPicture, shownPost } from "./post-picture";

describe("a post's picture", () => {
  it("links a drawing's hashed file at the drawing's size, keeping the post's own description", () => {
    expect(postPicture({ src: "/images/blog-budget.svg", alt: "A piggy bank." })).toEqual({
      src: images["blog-budget"].src,
      alt: "A piggy bank.",
      width: 1200,
      height: 800,
    });
  });

  it("also resolves the raster address that posts written by earlier builds keep", () => {
    expect(postPicture({ src: "/images/blog-budget-800.jpg", alt: "A piggy bank." }).src).toBe(
      images["blog-budget"].src,
    );
  });

  it("shows any other picture on the site at its stored address, in a 3:2 frame", () => {
    expect(postPicture({ src: "/uploads/launch.png", alt: "Launch day." })).toEqual({
      src: "/uploads/launch.png",
      alt: "Launch day.",
      width: 1200,
      height: 800,
    });
    expect(postPicture({ src: "/images/hero-unknown.svg", alt: "Unknown." }).src).toBe("/images/hero-unknown.svg");
  });

  it("gives a post to its page with the picture resolved, every other field as stored", () => {
    const post = { slug: "budget", title: "Budget", image: { src: "/images/blog-budget.svg", alt: "A piggy bank." } };
    expect(shownPost(post)).toEqual({
      slug: "budget",
      title: "Budget",
      image: { src: images["blog-budget"].src, alt: "A piggy bank.", width: 1200, height: 800 },
    });
  });
});
