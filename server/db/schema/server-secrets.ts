import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Values every copy of the server must share and nobody configures by hand: the CSRF signing secret when
 * CSRF_SECRET is not set, and one-time markers such as "the blog was seeded".
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
