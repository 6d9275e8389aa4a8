import { Link } from "react-router";
import { blogPostPath } from "~/lib/blog/blog-post-path";
import type { BlogPostSummary } from "~/lib/blog/blog-post";
import { formatNewsDate, isoDate } from "~/ui/news-cards/news-date";
import type { ShownPost } from "./post-picture";

/** A post as a card on the blog's index and under a post ("More articles"): picture, date, title, description. */
export function BlogPostCard({
  post,
  headingLevel,
}: {
  readonly post: ShownPost<BlogPostSummary>;
  readonly headingLevel: 2 | 3;
}) {
  const picture = post.image;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="blog-card">
      <img
        className="blog-card__image"
        src={picture.src}
        alt=""
        width={picture.width}
        height={picture.height}
        loading="lazy"
      />
      <div className="blog-card__body">
        <time className="blog-card__date" dateTime={isoDate(post.date)}>
          {formatNewsDate(post.date)}
        </time>
        <Heading className="blog-card__title">
          <Link to={blogPostPath(post.slug)}>{post.title}</Link>
        </Heading>
        <p className="blog-card__description">{post.description}</p>
      </div>
    </article>
  );
}
