import { paymentProviders } from "@cloudoc/contract";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "../accounts/tables";
import { orders } from "../orders/tables";

const paymentStatuses = ["pending", "processing", "succeeded", "failed", "cancelled"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * The payment of an order, one per order, with the provider's reference (a Stripe Payment Intent
 * or a sandbox reference). Card numbers are never stored: only the provider's token and the last
 * four digits.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    providerReference: text("provider_reference").notNull(),
    token: text("token"),
    last4: text("last4"),
    status: text("status", { enum: paymentStatuses }).notNull().default("pending"),
    amountPence: integer("amount_pence").notNull(),
    currency: text("currency").notNull().default("gbp"),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_order_unique").on(t.orderId),
    uniqueIndex("payments_provider_reference_unique").on(t.provider, t.providerReference),
    index("payments_company_idx").on(t.companyId),
    check("payments_last4_digits", sql`${t.last4} is null or ${t.last4} ~ '^[0-9]{4}$'`),
  ],
);
