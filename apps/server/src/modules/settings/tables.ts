import type { SiteSettings } from "@cloudoc/contract";
import { jsonb, pgTable, smallint, timestamp } from "drizzle-orm/pg-core";

/** The single row of site settings (spec 000 §3 Site settings); id is always 1. */
export const siteSettings = pgTable("site_settings", {
  id: smallint("id").primaryKey().default(1),
  data: jsonb("data").$type<SiteSettings>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
