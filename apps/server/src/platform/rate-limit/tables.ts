import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Rate-limit counters, shared by every process on the database when there is no Redis. */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
