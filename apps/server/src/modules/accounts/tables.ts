import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    subdomain: text("subdomain").notNull(),
    /** Set by the platform admin: a suspended company cannot sign in; its data is kept. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendedReason: text("suspended_reason").notNull().default(""),
    /** Copies the company never edited take new master versions at once (with a backup). */
    autoUpdate: boolean("auto_update").notNull().default(false),
    /** settings.showPoliciesonSite: the published policies show on the company's subdomain. */
    showPoliciesOnSite: boolean("show_policies_on_site").notNull().default(false),
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
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    /** A deactivated staff user cannot sign in and their sessions stop at once; restorable. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /** Who added this staff user (the owner or a user with Manage users). */
    invitedBy: uuid("invited_by"),
    /** When the daily digest of unseen updates was last emailed to this user. */
    updateDigestAt: timestamp("update_digest_at", { withTimezone: true }),
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

/** A signed-in session (DESIGN §5): only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the platform admin proved the second factor on this session; admin calls need it. */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [uniqueIndex("sessions_token_hash_unique").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/**
 * Short-lived secrets sent to a person or a browser: the sign-up and password-reset codes
 * (4 digits, 10 minutes, 5 attempts), the sign-in hand-over code (60 s, single use) and the
 * pass a solved bot check earns. Only a hash of the secret is kept.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose", { enum: ["signup", "reset", "handover", "botcheck", "invite"] }).notNull(),
    email: text("email"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("one_time_codes_email_idx").on(t.purpose, t.email),
    index("one_time_codes_expires_idx").on(t.expiresAt),
  ],
);

/**
 * The platform admin's second factor (TOTP, RFC 6238): the secret is sealed with the platform's
 * secret key; it counts only once confirmed. Recovery codes are kept as hashes and used once.
 */
export const adminSecondFactors = pgTable("admin_second_factors", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sealedSecret: text("sealed_secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The last time step accepted, so that one code cannot be used twice. */
  lastStep: integer("last_step").notNull().default(0),
  recoveryCodeHashes: text("recovery_code_hashes").array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
