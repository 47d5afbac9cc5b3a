import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Server-side secrets generated once and shared by every process (e.g. the bot-check key). */
export const platformSecrets = pgTable("platform_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
