import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    subdomain: text("subdomain").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("companies_subdomain_unique").on(sql`lower(${t.subdomain})`)],
);

/**
 * Every person who signs in: company owners, staff users, employees and platform admins.
 * Only platform admins have no company.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["company", "user", "employee", "admin"] }).notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstname: text("firstname").notNull().default(""),
    lastname: text("lastname").notNull().default(""),
    username: text("username").notNull().default(""),
    phone: text("phone").notNull().default(""),
    permissions: text("permissions").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("users_admin_has_no_company", sql`(${t.role} = 'admin') = (${t.companyId} is null)`),
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`).where(sql`${t.role} <> 'employee'`),
    uniqueIndex("users_employee_email_unique")
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.role} = 'employee'`),
    index("users_company_idx").on(t.companyId),
  ],
);
