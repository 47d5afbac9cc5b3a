import { type CardDetails, messages, toPounds } from "@cloudoc/contract";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { recordAudit, requestOrigin } from "../../platform/audit/audit";
import { AppError, badRequest, conflict, notFound } from "../../platform/envelope";
import type { PaymentProvider } from "../../platform/payments";
import type { Platform } from "../../platform/platform";
import type { CartOwner } from "../cart/owner";
import { cartCount } from "../cart/service";
import { findOrder, invoiceNumberOf, markFailed, type Order, orderNumberLabel } from "../orders/service";
import { queueActivations } from "../subscriptions/service";
import { subscriptions } from "../subscriptions/tables";
import { completeOrder } from "./complete";
import { paymentOf } from "./records";
import { payments } from "./tables";

/** A payment that did not go through: 402 with the catalogue's "Payment Failed." */
export const paymentFailed = () => new AppError(402, messages.paymentFailed);

/** What the payment success reply carries (and a replay answers again, unchanged). */
async function paymentResult(platform: Platform, owner: CartOwner, order: Order) {
  const [invoiceNumber, count, subs] = await Promise.all([
    invoiceNumberOf(platform.db, owner.companyId, order.id),
    cartCount(platform.db, owner),
    platform.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.orderId, order.id), eq(subscriptions.companyId, owner.companyId))),
  ]);
  return {
    orderId: order.id,
    orderNumber: orderNumberLabel(order.number),
    invoiceNumber,
    total: toPounds(order.totalPence),
    cartCount: count,
    subscriptionIds: subs.map((s) => s.id),
  };
}

/** Runs the completing transaction, then queues the activation jobs once it has committed. */
export async function complete(
  platform: Platform,
  request: FastifyRequest,
  input: {
    companyId: string;
    orderId: string;
    actorUserId: string | null;
    card: { token: string | null; last4: string | null };
  },
) {
  const completion = await platform.db.transaction((tx) =>
    completeOrder(tx, { ...input, origin: requestOrigin(request) }),
  );
  await queueActivations(platform, request.log, input.companyId, input.orderId);
  return completion;
}

async function orderOf(platform: Platform, owner: CartOwner, orderId: string) {
  const order = await findOrder(platform.db, owner.companyId, orderId);
  if (!order) throw notFound();
  return order;
}

async function recordFailure(
  platform: Platform,
  request: FastifyRequest,
  owner: CartOwner,
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
      .where(and(eq(payments.orderId, order.id), eq(payments.companyId, owner.companyId)));
    const failed = await markFailed(tx, owner.companyId, order.id);
    if (!failed) return;
    await recordAudit(tx, {
      companyId: owner.companyId,
      actorUserId: owner.userId,
      action: "order.payment-failed",
      entityType: "order",
      entityId: order.id,
      detail: { reason: failure.reason },
      ...requestOrigin(request),
    });
  });
}

/**
 * POST /user/checkout/pay (sandbox): charges the card for a pending order and completes it.
 * The payment row is claimed pending → processing first, so two submissions charge once; a
 * paid order answers its result again without charging.
 */
export async function payWithCard(
  platform: Platform,
  provider: PaymentProvider,
  request: FastifyRequest,
  owner: CartOwner,
  input: { orderId: string; card: CardDetails },
) {
  const order = await orderOf(platform, owner, input.orderId);
  if (order.status === "paid") return paymentResult(platform, owner, order);
  if (order.status !== "pending") throw conflict(messages.orderNotPayable);
  if (provider.kind !== "sandbox" || order.provider !== "sandbox") throw badRequest(messages.invalidRequest);
  const [claimed] = await platform.db
    .update(payments)
    .set({ status: "processing", updatedAt: sql`now()` })
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.companyId, owner.companyId),
        eq(payments.status, "pending"),
      ),
    )
    .returning();
  if (!claimed) throw conflict(messages.paymentInProgress);

  const outcome = await provider.charge(claimed.providerReference, order.totalPence, input.card);
  if (!outcome.ok) {
    await recordFailure(platform, request, owner, order, {
      reason: outcome.reason,
      last4: outcome.last4,
      status: "failed",
    });
    throw paymentFailed();
  }
  await complete(platform, request, {
    companyId: owner.companyId,
    orderId: order.id,
    actorUserId: owner.userId,
    card: { token: outcome.token, last4: outcome.last4 },
  });
  return paymentResult(platform, owner, await orderOf(platform, owner, order.id));
}

/**
 * GET /users/details-update/payment/success: confirms a paid order. Idempotent: a paid order
 * answers again with nothing changed and nothing charged. A pending order is completed only if
 * its payment succeeded (recorded here, or — for Stripe — confirmed by asking Stripe).
 */
export async function confirmPayment(
  platform: Platform,
  provider: PaymentProvider,
  request: FastifyRequest,
  owner: CartOwner,
  orderId: string,
) {
  const order = await orderOf(platform, owner, orderId);
  if (order.status === "paid") {
    await queueActivations(platform, request.log, owner.companyId, order.id);
    return paymentResult(platform, owner, order);
  }
  if (order.status !== "pending") throw paymentFailed();
  const payment = await paymentOf(platform.db, owner.companyId, order.id);
  if (payment?.status === "processing") throw conflict(messages.paymentInProgress);
  let card = { token: payment?.token ?? null, last4: payment?.last4 ?? null };
  if (payment?.status !== "succeeded") {
    if (payment?.provider !== "stripe" || provider.kind !== "stripe") throw paymentFailed();
    const state = await provider.state(payment.providerReference);
    const matches = state.amountPence === order.totalPence && state.currency.toLowerCase() === order.currency;
    if (state.state !== "succeeded" || !matches) throw paymentFailed();
    card = { token: state.token, last4: state.last4 };
  }
  await complete(platform, request, {
    companyId: owner.companyId,
    orderId: order.id,
    actorUserId: owner.userId,
    card,
  });
  return paymentResult(platform, owner, await orderOf(platform, owner, order.id));
}

/**
 * GET /users/details-update/payment/failure: the buyer gave up or the card was refused; the
 * order is marked failed (a Stripe payment is cancelled first; if Stripe says it was paid after
 * all, the order is completed instead). A paid order is never marked failed.
 */
export async function failPayment(
  platform: Platform,
  provider: PaymentProvider,
  request: FastifyRequest,
  owner: CartOwner,
  orderId: string,
) {
  const order = await orderOf(platform, owner, orderId);
  if (order.status === "paid") throw conflict(messages.orderAlreadyPaid);
  if (order.status !== "pending") throw paymentFailed();
  const payment = await paymentOf(platform.db, owner.companyId, order.id);
  if (payment?.status === "processing") throw conflict(messages.paymentInProgress);
  if (payment?.provider === "stripe" && provider.kind === "stripe") {
    try {
      await provider.cancel(payment.providerReference);
    } catch {
      const state = await provider.state(payment.providerReference);
      if (state.state === "succeeded" && state.amountPence === order.totalPence) {
        const card = { token: state.token, last4: state.last4 };
        await complete(platform, request, {
          companyId: owner.companyId,
          orderId: order.id,
          actorUserId: owner.userId,
          card,
        });
        throw conflict(messages.orderAlreadyPaid);
      }
    }
  }
  await recordFailure(platform, request, owner, order, { reason: "abandoned", status: "cancelled" });
  throw paymentFailed();
}
