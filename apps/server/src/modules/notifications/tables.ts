import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";

/**
 * A notification to a company's users (spec 001 §3 notification: category, title, content).
 * `userId` null: for everyone of the company who signs in to the company app. `dedupeKey` makes
 * a job that announces something safe to run twice: the second insert does nothing.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    /** Where selecting it leads in the company app. */
    link: text("link").notNull().default(""),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_company_created_idx").on(t.companyId, t.createdAt),
    uniqueIndex("notifications_company_dedupe_unique")
      .on(t.companyId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

/** Who has read which notification; unread is the absence of a row. */
export const notificationReads = pgTable(
  "notification_reads",
  {
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index("notification_reads_user_idx").on(t.userId),
  ],
);

/**
 * How a user wants each category of notification by email: at once, in a daily digest, or not
 * at all. No row means the category's default (immediately). In-app notifications always show.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    delivery: text("delivery", { enum: ["immediately", "daily", "off"] }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.category] }),
    index("notification_preferences_company_idx").on(t.companyId),
  ],
);

/** Which notifications were emailed to whom (immediately or in a digest), so none goes twice. */
export const notificationEmails = pgTable(
  "notification_emails",
  {
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index("notification_emails_company_idx").on(t.companyId),
  ],
);
