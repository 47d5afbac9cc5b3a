import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";

/** The document settings of spec 000 §3: heading colours (h1–h6 and `all`) and a template. */
export interface DocumentSettings {
  colour: Readonly<Record<string, string>>;
  template: string;
}

/**
 * A company's organisation profile (spec 000 §3 Company profile by tab). Tab fields are kept by
 * name as plain strings, as the contract's tab schemas define them; images (logo, signatures) are
 * storage keys. Tab 5 holds only the card holder's name and the payment provider's token, never
 * a card number.
 */
export const companyProfiles = pgTable("company_profiles", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  fields: jsonb("fields").$type<Record<string, string>>().notNull().default({}),
  documentSettings: jsonb("document_settings")
    .$type<DocumentSettings>()
    .notNull()
    .default({ colour: {}, template: "" }),
  cardHolderName: text("card_holder_name").notNull().default(""),
  cardToken: text("card_token").notNull().default(""),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const editRequestStatuses = ["pending", "approved", "rejected"] as const;

/** A request to change a field that is read-only once filled (POST /company/profile/edit/request). */
export const profileEditRequests = pgTable(
  "profile_edit_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    explanation: text("explanation").notNull().default(""),
    /** The new values asked for, by profile field name. */
    changeRequest: jsonb("change_request").$type<Record<string, string>>().notNull().default({}),
    fileKey: text("file_key"),
    fileName: text("file_name").notNull().default(""),
    status: text("status", { enum: editRequestStatuses }).notNull().default("pending"),
    /** The platform admin's reason when rejecting (and note when approving). */
    decisionReason: text("decision_reason").notNull().default(""),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("profile_edit_requests_company_idx").on(t.companyId, t.createdAt)],
);

/**
 * Business-variable values the company entered itself, over those its profile gives (spec 000 §3);
 * the profile module owns them: every view and export reads them through `companyVariableSources`.
 */
export const companyVariables = pgTable(
  "company_variables",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    value: text("value").notNull().default(""),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.key] }),
    index("company_variables_company_idx").on(t.companyId),
  ],
);
