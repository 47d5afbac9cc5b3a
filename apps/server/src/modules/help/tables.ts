import { conversationKinds, conversationStatuses } from "@cloudoc/contract";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";

/**
 * Get Help (issue 21, decision 033): one conversation per chat, out-of-hours message or Short Help
 * Form, owned either by a company (a signed-in owner or staff user) or by a visitor's browser,
 * which proves it with a random token kept only as its SHA-256 here; never both. A visitor's Short
 * Help Form has neither: only the platform team reads it.
 */
export const supportConversations = pgTable(
  "support_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    visitorTokenHash: text("visitor_token_hash"),
    /** Who wrote first, when signed in (their company may have several people). */
    startedBy: uuid("started_by").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: conversationKinds }).notNull().default("chat"),
    status: text("status", { enum: conversationStatuses }).notNull().default("open"),
    name: text("name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    ip: text("ip"),
    /** When the support address was sent the message (offline and form); null until it was. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("support_conversations_company_idx").on(t.companyId, t.lastMessageAt),
    index("support_conversations_visitor_idx").on(t.visitorTokenHash, t.lastMessageAt),
    index("support_conversations_status_idx").on(t.status, t.lastMessageAt),
    check("support_conversations_one_owner", sql`${t.companyId} is null or ${t.visitorTokenHash} is null`),
  ],
);

/** The messages of a conversation, never changed: the visitor's and the team's, in order. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => supportConversations.id, { onDelete: "cascade" }),
    from: text("from_side", { enum: ["visitor", "team"] }).notNull(),
    /** The signed-in writer: a company user, or the admin who replied. */
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("support_messages_conversation_idx").on(t.conversationId, t.createdAt)],
);
