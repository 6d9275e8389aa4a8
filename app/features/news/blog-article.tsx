import { Link } from "react-router";
import type { BlogPost } from "~/lib/blog/blog-post";
import { formatNewsDate, isoDate } from "~/ui/news-cards/news-date";
import { SafeHtml } from "~/ui/safe-html/safe-html";
import "./blog-article.css";

/** A blog post's own page: title, date, picture and the body, sanitized on the server when stored and again as rendered. */
export function BlogArticle({ post }: { readonly post: Omit<BlogPost, "body"> }) {
  return (
    <article className="blog-article">
      <h1 className="blog-article__title">{post.title}</h1>
      <p className="blog-article__meta">
        <time dateTime={isoDate(post.date)}>{formatNewsDate(post.date)}</time>
      </p>
      <p className="blog-article__lead">{post.description}</p>
      <img className="blog-article__image" src={post.image.src} alt={post.image.alt} width={800} height={533} />
      <SafeHtml className="blog-article__body" markup={post.html} />
      {post.link && post.link.startsWith("/") && (
        <p className="blog-article__more">
          <Link to={post.link}>Read more on this topic</Link>
        </p>
      )}
    </article>
  );
}
