import { type CardDetails, messages, toPounds } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import { auditBy, type CompanyActor, type Origin } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import { ofCompany } from "../../platform/db/tenant";
import { AppError, badRequest, conflict, notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { queueInvoiceEmail } from "../billing/invoice-mail";
import { cartCount } from "../cart/service";
import { findOrder, invoiceNumberOf, markFailed, type Order, orderNumberLabel } from "../orders/service";
import { queueActivations, subscriptionIdsOf } from "../subscriptions/service";
import { type CompleteInput, completeOrder } from "./complete";
import type { PaymentContext } from "./context";
import { refuseSpentCoupon } from "./coupon-check";
import { movePayments, paymentOf } from "./records";
import { payments } from "./tables";

/** A payment that did not go through: 402 with the catalogue's "Payment Failed." */
export const paymentFailed = () => new AppError(402, messages.paymentFailed);

/** What the payment success reply carries (and a replay answers again, unchanged). */
async function paymentResult(platform: Platform, buyer: CompanyActor, order: Order) {
  const [invoiceNumber, count, subscriptionIds] = await Promise.all([
    invoiceNumberOf(platform.db, buyer.companyId, order.id),
    cartCount(platform.db, buyer),
    subscriptionIdsOf(platform.db, buyer.companyId, order.id),
  ]);
  return {
    orderId: order.id,
    orderNumber: orderNumberLabel(order.number),
    invoiceNumber,
    total: toPounds(order.totalPence),
    cartCount: count,
    subscriptionIds,
  };
}

/** Runs the completing transaction, then queues the activation jobs once it has committed. */
export async function complete(
  context: PaymentContext,
  input: {
    companyId: string;
    orderId: string;
    /** Who confirmed: the signed-in buyer, or null for a provider's webhook. */
    actorUserId: string | null;
    origin: Origin;
    card: CompleteInput["card"];
  },
) {
  const { platform, log } = context;
  const completion = await platform.db.transaction((tx) => completeOrder(tx, input));
  await queueActivations(platform, log, input.companyId, input.orderId);
  if (completion.changed)
    await queueInvoiceEmail(platform, log, { companyId: input.companyId, orderId: input.orderId });
  return completion;
}

/** Completes the buyer's order with what the provider said about the card. */
const completeFor = (
  context: PaymentContext,
  buyer: CompanyActor,
  order: Order,
  card: CompleteInput["card"],
) =>
  complete(context, {
    companyId: buyer.companyId,
    orderId: order.id,
    actorUserId: buyer.userId,
    origin: buyer.origin,
    card,
  });

async function orderOf(platform: Platform, buyer: CompanyActor, orderId: string) {
  const order = await findOrder(platform.db, buyer.companyId, orderId);
  if (!order) throw notFound();
  return order;
}

async function recordFailure(
  platform: Platform,
  buyer: CompanyActor,
  order: Order,
  failure: { reason: string; last4?: string | null; status: "failed" | "cancelled" },
) {
  await platform.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({
        status: failure.status,
        failureReason: failure.reason,
        last4: sql`coalesce(${failure.last4 ?? null}, ${payments.last4})`,
        updatedAt: sql`now()`,
      })
      .where(ofCompany(payments, buyer.companyId, eq(payments.orderId, order.id)));
    const failed = await markFailed(tx, buyer.companyId, order.id);
    if (!failed) return;
    await recordAudit(tx, {
      ...auditBy(buyer),
      action: "order.payment-failed",
      entityType: "order",
      entityId: order.id,
      detail: { reason: failure.reason },
    });
  });
}

/**
 * POST /user/checkout/pay (sandbox): charges the card for a pending order and completes it.
 * The payment row is claimed pending → processing first, so two submissions charge once; a
 * paid order answers its result again without charging.
 */
export async function payWithCard(
  context: PaymentContext,
  buyer: CompanyActor,
  input: { orderId: string; card: CardDetails },
) {
  const { platform, provider } = context;
  const order = await orderOf(platform, buyer, input.orderId);
  if (order.status === "paid") return paymentResult(platform, buyer, order);
  if (order.status !== "pending") throw conflict(messages.orderNotPayable);
  if (provider.kind !== "sandbox" || order.provider !== "sandbox") throw badRequest(messages.invalidRequest);
  await refuseSpentCoupon(platform, order);
  const [claimed] = await movePayments(platform.db, buyer.companyId, [order.id], {
    from: ["pending"],
    status: "processing",
  });
  if (!claimed) throw conflict(messages.paymentInProgress);

  const outcome = await provider.charge(claimed.providerReference, order.totalPence, input.card);
  if (!outcome.ok) {
    await recordFailure(platform, buyer, order, {
      reason: outcome.reason,
      last4: outcome.last4,
      status: "failed",
    });
    throw paymentFailed();
  }
  await completeFor(context, buyer, order, {
    token: outcome.token,
    last4: outcome.last4,
    kept: outcome.card,
  });
  return paymentResult(platform, buyer, await orderOf(platform, buyer, order.id));
}

/**
 * GET /users/details-update/payment/success: confirms a paid order. Idempotent: a paid order
 * answers again with nothing changed and nothing charged. A pending order is completed only if
 * its payment succeeded (recorded here, or — for Stripe — confirmed by asking Stripe).
 */
export async function confirmPayment(context: PaymentContext, buyer: CompanyActor, orderId: string) {
  const { platform, provider, log } = context;
  const order = await orderOf(platform, buyer, orderId);
  if (order.status === "paid") {
    await queueActivations(platform, log, buyer.companyId, order.id);
    return paymentResult(platform, buyer, order);
  }
  if (order.status !== "pending") throw paymentFailed();
  const payment = await paymentOf(platform.db, buyer.companyId, order.id);
  if (payment?.status === "processing") throw conflict(messages.paymentInProgress);
  // A £0 order (a coupon took off everything) started no payment: it completes without a card.
  if (order.totalPence === 0 && !payment) await refuseSpentCoupon(platform, order);
  let card: CompleteInput["card"] = { token: payment?.token ?? null, last4: payment?.last4 ?? null };
  if (payment?.status !== "succeeded" && !(order.totalPence === 0 && !payment)) {
    if (payment?.provider !== "stripe" || provider.kind !== "stripe") throw paymentFailed();
    const state = await provider.state(payment.providerReference);
    const matches = state.amountPence === order.totalPence && state.currency.toLowerCase() === order.currency;
    if (state.state !== "succeeded" || !matches) throw paymentFailed();
    card = { token: state.token, last4: state.last4, kept: state.card };
  }
  await completeFor(context, buyer, order, card);
  return paymentResult(platform, buyer, await orderOf(platform, buyer, order.id));
}

/**
 * GET /users/details-update/payment/failure: the buyer gave up or the card was refused; the
 * order is marked failed (a Stripe payment is cancelled first; if Stripe says it was paid after
 * all, the order is completed instead). A paid order is never marked failed.
 */
export async function failPayment(
  context: PaymentContext,
  buyer: CompanyActor,
  orderId: string,
): Promise<never> {
  const { platform, provider } = context;
  const order = await orderOf(platform, buyer, orderId);
  if (order.status === "paid") throw conflict(messages.orderAlreadyPaid);
  if (order.status !== "pending") throw paymentFailed();
  const payment = await paymentOf(platform.db, buyer.companyId, order.id);
  if (payment?.status === "processing") throw conflict(messages.paymentInProgress);
  if (payment?.provider === "stripe" && provider.kind === "stripe") {
    try {
      await provider.cancel(payment.providerReference);
    } catch {
      const state = await provider.state(payment.providerReference);
      if (state.state === "succeeded" && state.amountPence === order.totalPence) {
        await completeFor(context, buyer, order, {
          token: state.token,
          last4: state.last4,
          kept: state.card,
        });
        throw conflict(messages.orderAlreadyPaid);
      }
    }
  }
  await recordFailure(platform, buyer, order, { reason: "abandoned", status: "cancelled" });
  throw paymentFailed();
}
