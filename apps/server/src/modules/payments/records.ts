import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { payments } from "./tables";

export type Payment = typeof payments.$inferSelect;

/** The payment of one of the company's orders. */
export async function paymentOf(executor: Executor, companyId: string, orderId: string) {
  const [payment] = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.companyId, companyId)));
  return payment;
}

/** The payments of several of the company's orders, by order id. */
export async function paymentsOf(executor: Executor, companyId: string, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, Payment>();
  const rows = await executor
    .select()
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.companyId, companyId)));
  return new Map(rows.map((row) => [row.orderId, row]));
}
