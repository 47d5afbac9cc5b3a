import { index, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";
import { companyDocuments } from "../documents/tables";

/** A link from one company document to another, shown in the editor's sidebar (spec 001 §3 Reference). */
export const documentReferences = pgTable(
  "document_references",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => companyDocuments.id, { onDelete: "cascade" }),
    referencedId: uuid("referenced_id")
      .notNull()
      .references(() => companyDocuments.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("document_references_pair_unique").on(t.documentId, t.referencedId),
    index("document_references_company_idx").on(t.companyId),
  ],
);
