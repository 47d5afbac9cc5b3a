import { index, jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";

/**
 * A signed-in user's cart (spec 000 §4 Cart): one row per user holding the chosen lines
 * (StoredCartLine of the contract: package, plan type and add-ons, or a single document),
 * never a price. The cart module checks every line before it is stored.
 */
export const carts = pgTable(
  "carts",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    items: jsonb("items").$type<Record<string, unknown>[]>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("carts_company_idx").on(t.companyId)],
);
