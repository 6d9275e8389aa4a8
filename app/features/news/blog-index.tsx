import { Link } from "react-router";
import { blogIndexPath } from "~/lib/blog/blog-paging";
import type { BlogPostSummary } from "~/lib/blog/blog-post";
import { BlogPostCard } from "./blog-post-card";
import type { ShownPost } from "./post-picture";
import "./blog-index.css";

export interface BlogIndexProps {
  readonly posts: readonly ShownPost<BlogPostSummary>[];
  readonly page: number;
  readonly pageCount: number;
}

/** The blog's index: a page of posts as cards, newest first, and links to the other pages. */
export function BlogIndex({ posts, page, pageCount }: BlogIndexProps) {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <div className="container blog-index">
      <header className="blog-index__header">
        <h1>News and guides</h1>
        <p className="blog-index__lead">
          Plain-language articles on buying, financing, insuring and licensing a vehicle in South Africa.
          {pageCount > 1 && ` Page ${page} of ${pageCount}.`}
        </p>
      </header>
      {posts.length === 0 ? (
        <p>There are no articles yet. Please come back soon.</p>
      ) : (
        <ol className="blog-index__posts">
          {posts.map((post) => (
            <li key={post.slug}>
              <BlogPostCard post={post} headingLevel={2} />
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 && (
        <nav aria-label="Pages of articles" className="blog-index__pages">
          <ul>
            {page > 1 && (
              <li>
                <Link to={blogIndexPath(page - 1)} rel="prev">
                  Newer articles
                </Link>
              </li>
            )}
            {pages.map((number) => (
              <li key={number}>
                <Link
                  to={blogIndexPath(number)}
                  aria-current={number === page ? "page" : undefined}
                  aria-label={`Page ${number}`}
                >
                  {number}
                </Link>
              </li>
            ))}
            {page < pageCount && (
              <li>
                <Link to={blogIndexPath(page + 1)} rel="next">
                  Older articles
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
