import { sql } from "drizzle-orm";
import { date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";

/**
 * What a company keeps about an employee beyond their sign-in (`users` row of role employee):
 * job role, start date (due dates of a group's policies count from it), and deactivation (the
 * employee moves to deleted employees; their records stay; restorable).
 */
export const employeeProfiles = pgTable(
  "employee_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobRole: text("job_role").notNull().default(""),
    startDate: date("start_date", { mode: "string" }),
    /** The employee has chosen a password (registered from the invitation, or set up by the manager). */
    registeredAt: timestamp("registered_at", { withTimezone: true }),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    deactivatedBy: uuid("deactivated_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("employee_profiles_company_idx").on(t.companyId, t.deactivatedAt)],
);

/** A single-use invitation to register on the company's subdomain, valid 7 days; only its hash is kept. */
export const employeeInvitations = pgTable(
  "employee_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("employee_invitations_token_unique").on(t.tokenHash),
    index("employee_invitations_company_idx").on(t.companyId, t.userId),
  ],
);

/** A named set of employees (night staff, senior carers); an employee can be in many. */
export const employeeGroups = pgTable(
  "employee_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("employee_groups_company_name_unique").on(t.companyId, sql`lower(${t.name})`)],
);

export const employeeGroupMembers = pgTable(
  "employee_group_members",
  {
    groupId: uuid("group_id")
      .notNull()
      .references(() => employeeGroups.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index("employee_group_members_user_idx").on(t.userId),
  ],
);
