import { addOnTypes, planTypes } from "@cloudoc/contract";
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
import { companies } from "../accounts/tables";
import { documentTemplates, packages } from "../catalogue/tables";
import { coupons, orders } from "../orders/tables";

/**
 * active: paid up (or in its trial); past_due: a renewal failed and the grace period runs (still
 * open); cancelled: ended by the customer at a period end; expired: grace ran out or not renewed.
 */
export const subscriptionStatuses = ["active", "past_due", "cancelled", "expired"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

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
    /** The customer asked to stop at the end of the paid period (undoable until then). */
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    /** The plan the next period is charged on (monthly ↔ yearly, or a trial's paid plan). */
    nextPlan: text("next_plan", { enum: planTypes }),
    /** Set while past_due: access stays open until then, after which the subscription expires. */
    graceEndsAt: timestamp("grace_ends_at", { withTimezone: true }),
    /** When it stopped (cancelled or expired); the 90-day download window runs from here. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** When the trial-ending reminder was emailed (once per trial). */
    trialReminderAt: timestamp("trial_reminder_at", { withTimezone: true }),
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

/**
 * One renewal of a package subscription for one period. The unique (subscription, period start)
 * is what keeps a rerun or a second process from charging a period twice: the job claims the row
 * first and charges only the row it claimed. Retries (days 1, 3 and 7) update the same row.
 */
export const subscriptionRenewals = pgTable(
  "subscription_renewals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    plan: text("plan", { enum: planTypes }).notNull(),
    amountPence: integer("amount_pence").notNull(),
    /**
     * pending → charging → paid | failed (retried until the grace period ends); a manual renewal
     * whose bank asks the customer to confirm (3-D Secure) waits in confirming, with its order.
     */
    status: text("status", { enum: ["pending", "charging", "confirming", "paid", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** The order (and so the invoice) of the charge: paid, or waiting for the customer to confirm. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** automatic (the renewal job) or manual (/user/renewplan, /subscription/pay). */
    source: text("source", { enum: ["automatic", "manual"] })
      .notNull()
      .default("automatic"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscription_renewals_period_unique").on(t.subscriptionId, t.periodStart),
    index("subscription_renewals_company_idx").on(t.companyId, t.createdAt),
    index("subscription_renewals_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/**
 * A card kept by the payment provider for a company: only the provider's references, the brand,
 * the last four digits and the expiry. One default per company.
 */
export const paymentCards = pgTable(
  "payment_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["sandbox", "stripe"] }).notNull(),
    /** Stripe's customer id (sandbox: a random reference). */
    customerReference: text("customer_reference").notNull(),
    /** Stripe's payment method id, or the sandbox token. */
    methodReference: text("method_reference").notNull(),
    brand: text("brand").notNull().default("card"),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    holderName: text("holder_name").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("payment_cards_company_idx").on(t.companyId),
    uniqueIndex("payment_cards_method_unique").on(t.provider, t.methodReference),
    uniqueIndex("payment_cards_one_default")
      .on(t.companyId)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
    check("payment_cards_last4_digits", sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/** A coupon used by a company: once per company (the order it discounted). */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    discountPence: integer("discount_pence").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupon_redemptions_once").on(t.couponId, t.companyId),
    index("coupon_redemptions_company_idx").on(t.companyId),
  ],
);

/**
 * Every file a company stores (uploads, policy PDFs, logos, My Files), with its size: the sum is
 * the storage used against the plan's quota (/user/strorage/usage). The owning module writes the
 * row with the upload and removes it with the file.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    /** What kind of file: other-file, policy-pdf, logo, myfile, signature… */
    kind: text("kind").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stored_files_key_unique").on(t.storageKey),
    index("stored_files_company_idx").on(t.companyId),
    check("stored_files_bytes_positive", sql`${t.bytes} >= 0`),
  ],
);
