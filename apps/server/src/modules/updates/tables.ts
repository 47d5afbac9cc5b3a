import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";
import { documentTemplates } from "../catalogue/tables";
import { companyDocuments } from "../documents/tables";

/**
 * The fan-out of one published template version to its subscribers. Companies are handled in id
 * order and `cursor` is the last one finished, so a job that dies resumes after it; the work for
 * each company is itself idempotent (update mark, notification by dedupe key), so a company
 * handled twice still has one mark and one notification.
 */
export const templateUpdateRuns = pgTable(
  "template_update_runs",
  {
    templateId: uuid("template_id")
      .notNull()
      .references(() => documentTemplates.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    status: text("status", { enum: ["running", "done"] })
      .notNull()
      .default("running"),
    cursor: uuid("cursor"),
    companies: integer("companies").notNull().default(0),
    documents: integer("documents").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.version] })],
);

export const updateDecisionKinds = ["accepted", "merged", "rejected", "restored", "auto-updated"] as const;
export type UpdateDecisionKind = (typeof updateDecisionKinds)[number];

/** What a company decided about a master version of one of its documents, and who decided. */
export const documentUpdateDecisions = pgTable(
  "document_update_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => companyDocuments.id, { onDelete: "cascade" }),
    templateId: uuid("template_id").references(() => documentTemplates.id, { onDelete: "set null" }),
    templateVersion: integer("template_version").notNull(),
    decision: text("decision", { enum: updateDecisionKinds }).notNull(),
    /** The backup of the copy taken before the decision replaced it (none for a rejection). */
    backupId: uuid("backup_id"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("document_update_decisions_company_idx").on(t.companyId, t.decidedAt),
    index("document_update_decisions_document_idx").on(t.documentId),
  ],
);

/** A company's Restore All, run as a job; the web follows it live and by asking. */
export const restoreRuns = pgTable(
  "restore_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("restore_runs_company_idx").on(t.companyId, t.startedAt)],
);
