import type { BlogPostSummary } from "~/lib/blog/blog-post";
import { blogPostPath } from "~/lib/blog/blog-post-path";
import { NewsCards, type NewsCard } from "~/ui/news-cards/news-cards";
import "./latest-news.css";
import type { ShownPost } from "./post-picture";

/** A blog post as a §3 news card: its date, description, image, and a link to its own page. */
export function newsCardOf(post: ShownPost<BlogPostSummary>): NewsCard {
  return {
    date: post.date,
    description: post.description,
    link: { to: blogPostPath(post.slug), label: post.title },
    image: post.image,
  };
}

/** The news section of the home page: the newest posts as news cards (4 in a row on desktop, a slider on mobile). */
export function LatestNews({ posts }: { readonly posts: readonly ShownPost<BlogPostSummary>[] }) {
  if (posts.length === 0) return null;
  return (
    <section className="latest-news" aria-labelledby="latest-news-title">
      <h2 id="latest-news-title" className="latest-news__title">
        News and guides
      </h2>
      <NewsCards label="Latest posts" cards={posts.map(newsCardOf)} />
    </section>
  );
}
