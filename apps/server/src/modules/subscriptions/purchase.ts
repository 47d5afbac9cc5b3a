import {
  type CardDetails,
  messages,
  normaliseAddOns,
  type SubscribePlanRequest,
  type SubscriptionPayment,
  subscriptionMessages,
  toPence,
} from "@cloudoc/contract";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Transaction } from "../../platform/db/client";
import { badRequest, conflict, notFound } from "../../platform/envelope";
import { cardOf, cardReference, type PaymentCard } from "../billing/cards";
import { queueInvoiceEmail } from "../billing/invoice-mail";
import { priceCart } from "../cart/pricing";
import {
  createOrder,
  createOrderOfLines,
  markFailed,
  type NewOrderLine,
  type Order,
} from "../orders/service";
import { completeOrder } from "../payments/complete";
import { recordPayment } from "../payments/records";
import { getSiteSettings } from "../settings/service";
import { addOnLines, addOnsToBuy } from "./add-ons";
import { packageSubscriptionOf } from "./facts";
import { awaitingPayment, paymentFailed, paymentResult } from "./payment-result";
import { packageNameOf } from "./pricing";
import type { BillingContext } from "./renewal";
import { ownedPackageIds, queueActivations } from "./service";

/**
 * POST /user/subscribeplan (issue 22, spec 001 §3 subscription payment payload): a company that
 * already has an account buys another package, or add-ons for a package it holds. The server
 * prices it with the cart's rules, makes an order, charges the kept card off-session (or, in the
 * sandbox, a card typed in), and completes it through the same completeOrder as checkout.
 */

/**
 * What is being bought: a pending order to make. Once paid, completeOrder applies it (add-on lines
 * for a package held go onto its subscription: paid-orders.ts), whoever completes it.
 */
interface Purchase {
  makeOrder(tx: Transaction, provider: Order["provider"]): Promise<Order>;
  trial: boolean;
}

async function packagePurchase(context: BillingContext, actor: CompanyActor, request: SubscribePlanRequest) {
  const { db, clock } = context.platform;
  const now = clock.now();
  const packageId = request.selectedPackage.packageId ?? "";
  if ((await ownedPackageIds(db, actor.companyId, now)).has(packageId)) return null;
  const line = {
    kind: "package" as const,
    id: packageId,
    sendtype: "subscription" as const,
    planType: request.plan,
    addOns: normaliseAddOns(request.selectedPackage.addOns),
    addedAt: now.toISOString(),
  };
  const cart = await priceCart(db, [line], now);
  if (cart.lines.length === 0) throw notFound();
  const purchase: Purchase = {
    makeOrder: (tx, provider) => createOrder(tx, actor, provider, cart),
    trial: cart.lines[0]?.price.plan === "trial",
  };
  return { purchase, totalPence: cart.totals.totalPence };
}

async function addOnPurchase(context: BillingContext, actor: CompanyActor, request: SubscribePlanRequest) {
  const { db } = context.platform;
  const sub = await packageSubscriptionOf(db, actor.companyId, request.selectedPackage.subscriptionId ?? "");
  if (!sub) throw notFound();
  if (sub.status !== "active" && sub.status !== "past_due") throw conflict(messages.subscriptionEnded);
  const wanted = addOnsToBuy(sub, request.selectedPackage.addOns);
  if (wanted.length === 0) return null;
  const settings = await getSiteSettings(db);
  const lines: NewOrderLine[] = addOnLines(settings, sub, wanted, await packageNameOf(db, sub.packageId));
  const purchase: Purchase = {
    makeOrder: (tx, provider) => createOrderOfLines(tx, actor, provider, "purchase", lines),
    trial: false,
  };
  return { purchase, totalPence: lines.reduce((sum, line) => sum + line.pricePence, 0) };
}

type Charge =
  | { ok: true; reference: string; token: string | null; last4: string | null }
  | { ok: false; reason: string; last4: string | null }
  /** The bank asks the customer to confirm the kept card's payment (3-D Secure). */
  | { ok: "awaiting"; reference: string; clientSecret: string; last4: string | null };

/** Charges the kept card off-session, or (sandbox only) the card typed in; nothing for £0. */
async function charge(
  context: BillingContext,
  order: Order,
  payment: { card?: PaymentCard; typed?: CardDetails },
): Promise<Charge> {
  const { provider } = context;
  if (order.totalPence === 0) return { ok: true, reference: `free_${order.id}`, token: null, last4: null };
  if (payment.card) {
    const outcome = await provider.chargeSavedCard({
      card: cardReference(payment.card),
      amountPence: order.totalPence,
      idempotencyKey: `order-${order.id}`,
      metadata: { companyId: order.companyId, orderId: order.id },
    });
    const { last4 } = payment.card;
    if (outcome.ok) return { ok: true, reference: outcome.reference, token: null, last4 };
    if (outcome.reason === "authentication_required") {
      return { ok: "awaiting", reference: outcome.reference, clientSecret: outcome.clientSecret, last4 };
    }
    return { ok: false, reason: outcome.reason, last4 };
  }
  if (!payment.typed || provider.kind !== "sandbox") return { ok: false, reason: "no_card", last4: null };
  const started = await provider.start({
    orderId: order.id,
    companyId: order.companyId,
    amountPence: order.totalPence,
  });
  const outcome = await provider.charge(started.reference, order.totalPence, payment.typed);
  return outcome.ok
    ? { ok: true, reference: started.reference, token: outcome.token, last4: outcome.last4 }
    : { ok: false, reason: outcome.reason, last4: outcome.last4 };
}

async function recordFailed(
  context: BillingContext,
  actor: CompanyActor,
  order: Order,
  failure: { reason: string; last4: string | null },
) {
  await context.platform.db.transaction(async (tx) => {
    await recordPayment(tx, actor.companyId, {
      orderId: order.id,
      provider: context.provider.kind,
      providerReference: `failed_${order.id}`,
      amountPence: order.totalPence,
      status: "failed",
      failureReason: failure.reason,
      last4: failure.last4,
    });
    await markFailed(tx, actor.companyId, order.id);
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "order.payment-failed",
      entityType: "order",
      entityId: order.id,
      detail: { reason: failure.reason },
    });
  });
}

/** The payment, pending with the provider's reference, until the customer confirms it. */
async function recordAwaiting(
  context: BillingContext,
  order: Order,
  awaiting: Extract<Charge, { ok: "awaiting" }>,
) {
  await recordPayment(context.platform.db, order.companyId, {
    orderId: order.id,
    provider: context.provider.kind,
    providerReference: awaiting.reference,
    amountPence: order.totalPence,
    status: "pending",
    last4: awaiting.last4,
  });
}

async function recordPaid(
  context: BillingContext,
  actor: CompanyActor,
  order: Order,
  paid: Extract<Charge, { ok: true }>,
) {
  const { platform } = context;
  await platform.db.transaction(async (tx) => {
    await recordPayment(tx, actor.companyId, {
      orderId: order.id,
      provider: context.provider.kind,
      providerReference: paid.reference,
      amountPence: order.totalPence,
      status: "succeeded",
      token: paid.token,
      last4: paid.last4,
    });
    await completeOrder(tx, {
      companyId: actor.companyId,
      orderId: order.id,
      actorUserId: actor.userId,
      origin: actor.origin,
      card: { token: paid.token, last4: paid.last4 },
    });
  });
  await queueActivations(platform, context.log, actor.companyId, order.id);
  await queueInvoiceEmail(platform, context.log, { companyId: actor.companyId, orderId: order.id });
}

/**
 * Answers status 3 'Already subscribed to this package' (null), the paid order, or the order
 * waiting for the customer to confirm the payment with their bank (paid: false, with Stripe's
 * client secret); 402 when declined.
 */
export async function subscribePlan(
  context: BillingContext,
  actor: CompanyActor,
  request: SubscribePlanRequest,
): Promise<{ status: 1 | 3; message: string; data: SubscriptionPayment | null }> {
  const { platform } = context;
  const bought = request.selectedPackage.subscriptionId
    ? await addOnPurchase(context, actor, request)
    : await packagePurchase(context, actor, request);
  if (!bought) return { status: 3, message: messages.alreadySubscribed, data: null };
  if (request.amount !== undefined && toPence(request.amount) !== bought.totalPence) {
    throw conflict(messages.priceChanged);
  }
  const card = await cardOf(platform.db, actor.companyId, request.token);
  if (request.token && !card) throw notFound();
  // A trial converts to paid at its end with the kept card: it needs one (issue 22).
  const needsKeptCard = bought.purchase.trial || (!request.payment && bought.totalPence > 0);
  if (needsKeptCard && !card) throw badRequest(messages.noDefaultCard);
  const order = await platform.db.transaction(async (tx) => {
    const made = await bought.purchase.makeOrder(tx, context.provider.kind);
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "order.create",
      entityType: "order",
      entityId: made.id,
      detail: { totalPence: made.totalPence, provider: context.provider.kind, via: "subscribeplan" },
    });
    return made;
  });
  const paid = await charge(context, order, {
    card: request.payment ? undefined : card,
    typed: request.payment,
  });
  if (paid.ok === "awaiting") {
    await recordAwaiting(context, order, paid);
    const data = awaitingPayment(order, paid.clientSecret, context.provider.publishableKey);
    return { status: 1, message: subscriptionMessages.paymentNeedsConfirmation, data };
  }
  if (!paid.ok) {
    await recordFailed(context, actor, order, paid);
    throw paymentFailed();
  }
  await recordPaid(context, actor, order, paid);
  const result = await paymentResult(platform, actor, order.id);
  return { status: 1, message: result.message, data: result.data };
}
