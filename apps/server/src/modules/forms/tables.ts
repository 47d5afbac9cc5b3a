import { type WebFormField, webFormStatuses } from "@cloudoc/contract";
import {
  boolean,
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

/** A stored file answer: the bytes live in storage (counted in stored_files, kind web-form). */
export interface StoredFileAnswer {
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
}
export type StoredAnswer = string | number | boolean | string[] | null | StoredFileAnswer;

/**
 * Web forms (issue 17, decision 030). The draft's fields are edited in place (`revision` counts
 * saves, a stale save answers 409); each publish that changed them writes an immutable version.
 */
export const webForms = pgTable(
  "web_forms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    status: text("status", { enum: webFormStatuses }).notNull().default("draft"),
    allowPublic: boolean("allow_public").notNull().default(false),
    /** The fill link's token: random, unguessable, shown to the company again (so kept as is). */
    publicToken: text("public_token").notNull(),
    notifyUserIds: jsonb("notify_user_ids").$type<string[]>().notNull().default([]),
    draftFields: jsonb("draft_fields").$type<WebFormField[]>().notNull().default([]),
    revision: integer("revision").notNull().default(1),
    /** The published version's number; 0 before the first publish. */
    currentVersion: integer("current_version").notNull().default(0),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("web_forms_company_idx").on(t.companyId, t.updatedAt),
    uniqueIndex("web_forms_public_token_idx").on(t.publicToken),
  ],
);

/** The fields of one publish: never changed, so a submission reads as it was filled. */
export const webFormVersions = pgTable(
  "web_form_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    formId: uuid("form_id")
      .notNull()
      .references(() => webForms.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    fields: jsonb("fields").$type<WebFormField[]>().notNull(),
    publishedBy: uuid("published_by").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("web_form_versions_form_idx").on(t.companyId, t.formId, t.version)],
);

/** One filled-in form: who (a member, or null for the public link), when, against which version. */
export const webFormSubmissions = pgTable(
  "web_form_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    formId: uuid("form_id")
      .notNull()
      .references(() => webForms.id, { onDelete: "cascade" }),
    versionId: uuid("version_id")
      .notNull()
      .references(() => webFormVersions.id, { onDelete: "cascade" }),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    /** The member's name when they sent it, or the name a visitor gave. */
    submitterName: text("submitter_name").notNull(),
    answers: jsonb("answers").$type<Record<string, StoredAnswer>>().notNull(),
    /** The text answers and the name, lower case, for the completions search. */
    searchText: text("search_text").notNull().default(""),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("web_form_submissions_form_idx").on(t.companyId, t.formId, t.createdAt)],
);
