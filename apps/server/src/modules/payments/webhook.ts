import { messages } from "@cloudoc/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Origin } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import { acrossCompanies, ofCompany } from "../../platform/db/tenant";
import { badRequest } from "../../platform/envelope";
import { type PaymentEvent, type PaymentProvider, WebhookSignatureError } from "../../platform/payments";
import { findOrder, setRefunded } from "../orders/service";
import type { PaymentContext } from "./context";
import { complete } from "./pay";
import { payments } from "./tables";

type Payment = typeof payments.$inferSelect;

/** A webhook delivery: the exact bytes Stripe signed, its signature header, and where it came from. */
export interface WebhookDelivery {
  rawBody: Buffer;
  signature: string | undefined;
  origin: Origin;
}

/**
 * POST /api/payments/stripe/webhook: a signed event from Stripe, verified against the raw body.
 * A webhook has no session, so the company comes from the payment row the event's Payment
 * Intent belongs to (looked up by the provider's reference, across companies). A replayed or
 * repeated event changes nothing: completion is a conditional pending → paid update, and a
 * refund only raises the order's refunded pence to the total Stripe says was refunded so far.
 */
export async function handleStripeWebhook(
  context: PaymentContext,
  delivery: WebhookDelivery,
): Promise<"completed" | "refunded" | "unchanged" | "ignored"> {
  const { platform, provider, log } = context;
  let event: ReturnType<PaymentProvider["verifyWebhook"]>;
  try {
    event = provider.verifyWebhook(delivery.rawBody, delivery.signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw badRequest(messages.invalidRequest);
    throw error;
  }
  if (event === "ignored") return "ignored";
  const [payment] = await platform.db
    .select()
    .from(acrossCompanies(payments))
    .where(and(eq(payments.provider, "stripe"), eq(payments.providerReference, event.reference)));
  if (!payment) {
    log.warn({ reference: event.reference, eventId: event.eventId }, "webhook for an unknown payment");
    return "ignored";
  }
  if (event.outcome === "refunded") return recordRefund(context, payment, event, delivery);
  if (event.outcome === "failed") {
    // The buyer may try another card on the same Payment Intent: note it, fail nothing yet.
    await platform.db
      .update(payments)
      .set({ failureReason: "declined", updatedAt: sql`now()` })
      .where(
        ofCompany(payments, payment.companyId, eq(payments.id, payment.id), eq(payments.status, "pending")),
      );
    return "unchanged";
  }
  const order = await findOrder(platform.db, payment.companyId, payment.orderId);
  if (!order || event.amountPence !== order.totalPence || event.currency.toLowerCase() !== order.currency) {
    log.error({ reference: event.reference, eventId: event.eventId }, "paid amount does not match the order");
    return "unchanged";
  }
  if (order.status !== "pending") {
    if (order.status !== "paid") {
      log.error(
        { orderId: order.id, status: order.status },
        "payment succeeded for an order that is not payable: refund it",
      );
    }
    return "unchanged";
  }
  const completion = await complete(context, {
    companyId: payment.companyId,
    orderId: payment.orderId,
    actorUserId: null,
    origin: delivery.origin,
    card: await paidCard(provider, event.reference, log),
  });
  return completion.changed ? "completed" : "unchanged";
}

/** The card that paid, for the company to keep: Stripe's event does not carry it, so Stripe is asked. */
async function paidCard(provider: PaymentProvider, reference: string, log: PaymentContext["log"]) {
  try {
    const state = await provider.state(reference);
    return { token: state.token, last4: state.last4, kept: state.card };
  } catch (error) {
    log.warn({ err: error, reference }, "the card of a paid order could not be read; it is not kept");
    return { token: null, last4: null };
  }
}

/**
 * charge.refunded: the order's refunded pence rise to the charge's total refunded (at most the
 * order's total), with an audit event when they did. A replay or a late, older event changes nothing.
 */
async function recordRefund(
  context: PaymentContext,
  payment: Payment,
  event: Extract<PaymentEvent, { outcome: "refunded" }>,
  delivery: WebhookDelivery,
): Promise<"refunded" | "unchanged"> {
  return context.platform.db.transaction(async (tx) => {
    const order = await findOrder(tx, payment.companyId, payment.orderId);
    if (order?.status !== "paid" || event.currency.toLowerCase() !== order.currency) return "unchanged";
    const changed = await setRefunded(tx, order, event.refundedPence);
    if (!changed) return "unchanged";
    await recordAudit(tx, {
      companyId: order.companyId,
      actorUserId: null,
      action: "order.refunded",
      entityType: "order",
      entityId: order.id,
      detail: {
        refundedPence: changed.refundedPence,
        previouslyRefundedPence: order.refundedPence,
        eventId: event.eventId,
      },
      ip: delivery.origin.ip,
      userAgent: delivery.origin.userAgent,
    });
    return "refunded";
  });
}
