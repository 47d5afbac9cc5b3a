import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";
import { companyDocuments } from "../documents/tables";

/** A question on a file (spec 001 §3: question, choice, type, id, testRequired). */
export const documentQuestions = pgTable(
  "document_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => companyDocuments.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    choices: jsonb("choices").$type<string[]>().notNull().default([]),
    /** Which choices are right, by index (empty for free-text questions). */
    answers: jsonb("answers").$type<number[]>().notNull().default([]),
    type: text("type").notNull(),
    testRequired: boolean("test_required").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("document_questions_document_idx").on(t.companyId, t.documentId, t.position)],
);
