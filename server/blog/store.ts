import { count, desc, eq, sql } from "drizzle-orm";
import type { BlogPost, BlogPostInput, BlogPostSummary, BlogReader } from "../../app/lib/blog/blog-post";
import type { SanitizedHtml } from "../../app/lib/sanitize/sanitized-html";
import { queryRows, type Database } from "../db/client";
import { blogPosts } from "../db/schema/blog-posts";
import { serverSecrets } from "../db/schema/server-secrets";
import { markerValue, setMarker } from "../db/markers";

/** A post as it is stored: what the author sent, and its body rendered to sanitized HTML. */
export type StoredPostInput = BlogPostInput & { readonly html: SanitizedHtml };

/** Where posts live. */
export interface BlogStore extends BlogReader {
  /** Adds a post; false when the slug is taken. */
  create(post: StoredPostInput, now: Date): Promise<boolean>;
  /** Replaces a post; false when there is none with this slug. */
  update(slug: string, post: StoredPostInput, now: Date): Promise<boolean>;
  /** Removes a post; false when there is none with this slug. */
  remove(slug: string): Promise<boolean>;
  /** A short text that changes whenever a post is added, changed or removed (part of the pages' content version). */
  contentVersion(): Promise<string>;
  /**
   * Writes the posts `produce` gives the first time a database is used; a marker row makes it happen once,
   * so posts deleted later stay deleted. `produce` (which renders and sanitizes) is called only then, so a
   * start on a seeded database loads no sanitizer. Safe when several copies start together: one
   * transaction, and the marker is claimed first. True when this call wrote them. The posts' HTML is
   * that of the sanitizer rules `rulesVersion`, which is recorded as done, so no re-sanitize follows.
   */
  seedOnce(produce: () => Promise<readonly StoredPostInput[]>, rulesVersion: string): Promise<boolean>;
  /**
   * Renders every stored post's `html` again from its Markdown with `render`, once per sanitizer rules
   * version: posts stored before today's rules (or before sanitizing moved to write time) are brought up
   * to them. A marker row holds the version done; when it matches, nothing is loaded or written. Safe when
   * several copies start together (one transaction under a lock). The number of posts rendered again.
   */
  resanitizeOnce(rulesVersion: string, render: (body: string) => Promise<SanitizedHtml>): Promise<number>;
}

const SEED_MARKER = "blog-seeded";
const SANITIZED_MARKER = "blog-html-sanitized";

type Row = typeof blogPosts.$inferSelect;

function summaryOf(row: Row): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    date: row.date,
    description: row.description,
    image: { src: row.imageSrc, alt: row.imageAlt },
    ...(row.link ? { link: row.link } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const postOf = (row: Row): BlogPost => ({ ...summaryOf(row), body: row.body, html: row.html });

const columnsOf = (post: StoredPostInput) => ({
  title: post.title,
  date: post.date,
  description: post.description,
  body: post.body,
  html: post.html,
  imageSrc: post.image.src,
  imageAlt: post.image.alt,
  link: post.link ?? null,
});

/** Blog posts in PostgreSQL (server/db/schema/blog-posts.ts); newest first by date, then slug. */
export function databaseBlogStore(db: Database): BlogStore {
  return {
    async list(page, pageSize) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(blogPosts)
          .orderBy(desc(blogPosts.date), desc(blogPosts.createdAt), blogPosts.slug)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(blogPosts),
      ]);
      return { posts: rows.map(summaryOf), page, pageSize, total: total?.value ?? 0 };
    },
    async get(slug) {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
      return row ? postOf(row) : undefined;
    },
    async create(post, now) {
      const inserted = await db
        .insert(blogPosts)
        .values({ slug: post.slug, ...columnsOf(post), createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ slug: blogPosts.slug });
      return inserted.length === 1;
    },
    async update(slug, post, now) {
      const updated = await db
        .update(blogPosts)
        .set({ ...columnsOf(post), updatedAt: now })
        .where(eq(blogPosts.slug, slug))
        .returning({ slug: blogPosts.slug });
      return updated.length === 1;
    },
    async remove(slug) {
      const removed = await db.delete(blogPosts).where(eq(blogPosts.slug, slug)).returning({ slug: blogPosts.slug });
      return removed.length === 1;
    },
    async contentVersion() {
      // One hash over every post's slug and last change: any add, edit or delete changes it.
      const [row] = await queryRows<{ version: string | null }>(
        db,
        sql`SELECT md5(string_agg(${blogPosts.slug} || ' ' || ${blogPosts.updatedAt}::text, ',' ORDER BY ${blogPosts.slug})) AS version FROM ${blogPosts}`,
      );
      return row?.version ?? "empty";
    },
    async seedOnce(produce, rulesVersion) {
      const [seeded] = await db
        .select({ name: serverSecrets.name })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, SEED_MARKER));
      if (seeded) return false;
      // Rendered before the transaction opens: the first render loads the sanitizer, which takes seconds on
      // a busy machine, and the database ends a transaction left idle for longer.
      const posts = await produce();
      return db.transaction(async (tx) => {
        const claimed = await tx
          .insert(serverSecrets)
          .values({ name: SEED_MARKER, value: new Date().toISOString() })
          .onConflictDoNothing()
          .returning({ name: serverSecrets.name });
        if (claimed.length === 0) return false;
        const now = new Date();
        for (const post of posts) {
          await tx
            .insert(blogPosts)
            .values({ slug: post.slug, ...columnsOf(post), createdAt: now, updatedAt: now })
            .onConflictDoNothing();
        }
        // The only posts are the ones just written, under today's rules: nothing to sanitize again.
        await tx.insert(serverSecrets).values({ name: SANITIZED_MARKER, value: rulesVersion }).onConflictDoNothing();
        return true;
      });
    },
    async resanitizeOnce(rulesVersion, render) {
      const done = async (reader: Pick<Database, "select">) =>
        (await markerValue(reader, SANITIZED_MARKER)) === rulesVersion;
      // The usual start: already done, one small read and nothing loaded.
      if (await done(db)) return 0;
      // One render before the transaction opens loads the sanitizer (seconds on a busy machine; the database
      // ends a transaction left idle for longer); the renders inside are then quick.
      await render("");
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${SANITIZED_MARKER}))`);
        if (await done(tx)) return 0;
        const rows = await tx
          .select({ slug: blogPosts.slug, body: blogPosts.body, html: blogPosts.html })
          .from(blogPosts);
        let changed = 0;
        for (const row of rows) {
          const html = await render(row.body);
          if (html === row.html) continue;
          // A new updatedAt changes the blog's content version, so every copy renders the page again.
          await tx.update(blogPosts).set({ html, updatedAt: new Date() }).where(eq(blogPosts.slug, row.slug));
          changed += 1;
        }
        await setMarker(tx, SANITIZED_MARKER, rulesVersion);
        return changed;
      });
    },
  };
}
