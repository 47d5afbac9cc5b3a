import { desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { type PaymentStatus, payments } from "./tables";

export type Payment = typeof payments.$inferSelect;

/** The payment of one of the company's orders. */
export async function paymentOf(executor: Executor, companyId: string, orderId: string) {
  const [payment] = await executor
    .select()
    .from(payments)
    .where(ofCompany(payments, companyId, eq(payments.orderId, orderId)));
  return payment;
}

/** The provider token of the company's latest successful card payment (it never leaves the server). */
export async function latestCardToken(executor: Executor, companyId: string): Promise<string | undefined> {
  const [row] = await executor
    .select({ token: payments.token })
    .from(payments)
    .where(ofCompany(payments, companyId, eq(payments.status, "succeeded"), isNotNull(payments.token)))
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  return row?.token ?? undefined;
}

/** Moves the payments of the company's orders from one of `from` to `status`; answers those moved. */
export async function movePayments(
  executor: Executor,
  companyId: string,
  orderIds: string[],
  change: { from: PaymentStatus[]; status: PaymentStatus },
) {
  if (orderIds.length === 0) return [];
  return executor
    .update(payments)
    .set({ status: change.status, updatedAt: sql`now()` })
    .where(
      ofCompany(
        payments,
        companyId,
        inArray(payments.orderId, orderIds),
        inArray(payments.status, change.from),
      ),
    )
    .returning();
}

/** Records a payment made outside checkout (a renewal, an add-on charged to a kept card). */
export async function recordPayment(
  executor: Executor,
  companyId: string,
  values: Omit<typeof payments.$inferInsert, "companyId">,
) {
  const [payment] = await executor
    .insert(payments)
    .values({ ...values, companyId })
    .returning();
  if (!payment) throw new Error("payment was not recorded");
  return payment;
}
