import { index, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";
import { companyDocuments } from "./tables";

/**
 * The documents each user opened lately (spec 001 §7 "Recent": /user/create/RecentFiles): one row
 * per user and document, its time moved forward on every opening, kept to the newest few per user.
 */
export const recentDocuments = pgTable(
  "recent_documents",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => companyDocuments.id, { onDelete: "cascade" }),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("recent_documents_user_document_unique").on(t.userId, t.documentId),
    index("recent_documents_company_user_idx").on(t.companyId, t.userId, t.openedAt),
  ],
);
