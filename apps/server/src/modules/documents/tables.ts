import { defaultOrientation, type Orientation, reviewStatuses, statusTypes } from "@cloudoc/contract";
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";
import { documentTemplates } from "../catalogue/tables";
import { companyFolders } from "../folders/tables";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Where a document came from: filled from the master library, or made by the company. */
const documentOrigins = ["library", "company"] as const;

/**
 * A company's document (spec 001 §3 File/document). `version` counts saves and guards against
 * concurrent ones; every version's content is kept in document_versions. Library documents keep
 * the template and its version they came from (for "restore to the admin version" and updates).
 */
export const companyDocuments = pgTable(
  "company_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Null: at the top level. A folder deleted for good leaves binned documents at the top. */
    folderId: uuid("folder_id").references(() => companyFolders.id, { onDelete: "set null" }),
    templateId: uuid("template_id").references(() => documentTemplates.id, { onDelete: "set null" }),
    /** The master version this copy was last reconciled with (made from, accepted or rejected). */
    templateVersion: integer("template_version"),
    /** A newer master version waiting for the company's decision (updateAvailable); null when none. */
    updateVersion: integer("update_version"),
    /** When someone first opened the waiting update's notice (POST /user/opened/status). */
    updateOpenedAt: timestamp("update_opened_at", { withTimezone: true }),
    /** A major master change was taken: staff must read and acknowledge the document again. */
    reacknowledgeRequired: boolean("reacknowledge_required").notNull().default(false),
    origin: text("origin", { enum: documentOrigins }).notNull().default("company"),
    policyNumber: text("policy_number").notNull().default(""),
    name: text("name").notNull(),
    format: text("format").$type<Orientation>().notNull().default(defaultOrientation),
    content: text("content").notNull().default(""),
    header: text("header").notNull().default(""),
    footer: text("footer").notNull().default(""),
    /** Business-variable values this document sets over the company's. */
    variables: jsonb("variables").$type<Record<string, string>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    reviewDate: date("review_date", { mode: "string" })
      .notNull()
      .default(sql`((now() at time zone 'Europe/London')::date + interval '1 year')::date`),
    /** The last decision; Review Due also shows while the review date is near (see lists). */
    reviewStatus: text("review_status", { enum: reviewStatuses }).notNull().default("Up to Date"),
    statusType: text("status_type", { enum: statusTypes }).notNull().default("unpublished"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => users.id, { onDelete: "set null" }),
    /** The folder whose deletion took this document to the bin; null when deleted on its own. */
    deletedVia: uuid("deleted_via"),
    /** Full-text search over name, policy number and content (tags are skipped by the parser). */
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("policy_number", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("content", '')), 'D')`,
      ),
  },
  (t) => [
    index("company_documents_company_folder_idx").on(t.companyId, t.folderId),
    index("company_documents_company_deleted_idx").on(t.companyId, t.deletedAt),
    index("company_documents_company_review_idx").on(t.companyId, t.reviewDate),
    index("company_documents_company_updated_idx").on(t.companyId, t.updatedAt),
    index("company_documents_template_idx").on(t.templateId),
    index("company_documents_search_idx").using("gin", t.search),
    /** One library copy of a template per company: what makes the fill idempotent. */
    uniqueIndex("company_documents_library_template_unique")
      .on(t.companyId, t.templateId)
      .where(sql`${t.origin} = 'library'`),
  ],
);

/** Every saved state of a document; rows are never changed (DESIGN §6). */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => companyDocuments.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    content: text("content").notNull(),
    header: text("header").notNull().default(""),
    footer: text("footer").notNull().default(""),
    notes: text("notes").notNull().default(""),
    description: text("description").notNull().default(""),
    reviewDate: date("review_date", { mode: "string" }),
    /** library, create, save, update, setup, restore or overwrite. */
    source: text("source").notNull(),
    restoredFrom: integer("restored_from"),
    /** SHA-256 (hex) of the content, for acknowledgements tied to exact wording. */
    contentHash: text("content_hash").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("document_versions_document_version_unique").on(t.documentId, t.version),
    index("document_versions_company_idx").on(t.companyId),
  ],
);

/** Reviews of a document (spec 001 §4): notes and the next review date. */
export const documentReviews = pgTable(
  "document_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => companyDocuments.id, { onDelete: "cascade" }),
    notes: text("notes").notNull().default(""),
    nextReviewDate: date("next_review_date", { mode: "string" }).notNull(),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("document_reviews_company_idx").on(t.companyId),
    index("document_reviews_document_idx").on(t.documentId, t.reviewedAt),
  ],
);

/**
 * A backup of a document (spec 001 §7 Restore, bin, backups): the whole state taken just before
 * its content is replaced wholesale (a bulk overwrite, a restore to the library's version), so
 * the company can bring it back. Restoring a backup writes a new version; nothing is rewritten.
 */
export const documentBackups = pgTable(
  "document_backups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => companyDocuments.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    content: text("content").notNull(),
    header: text("header").notNull().default(""),
    footer: text("footer").notNull().default(""),
    variables: jsonb("variables").$type<Record<string, string>>().notNull().default({}),
    /** Why it was taken: overwrite, admin-restore, update-accepted, auto-update, restore-all or manual. */
    reason: text("reason").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("document_backups_company_idx").on(t.companyId, t.createdAt)],
);

/** An issue reported on a document (POST /user/report/issue {issue, comments}). */
export const documentIssueReports = pgTable(
  "document_issue_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => companyDocuments.id, { onDelete: "cascade" }),
    reportedBy: uuid("reported_by").references(() => users.id, { onDelete: "set null" }),
    issue: text("issue").notNull(),
    comments: text("comments").notNull().default(""),
    /** Where the platform team stands with it: new, in hand or closed (see content's requestStatuses). */
    status: text("status", { enum: ["new", "in hand", "closed"] })
      .notNull()
      .default("new"),
    statusNote: text("status_note").notNull().default(""),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("document_issue_reports_company_idx").on(t.companyId, t.createdAt)],
);
