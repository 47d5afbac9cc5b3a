import { recordAudit } from "../../platform/audit/audit";
import { findOrder, markFailed, type Order } from "../orders/service";
import { complete } from "../payments/pay";
import { movePayments, paymentOf } from "../payments/records";
import { byBillingJob, type PaidBy } from "./paid-orders";
import type { BillingContext } from "./renewal";
import { tellRenewed } from "./renewal-record";
import { isStale, type RenewalRow, renewalOfOrder, settleFailed } from "./renewal-rows";

/**
 * Subscription payments waiting for the customer (issue 22, decision 024): a kept card's charge
 * that the bank asked the customer to confirm (3-D Secure). The order stays pending with its
 * payment (the provider's reference) until the provider says how it ended: asked by the success
 * call, the failure call, or a renewal run meeting the period still waiting. The provider's
 * webhook completes it too, through the same completeOrder, so whichever comes first settles it
 * and the others change nothing.
 */

export type Settled = "paid" | "failed" | "pending";

/** The order's payment still waiting, when this provider made it (it can be asked about it). */
async function waitingPayment(context: BillingContext, order: Order) {
  const payment = await paymentOf(context.platform.db, order.companyId, order.id);
  return payment?.status === "pending" && payment.provider === context.provider.kind ? payment : undefined;
}

/** One transaction: the order failed, its payment too, and a renewal waiting on it goes back to retry. */
async function recordGivenUp(context: BillingContext, order: Order, by: PaidBy, reason: string) {
  const now = context.platform.clock.now();
  await context.platform.db.transaction(async (tx) => {
    if (!(await markFailed(tx, order.companyId, order.id))) return;
    await movePayments(tx, order.companyId, [order.id], { from: ["pending"], status: "failed" });
    const row = await renewalOfOrder(tx, order.companyId, order.id);
    // Only a renewal the customer asked for waits for them: its retry schedule stays as it was.
    if (row?.status === "confirming") await settleFailed(tx, row, now, { reason, manual: true });
    await recordAudit(tx, {
      companyId: order.companyId,
      ...by,
      action: "order.payment-failed",
      entityType: "order",
      entityId: order.id,
      detail: { reason },
    });
  });
}

/**
 * Asks the provider how a pending order's waiting payment ended: paid (completed now, exactly as a
 * charge that went through: invoice, subscriptions, emails after commit), failed (marked so), or
 * still pending (nothing changes).
 */
export async function confirmAwaited(context: BillingContext, order: Order, by: PaidBy): Promise<Settled> {
  const payment = await waitingPayment(context, order);
  if (!payment) return "pending";
  const state = await context.provider.state(payment.providerReference);
  if (state.state === "failed") {
    await recordGivenUp(context, order, by, "declined");
    return "failed";
  }
  if (state.state !== "succeeded") return "pending";
  if (state.amountPence !== order.totalPence || state.currency.toLowerCase() !== order.currency) {
    context.log.error({ orderId: order.id }, "paid amount does not match the order");
    return "pending";
  }
  await complete(context, {
    companyId: order.companyId,
    orderId: order.id,
    actorUserId: by.actorUserId,
    origin: { ip: by.ip, userAgent: by.userAgent },
    card: { token: state.token, last4: state.last4 },
  });
  await tellRenewed(context, order.companyId, order.id);
  return "paid";
}

/**
 * Gives up a pending order's waiting payment: cancelled with the provider first, so it cannot be
 * paid later; if the provider refuses because it was paid meanwhile, the order completes instead.
 */
export async function abandonAwaited(
  context: BillingContext,
  order: Order,
  by: PaidBy,
  reason: string,
): Promise<"paid" | "failed"> {
  const payment = await waitingPayment(context, order);
  if (payment) {
    const cancelled = await context.provider.cancel(payment.providerReference).then(
      () => true,
      () => false,
    );
    if (!cancelled && (await confirmAwaited(context, order, by)) === "paid") return "paid";
  }
  await recordGivenUp(context, order, by, reason);
  return "failed";
}

/**
 * A renewal still confirming, met by the job or another renewal of the same period: settled by
 * what the provider says. While the customer may still be confirming (a claim younger than the
 * stale limit) it is left alone, so nothing charges the period again; an older one is given up,
 * and the period may be charged again. An order replaced meanwhile (a new checkout cancels a
 * user's unpaid orders) lets the row go.
 */
export async function settleWaitingRenewal(
  context: BillingContext,
  row: RenewalRow,
  now: Date,
): Promise<"paid" | "failed" | "waiting"> {
  const order = row.orderId ? await findOrder(context.platform.db, row.companyId, row.orderId) : undefined;
  if (order?.status === "paid") return "paid";
  if (order?.status !== "pending") {
    const released = await settleFailed(context.platform.db, row, now, { reason: "abandoned", manual: true });
    return released ? "failed" : "waiting";
  }
  const settled = await confirmAwaited(context, order, byBillingJob);
  if (settled !== "pending") return settled;
  if (!isStale(row, now)) return "waiting";
  return abandonAwaited(context, order, byBillingJob, "not confirmed");
}
