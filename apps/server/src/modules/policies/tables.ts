import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";
import { companyDocuments } from "../documents/tables";
import { employeeGroups } from "../employees/tables";

export const staffPolicySources = ["document", "written", "pdf"] as const;

/**
 * A staff policy (spec 001 §3 policy document: name, policyNumber, status, content): what the
 * company puts in front of its employees. `document`: one of the company's documents (added from
 * the library with /user/add/company/policy), read as its current version; `written`: its own
 * wording, versioned in staff_policy_versions; `pdf`: an uploaded PDF, versioned likewise.
 * `version` is the version employees read now (the document's version for `document`);
 * acknowledgements of a version below `ackFromVersion` no longer count (a major change).
 */
export const staffPolicies = pgTable(
  "staff_policies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    source: text("source", { enum: staffPolicySources }).notNull(),
    documentId: uuid("document_id").references(() => companyDocuments.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    policyNumber: text("policy_number").notNull().default(""),
    /** 1 active (employees see it), 0 draft. */
    status: integer("status").notNull().default(1),
    hidden: boolean("hidden").notNull().default(false),
    version: integer("version").notNull().default(1),
    ackFromVersion: integer("ack_from_version").notNull().default(1),
    /** The uploaded PDF (source pdf): where it is kept, its name and size. */
    storageKey: text("storage_key"),
    fileName: text("file_name"),
    fileSize: integer("file_size"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("staff_policies_company_idx").on(t.companyId, t.deletedAt),
    uniqueIndex("staff_policies_company_document_unique")
      .on(t.companyId, t.documentId)
      .where(sql`${t.documentId} is not null and ${t.deletedAt} is null`),
  ],
);

/** Every version of a written or uploaded policy; rows are never changed. */
export const staffPolicyVersions = pgTable(
  "staff_policy_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => staffPolicies.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    /** The wording (written) or '' (pdf). */
    content: text("content").notNull().default(""),
    storageKey: text("storage_key"),
    /** SHA-256 (hex) of the wording, or of the PDF's bytes. */
    contentHash: text("content_hash").notNull(),
    /** The manager marked this change as major: employees must acknowledge again. */
    major: boolean("major").notNull().default(false),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_policy_versions_unique").on(t.policyId, t.version)],
);

/**
 * A policy assigned to a group with a due date (POST /user/group/policy/assign). Members get an
 * assignment each; a joiner's due date is their start (or joining) date plus `dueDays`.
 */
export const groupPolicyAssignments = pgTable(
  "group_policy_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    groupId: uuid("group_id")
      .notNull()
      .references(() => employeeGroups.id, { onDelete: "cascade" }),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => staffPolicies.id, { onDelete: "cascade" }),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    dueDays: integer("due_days").notNull(),
    assignedBy: uuid("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("group_policy_assignments_unique").on(t.groupId, t.policyId)],
);

/** A policy an employee must read and acknowledge by a date (directly or through a group). */
export const policyAssignments = pgTable(
  "policy_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => staffPolicies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null: assigned to the employee directly. */
    groupAssignmentId: uuid("group_assignment_id").references(() => groupPolicyAssignments.id, {
      onDelete: "set null",
    }),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** First opened by the employee (unread until then: assignedpolicyDocuments status 0). */
    readAt: timestamp("read_at", { withTimezone: true }),
    remindersSent: integer("reminders_sent").notNull().default(0),
    assignedBy: uuid("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("policy_assignments_unique").on(t.policyId, t.userId),
    index("policy_assignments_company_user_idx").on(t.companyId, t.userId),
    index("policy_assignments_company_due_idx").on(t.companyId, t.dueDate),
  ],
);

/**
 * An employee's acknowledgement of one version of a policy: the evidence. Append-only: the
 * version, the SHA-256 of the content as read, when, from where, with which device, the name
 * typed and the quiz score.
 */
export const policyAcknowledgements = pgTable(
  "policy_acknowledgements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => staffPolicies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    contentHash: text("content_hash").notNull(),
    typedName: text("typed_name").notNull(),
    quizScore: integer("quiz_score"),
    quizTotal: integer("quiz_total"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("policy_acknowledgements_company_idx").on(t.companyId, t.policyId),
    index("policy_acknowledgements_user_idx").on(t.userId, t.policyId, t.version),
  ],
);

/** Each quiz attempt (pass or fail), so a pass can be required before the acknowledgement. */
export const policyQuizAttempts = pgTable(
  "policy_quiz_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => staffPolicies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    score: integer("score").notNull(),
    total: integer("total").notNull(),
    passed: boolean("passed").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("policy_quiz_attempts_user_idx").on(t.userId, t.policyId, t.version)],
);

/** Every reminder e-mailed about an assignment (at most 3 each): due soon or overdue. */
export const policyReminders = pgTable(
  "policy_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => policyAssignments.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["due-soon", "overdue"] }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("policy_reminders_assignment_idx").on(t.assignmentId)],
);

/** A company document the company shows publicly on its subdomain (/policy/documents). */
export const publishedPolicies = pgTable(
  "published_policies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => companyDocuments.id, { onDelete: "cascade" }),
    publishedBy: uuid("published_by").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("published_policies_company_document_unique").on(t.companyId, t.documentId)],
);
