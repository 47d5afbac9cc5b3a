import { eq, inArray, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import type { KeptCard } from "../../platform/payments";
import { keepCard } from "../billing/cards";
import { redeemCoupon } from "../billing/coupons";
import { clearCart, lineKey } from "../cart/service";
import { grantPaidCourses } from "../courses/grant";
import { issueInvoice, linesOf, markPaid, type Order, type OrderLine } from "../orders/service";
import { applyPaidOrder } from "../subscriptions/paid-orders";
import { payments } from "./tables";

export interface CompleteInput {
  companyId: string;
  orderId: string;
  /** Who confirmed: the signed-in user, or null for a provider's webhook. */
  actorUserId: string | null;
  origin: { ip: string | null; userAgent: string | null };
  /**
   * What the provider gave back about the card (Stripe's webhook gives neither), and the card
   * the provider keeps for renewals, if any: the company keeps it (issue 22).
   */
  card: { token: string | null; last4: string | null; kept?: KeptCard | null };
}

export interface Completion {
  /** false when the order was no longer pending (a replay): nothing was changed. */
  changed: boolean;
  order?: Order;
  invoiceNumber?: string;
  subscriptionIds: string[];
}

/**
 * What a payment settles for billing, in the paying transaction: the coupon is counted as used
 * by the company, and the card that paid is kept (the default if the company has none).
 */
async function keepBilling(tx: Executor, input: CompleteInput, order: Order, lines: OrderLine[]) {
  if (order.couponCode) {
    const charged = lines.reduce((sum, line) => sum + line.pricePence, 0);
    await redeemCoupon(tx, {
      companyId: order.companyId,
      orderId: order.id,
      code: order.couponCode,
      discountPence: Math.max(charged - order.totalPence, 0),
    });
  }
  if (!input.card.kept) return;
  await keepCard(
    tx,
    {
      companyId: order.companyId,
      provider: order.provider,
      audit: { actorUserId: input.actorUserId, ip: input.origin.ip, userAgent: input.origin.userAgent },
    },
    input.card.kept,
  );
}

/**
 * Completes a paid order in ONE transaction (the caller's): the payment is recorded as
 * succeeded, the order goes pending → paid with a conditional UPDATE, the next invoice number
 * is issued, the subscriptions change (a purchase starts them, a renewal extends one:
 * applyPaidOrder), the ordered lines leave the buyer's cart, and an audit event is written. If the order was not pending (a replayed success page or webhook),
 * nothing at all changes and nothing is charged. The subscription.activated jobs are queued by
 * the caller after commit (queueActivations).
 */
export async function completeOrder(tx: Executor, input: CompleteInput): Promise<Completion> {
  const { companyId, orderId } = input;
  await tx
    .update(payments)
    .set({
      status: "succeeded",
      token: sql`coalesce(${input.card.token}, ${payments.token})`,
      last4: sql`coalesce(${input.card.last4}, ${payments.last4})`,
      updatedAt: sql`now()`,
    })
    .where(
      ofCompany(
        payments,
        companyId,
        eq(payments.orderId, orderId),
        inArray(payments.status, ["pending", "processing"]),
      ),
    );
  const order = await markPaid(tx, companyId, orderId);
  if (!order) return { changed: false, subscriptionIds: [] };

  const invoiceNumber = await issueInvoice(tx, order);
  const lines = await linesOf(tx, companyId, order.id);
  await keepBilling(tx, input, order, lines);
  const paidBy = { actorUserId: input.actorUserId, ip: input.origin.ip, userAgent: input.origin.userAgent };
  const activated = await applyPaidOrder(tx, order, lines, paidBy);
  await grantPaidCourses(tx, order, lines, paidBy);
  if (order.userId && order.kind === "purchase") {
    const keys = new Set(
      lines.flatMap((line) =>
        line.kind === "licence" && line.packageId
          ? [lineKey({ sendtype: "subscription", id: line.packageId })]
          : line.kind === "document" && line.templateId
            ? [lineKey({ sendtype: "document", id: line.templateId })]
            : [],
      ),
    );
    await clearCart(tx, { userId: order.userId, companyId }, keys);
  }
  await recordAudit(tx, {
    companyId,
    actorUserId: input.actorUserId,
    action: "order.paid",
    entityType: "order",
    entityId: order.id,
    detail: {
      invoiceNumber,
      totalPence: order.totalPence,
      provider: order.provider,
      subscriptionIds: activated.map((a) => a.subscriptionId),
    },
    ip: input.origin.ip,
    userAgent: input.origin.userAgent,
  });
  return { changed: true, order, invoiceNumber, subscriptionIds: activated.map((a) => a.subscriptionId) };
}
