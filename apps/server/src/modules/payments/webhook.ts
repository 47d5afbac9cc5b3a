import { messages } from "@cloudoc/contract";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { badRequest } from "../../platform/envelope";
import { type PaymentProvider, WebhookSignatureError } from "../../platform/payments";
import type { Platform } from "../../platform/platform";
import { findOrder } from "../orders/service";
import { complete } from "./pay";
import { payments } from "./tables";

/**
 * POST /api/payments/stripe/webhook: a signed event from Stripe, verified against the raw body.
 * A webhook has no session, so the company comes from the payment row the event's Payment
 * Intent belongs to (looked up by the provider's reference). A replayed or repeated event
 * changes nothing: completion is a conditional pending → paid update.
 */
export async function handleStripeWebhook(
  platform: Platform,
  provider: PaymentProvider,
  request: FastifyRequest,
  rawBody: Buffer,
): Promise<"completed" | "unchanged" | "ignored"> {
  const signature = request.headers["stripe-signature"];
  let event: ReturnType<PaymentProvider["verifyWebhook"]>;
  try {
    event = provider.verifyWebhook(rawBody, typeof signature === "string" ? signature : undefined);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw badRequest(messages.invalidRequest);
    throw error;
  }
  if (event === "ignored") return "ignored";
  const [payment] = await platform.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, "stripe"), eq(payments.providerReference, event.reference)));
  if (!payment) {
    request.log.warn(
      { reference: event.reference, eventId: event.eventId },
      "webhook for an unknown payment",
    );
    return "ignored";
  }
  if (event.outcome === "failed") {
    // The buyer may try another card on the same Payment Intent: note it, fail nothing yet.
    await platform.db
      .update(payments)
      .set({ failureReason: "declined", updatedAt: sql`now()` })
      .where(
        and(
          eq(payments.id, payment.id),
          eq(payments.companyId, payment.companyId),
          eq(payments.status, "pending"),
        ),
      );
    return "unchanged";
  }
  const order = await findOrder(platform.db, payment.companyId, payment.orderId);
  if (!order || event.amountPence !== order.totalPence || event.currency.toLowerCase() !== order.currency) {
    request.log.error(
      { reference: event.reference, eventId: event.eventId },
      "paid amount does not match the order",
    );
    return "unchanged";
  }
  if (order.status !== "pending") {
    if (order.status !== "paid") {
      request.log.error(
        { orderId: order.id, status: order.status },
        "payment succeeded for an order that is not payable: refund it",
      );
    }
    return "unchanged";
  }
  const completion = await complete(platform, request, {
    companyId: payment.companyId,
    orderId: payment.orderId,
    actorUserId: null,
    card: { token: null, last4: null },
  });
  return completion.changed ? "completed" : "unchanged";
}
