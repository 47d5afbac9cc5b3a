import { bulkExportFormats, exportJobStatuses } from "@cloudoc/contract";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";

/**
 * A bulk export (POST /user/bulk-export-pdf, /user/bulk-export-word): a job that writes
 * Documents.zip (PDFs, Word files, or both) into storage. The zip is private to the company and expires after 24 hours.
 */
export const exportJobs = pgTable(
  "export_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    format: text("format", { enum: bulkExportFormats }).notNull(),
    status: text("status", { enum: exportJobStatuses }).notNull().default("queued"),
    total: integer("total").notNull(),
    done: integer("done").notNull().default(0),
    storageKey: text("storage_key"),
    fileName: text("file_name").notNull().default("Documents.zip"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("export_jobs_company_idx").on(t.companyId, t.createdAt),
    index("export_jobs_expires_idx").on(t.expiresAt),
  ],
);
