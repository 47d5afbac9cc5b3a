import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";
import { companyDocuments } from "../documents/tables";

export const savedDocumentKinds = ["saved", "draft"] as const;

/**
 * A saved document (spec 001 §3: name, file_id, content, variables): a named copy of a document's
 * content kept apart from its versions. Drafts are the editor's autosaves, one per person and
 * document; `saved` ones are kept by name until deleted.
 */
export const savedDocuments = pgTable(
  "saved_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    documentId: uuid("document_id").references(() => companyDocuments.id, { onDelete: "set null" }),
    kind: text("kind", { enum: savedDocumentKinds }).notNull().default("saved"),
    name: text("name").notNull(),
    content: text("content").notNull().default(""),
    variables: jsonb("variables").$type<Record<string, string>>().notNull().default({}),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("saved_documents_company_idx").on(t.companyId, t.updatedAt),
    index("saved_documents_document_idx").on(t.documentId),
  ],
);
