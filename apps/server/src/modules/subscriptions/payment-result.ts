import { messages, type SubscriptionPayment, toPounds } from "@cloudoc/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import type { Database } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { AppError, conflict, notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import {
  findOrder,
  invoiceNumberOf,
  linesOf,
  markFailed,
  type Order,
  orderNumberLabel,
} from "../orders/service";
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
 * GET /user/subscribeplan/failed: the payment was given up; a pending order is marked failed. It
 * answers 402 'Payment Failed.', or 409 if the order was paid after all.
 */
export async function failSubscriptionPayment(
  platform: Pick<Platform, "db">,
  actor: CompanyActor,
  orderId: string,
): Promise<never> {
  const order = await findOrder(platform.db, actor.companyId, orderId);
  if (!order) throw notFound();
  if (order.status === "paid") throw conflict(messages.orderAlreadyPaid);
  await markFailed(platform.db, actor.companyId, order.id);
  throw paymentFailed();
}
