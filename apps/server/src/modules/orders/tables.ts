import { addOnTypes, orderStatuses, paymentProviders, planTypes } from "@cloudoc/contract";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";

/**
 * An order made from a cart at checkout (spec 000 §7, spec 001 §3 Order). Amounts are integer
 * pence fixed when the order is made; the status moves only pending → paid | failed | cancelled.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Shown as ORD-000001; not gap-free (invoice numbers are). */
    number: bigserial("number", { mode: "number" }).notNull(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: orderStatuses }).notNull().default("pending"),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    currency: text("currency").notNull().default("gbp"),
    subtotalPence: integer("subtotal_pence").notNull(),
    discountPence: integer("discount_pence").notNull(),
    totalPence: integer("total_pence").notNull(),
    /** purchase: from a cart; renewal: a subscription's next period; management: document management renewed. */
    kind: text("kind", { enum: ["purchase", "renewal", "management"] })
      .notNull()
      .default("purchase"),
    /** The coupon applied to it, if any (coupon_redemptions keeps it once per company). */
    couponCode: text("coupon_code"),
    /** Pence refunded through the provider (Stripe's charge.refunded). */
    refundedPence: integer("refunded_pence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("orders_number_unique").on(t.number),
    index("orders_company_created_idx").on(t.companyId, t.createdAt),
    check("orders_amounts_valid", sql`${t.totalPence} >= 0 and ${t.discountPence} >= 0`),
  ],
);

/**
 * What an order buys, priced when it was made: a package licence, an add-on of that package,
 * or a single document. Catalogue ids are kept as they were (no foreign key), with the name.
 */
export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    kind: text("kind", { enum: ["licence", "addon", "document", "course"] }).notNull(),
    packageId: uuid("package_id"),
    templateId: uuid("template_id"),
    /** A training course (decision 031). */
    courseId: uuid("course_id"),
    addOn: text("add_on", { enum: addOnTypes }),
    plan: text("plan", { enum: planTypes }),
    name: text("name").notNull(),
    listPence: integer("list_pence").notNull(),
    discountPence: integer("discount_pence").notNull(),
    /** Charged with the order (an add-on on a free trial: 0). */
    pricePence: integer("price_pence").notNull(),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId, t.position),
    index("order_lines_company_idx").on(t.companyId),
  ],
);

/** The invoice a paid order gets; its number is sequential with no gaps (INV-000001). */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    sequence: integer("sequence").notNull(),
    number: text("number").notNull(),
    totalPence: integer("total_pence").notNull(),
    /** The VAT within the total at the rate configured when it was issued (prices include VAT). */
    vatPence: integer("vat_pence").notNull().default(0),
    vatRatePercent: integer("vat_rate_percent").notNull().default(0),
    /** Seller and buyer as they were on the day (name, address, VAT or company number, email). */
    parties: jsonb("parties").$type<Record<string, unknown>>().notNull().default({}),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoices_order_unique").on(t.orderId),
    uniqueIndex("invoices_sequence_unique").on(t.sequence),
    uniqueIndex("invoices_number_unique").on(t.number),
    index("invoices_company_issued_idx").on(t.companyId, t.issuedAt),
  ],
);

/**
 * The platform's one invoice counter (id 1). Cloudoc is the seller, so numbering is global, not
 * per company. The row is locked FOR UPDATE by the transaction that pays an order, so numbers
 * are issued one at a time and a rolled-back payment gives its number back.
 */
export const invoiceCounters = pgTable("invoice_counters", {
  id: smallint("id").primaryKey().default(1),
  lastNumber: integer("last_number").notNull().default(0),
});

/**
 * A discount code the platform admin issues (spec 001 §7 GET /list/coupon): a percentage or a
 * fixed amount in pence, until an expiry, up to a number of uses, for some packages or all.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    description: text("description").notNull().default(""),
    kind: text("kind", { enum: ["percent", "fixed"] }).notNull(),
    /** Whole percent (1–100) for percent; pence for fixed. */
    amount: integer("amount").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    usageLimit: integer("usage_limit"),
    usedCount: integer("used_count").notNull().default(0),
    /** Empty: every package. */
    packageIds: uuid("package_ids").array().notNull().default(sql`'{}'::uuid[]`),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupons_code_unique").on(sql`upper(${t.code})`),
    check("coupons_amount_positive", sql`${t.amount} > 0`),
    check("coupons_percent_at_most_100", sql`${t.kind} <> 'percent' or ${t.amount} <= 100`),
  ],
);
