import { addOnTypes, planTypes } from "@cloudoc/contract";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "../accounts/tables";
import { documentTemplates, packages } from "../catalogue/tables";
import { orders } from "../orders/tables";

const subscriptionStatuses = ["active", "cancelled", "expired"] as const;

/**
 * What a paid order gives a company: a package licence on a plan (monthly, yearly or trial)
 * running from startsAt to endsAt, or a single document bought outright (no plan, no end).
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["package", "document"] }).notNull(),
    packageId: uuid("package_id").references(() => packages.id),
    templateId: uuid("template_id").references(() => documentTemplates.id),
    plan: text("plan", { enum: planTypes }),
    status: text("status", { enum: subscriptionStatuses }).notNull().default("active"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    licenceFeePence: integer("licence_fee_pence").notNull(),
    /** When the subscription.activated job was queued; null until it was (sent after commit). */
    activationQueuedAt: timestamp("activation_queued_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_company_status_idx").on(t.companyId, t.status),
    index("subscriptions_order_idx").on(t.orderId),
    check(
      "subscriptions_kind_matches",
      sql`(${t.kind} = 'package' and ${t.packageId} is not null and ${t.plan} is not null and ${t.endsAt} is not null) or (${t.kind} = 'document' and ${t.templateId} is not null)`,
    ),
  ],
);

/** The add-ons chosen with a package: updates, management, combo, pro or printing. */
export const subscriptionAddOns = pgTable(
  "subscription_add_ons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    addOn: text("add_on", { enum: addOnTypes }).notNull(),
    plan: text("plan", { enum: planTypes }).notNull(),
    status: text("status", { enum: subscriptionStatuses }).notNull().default("active"),
    pricePence: integer("price_pence").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** Printing is a one-off service with no end. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscription_add_ons_unique").on(t.subscriptionId, t.addOn),
    index("subscription_add_ons_company_idx").on(t.companyId, t.status),
  ],
);
