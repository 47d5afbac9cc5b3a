import { messages, type SubscriptionPayment, toPounds } from "@cloudoc/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import type { Database } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { AppError, conflict, notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { findOrder, invoiceNumberOf, linesOf, type Order, orderNumberLabel } from "../orders/service";
import { abandonAwaited, confirmAwaited } from "./awaited";
import { paidBy } from "./paid-orders";
import type { BillingContext } from "./renewal";
import { tellRenewed } from "./renewal-record";
import { subscriptionIdsOf } from "./service";
import { subscriptionRenewals, subscriptions } from "./tables";

/** A payment that did not go through: 402 with the catalogue's "Payment Failed." */
export const paymentFailed = () => new AppError(402, messages.paymentFailed);

/** What each kind of subscription payment says once paid (spec 001 §8). */
const paidMessages: Record<Order["kind"], string> = {
  purchase: messages.subscriptionAdded,
  renewal: messages.subscriptionRenewed,
  management: messages.documentManagementRenewed,
};

/** The subscriptions an order made, renewed, or added to. */
async function subscriptionsOfOrder(db: Database, companyId: string, order: Order): Promise<string[]> {
  const made = await subscriptionIdsOf(db, companyId, order.id);
  const renewed = await db
    .select({ id: subscriptionRenewals.subscriptionId })
    .from(subscriptionRenewals)
    .where(ofCompany(subscriptionRenewals, companyId, eq(subscriptionRenewals.orderId, order.id)));
  const addOnPackages = (await linesOf(db, companyId, order.id)).flatMap((line) =>
    line.kind === "addon" && line.packageId && made.length === 0 ? [line.packageId] : [],
  );
  const extended =
    addOnPackages.length === 0
      ? []
      : await db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(
            ofCompany(
              subscriptions,
              companyId,
              and(
                inArray(subscriptions.packageId, addOnPackages),
                inArray(subscriptions.status, ["active", "past_due"]),
              ),
            ),
          );
  return [...new Set([...made, ...renewed.map((r) => r.id), ...extended.map((r) => r.id)])];
}

/**
 * The result of a paid subscription order (GET /user/subscribeplan/success and
 * /user/payment/update/success): safe to repeat, nothing changes. An order not paid answers 402.
 */
export async function paymentResult(
  platform: Pick<Platform, "db">,
  actor: CompanyActor,
  orderId: string,
): Promise<{ message: string; data: SubscriptionPayment }> {
  const order = await findOrder(platform.db, actor.companyId, orderId);
  if (!order) throw notFound();
  if (order.status !== "paid") throw paymentFailed();
  const [invoiceNumber, subscriptionIds] = await Promise.all([
    invoiceNumberOf(platform.db, actor.companyId, order.id),
    subscriptionsOfOrder(platform.db, actor.companyId, order),
  ]);
  return {
    message: paidMessages[order.kind],
    data: {
      orderId: order.id,
      orderNumber: orderNumberLabel(order.number),
      invoiceNumber,
      total: toPounds(order.totalPence),
      subscriptionIds,
      paid: true,
    },
  };
}

/**
 * A subscription order waiting for the customer to confirm the payment with their bank: what the
 * browser confirms with Stripe (the client secret, the key Stripe.js loads with), nothing paid yet.
 */
export function awaitingPayment(
  order: Order,
  clientSecret: string,
  publishableKey: string | undefined,
): SubscriptionPayment {
  return {
    orderId: order.id,
    orderNumber: orderNumberLabel(order.number),
    invoiceNumber: null,
    total: toPounds(order.totalPence),
    subscriptionIds: [],
    clientSecret,
    publishableKey,
    paid: false,
  };
}

async function orderOf(context: BillingContext, actor: CompanyActor, orderId: string) {
  const order = await findOrder(context.platform.db, actor.companyId, orderId);
  if (!order) throw notFound();
  return order;
}

/**
 * GET /user/subscribeplan/success and /user/payment/update/success: a pending order whose payment
 * waited for the customer is completed if the provider says it succeeded (or failed if it says
 * so); then the paid order's result (402 while unpaid). A replay changes nothing.
 */
export async function confirmSubscriptionPayment(
  context: BillingContext,
  actor: CompanyActor,
  orderId: string,
) {
  const order = await orderOf(context, actor, orderId);
  // Paid already (by the charge, or the provider's webhook first): the renewal news goes out once.
  if (order.status === "paid") await tellRenewed(context, actor.companyId, order.id);
  if (order.status === "pending") await confirmAwaited(context, order, paidBy(actor));
  return paymentResult(context.platform, actor, order.id);
}

/**
 * GET /user/subscribeplan/failed: the payment was given up; a pending order is marked failed (a
 * payment waiting for the customer is cancelled with the provider first). It answers 402
 * 'Payment Failed.', or 409 if the order was paid after all.
 */
export async function failSubscriptionPayment(
  context: BillingContext,
  actor: CompanyActor,
  orderId: string,
): Promise<never> {
  const order = await orderOf(context, actor, orderId);
  if (order.status === "paid") throw conflict(messages.orderAlreadyPaid);
  if (
    order.status === "pending" &&
    (await abandonAwaited(context, order, paidBy(actor), "abandoned")) === "paid"
  ) {
    throw conflict(messages.orderAlreadyPaid);
  }
  throw paymentFailed();
}
