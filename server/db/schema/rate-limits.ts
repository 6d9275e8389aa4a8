import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window request counters, shared by every copy of the server. One row per client, rule and
 * window; rows of windows that have ended are deleted as new ones are written.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  /** `<bucket>:<client address>:<window start ms>` */
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true, mode: "date" }).notNull(),
});
