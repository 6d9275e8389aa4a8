import { Link } from "react-router";
import type { BlogPost, BlogPostSummary } from "~/lib/blog/blog-post";
import { formatDate } from "~/lib/format/date";
import { isoDate } from "~/ui/news-cards/news-date";
import { SafeHtml } from "~/ui/safe-html/safe-html";
import "./blog-article.css";
import "./blog-index.css";
import { BlogPostCard } from "./blog-post-card";
import type { ShownPost } from "./post-picture";

/** Whether the post's body already links to `path` (then a "Read more" link to it would say it twice). */
const bodyLinksTo = (html: string, path: string) => html.includes(`href="${path}"`);

/**
 * A blog post's own page: title, date, picture and the body, sanitized on the server when the post was
 * stored (and shown as stored); then the topic page the post belongs to, unless the body ends by linking to it already, and
 * other posts to read.
 */
export function BlogArticle({
  post,
  related = [],
}: {
  readonly post: ShownPost<Omit<BlogPost, "body">>;
  readonly related?: readonly ShownPost<BlogPostSummary>[];
}) {
  const picture = post.image;
  return (
    <article className="blog-article">
      <h1 className="blog-article__title">{post.title}</h1>
      <p className="blog-article__meta">
        {/* A post's own page dates it as copy does ("28 October 2026"); §3's yyyy/MM/dd is for the news cards. */}
        <time dateTime={isoDate(post.date)}>{formatDate(post.date)}</time>
      </p>
      <p className="blog-article__lead">{post.description}</p>
      <img
        className="blog-article__image"
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
      />
      <SafeHtml className="blog-article__body" markup={post.html} />
      {post.link && post.link.startsWith("/") && !bodyLinksTo(post.html, post.link) && (
        <p className="blog-article__more">
          <Link to={post.link}>Read more on this topic</Link>
        </p>
      )}
      <p className="blog-article__more">
        <Link to="/blog">All news and guides</Link>
      </p>
      {related.length > 0 && (
        <section aria-labelledby="blog-related-heading" className="blog-related">
          <h2 id="blog-related-heading">More articles</h2>
          <ul className="blog-related__posts">
            {related.map((other) => (
              <li key={other.slug}>
                <BlogPostCard post={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
