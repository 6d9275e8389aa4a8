import { date, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { SanitizedHtml } from "../../../app/lib/sanitize/sanitized-html";

/** Blog posts (§7 /blog/api/, §3 news cards). `html` is `body` rendered from Markdown and sanitized when stored. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    slug: text("slug").primaryKey(),
    title: text("title").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    description: text("description").notNull(),
    body: text("body").notNull(),
    // Written only as sanitizeHtml's output (server/blog/markdown.ts); read back typed as such.
    html: text("html").$type<SanitizedHtml>().notNull(),
    imageSrc: text("image_src").notNull(),
    imageAlt: text("image_alt").notNull(),
    link: text("link"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("blog_posts_date_idx").on(table.date.desc(), table.slug)],
);
