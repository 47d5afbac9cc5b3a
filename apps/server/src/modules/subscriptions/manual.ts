import {
  coversManagement,
  type DocumentManagementState,
  isLive,
  messages,
  type Renewal,
  type RenewPlanRequest,
  subscriptionMessages,
  toPounds,
} from "@cloudoc/contract";
import type { CompanyActor } from "../../platform/actor";
import { badRequest, conflict, notFound } from "../../platform/envelope";
import { cardOf, defaultCardOf } from "../billing/cards";
import { orderNumberLabel } from "../orders/service";
import { getSiteSettings } from "../settings/service";
import { type PackageSubscription, packageFactsOf, packageSubscriptionOf } from "./facts";
import { paymentFailed } from "./payment-result";
import { paidPlanOf, periodPrice } from "./pricing";
import { type BillingContext, type RenewOptions, renewSubscription } from "./renewal";

/**
 * Renewals the customer asks for (issue 22): POST /user/renewplan for a past-due, ended or still
 * running subscription (early), and the document-management renewal. Both go through the engine's
 * renewSubscription, so the period is claimed once whoever asks, the job or the customer.
 */

const managementOf = (sub: PackageSubscription) =>
  sub.addOnRows.find((row) => row.addOn === "management" || row.addOn === "combo");

/** What the customer chose for a renewal they pay now. */
type RenewChoice = Omit<RenewOptions, "manual" | "actorUserId">;

/**
 * Renews now and answers what was paid, or (paid: false, with Stripe's client secret) what waits
 * for the customer to confirm with their bank; 400 for a refused coupon or without a card (unless
 * the coupon makes it free), 402 when declined, 409 if another run holds it.
 */
async function renewNow(
  context: BillingContext,
  actor: CompanyActor,
  sub: PackageSubscription,
  choice: RenewChoice,
): Promise<Renewal> {
  if (choice.cardId && !(await cardOf(context.platform.db, actor.companyId, choice.cardId))) throw notFound();
  const outcome = await renewSubscription(context, sub, {
    manual: true,
    actorUserId: actor.userId,
    ...choice,
  });
  if (outcome.kind === "no-card") throw badRequest(messages.noDefaultCard);
  if (outcome.kind === "failed") throw paymentFailed();
  if (outcome.kind === "skipped") throw conflict(messages.paymentInProgress);
  const { coupon } = outcome.quote;
  const paid = outcome.kind === "renewed";
  return {
    subscriptionId: sub.id,
    orderId: outcome.order.id,
    orderNumber: orderNumberLabel(outcome.order.number),
    invoiceNumber: paid ? outcome.invoiceNumber : null,
    total: toPounds(outcome.order.totalPence),
    couponCode: coupon?.code ?? null,
    couponDiscount: toPounds(coupon?.discountPence ?? 0),
    plan: outcome.period.plan,
    periodStart: outcome.period.start.toISOString(),
    periodEnd: outcome.period.end.toISOString(),
    paid,
    ...(paid ? {} : { clientSecret: outcome.clientSecret, publishableKey: context.provider.publishableKey }),
  };
}

/** The reply's words: the renewal's, or that the bank asks the customer to confirm it. */
const replyMessage = (renewal: Renewal, renewed: string) =>
  renewal.paid ? renewed : subscriptionMessages.paymentNeedsConfirmation;

/** POST /user/renewplan: the next (or overdue) period, priced with the coupon if any, charged now. */
export async function renewPlan(
  context: BillingContext,
  actor: CompanyActor,
  input: Pick<RenewPlanRequest, "planId" | "renewalCycle" | "planType" | "token" | "couponCode">,
): Promise<{ message: string; data: Renewal }> {
  const sub = await packageSubscriptionOf(context.platform.db, actor.companyId, input.planId);
  if (!sub) throw notFound();
  const management = input.planType === "management";
  if (management && !managementOf(sub)) throw conflict(messages.documentManagementNotHeld);
  const data = await renewNow(context, actor, sub, {
    plan: input.renewalCycle,
    cardId: input.token,
    couponCode: input.couponCode,
    orderKind: management ? "management" : "renewal",
  });
  const renewed = management ? messages.documentManagementRenewed : messages.subscriptionRenewed;
  return { message: replyMessage(data, renewed), data };
}

/** The subscription carrying document management: the one named, else the live one, else the latest. */
async function managementSubscription(context: BillingContext, actor: CompanyActor, subscriptionId?: string) {
  const { db, clock } = context.platform;
  if (subscriptionId) {
    const sub = await packageSubscriptionOf(db, actor.companyId, subscriptionId);
    if (!sub) throw notFound();
    return managementOf(sub) ? sub : undefined;
  }
  const now = clock.now();
  const carrying = (await packageFactsOf(db, actor.companyId)).filter((sub) =>
    coversManagement(sub.addOnRows.map((row) => row.addOn)),
  );
  return carrying.find((sub) => isLive(sub, now)) ?? carrying[0];
}

async function stateOf(context: BillingContext, sub: PackageSubscription): Promise<DocumentManagementState> {
  const { db, clock } = context.platform;
  const settings = await getSiteSettings(db);
  const cart = await periodPrice(db, settings, sub, paidPlanOf(sub.plan, sub.row.nextPlan), clock.now());
  return {
    subscriptionId: sub.id,
    packageName: cart.lines[0]?.facts.name ?? "",
    addOn: managementOf(sub)?.addOn ?? "management",
    plan: sub.plan,
    status: sub.status,
    endsAt: sub.endsAt.toISOString(),
    graceEndsAt: sub.graceEndsAt?.toISOString() ?? null,
    price: toPounds(cart.totals.totalPence),
    renewable: (await defaultCardOf(db, sub.row.companyId)) !== undefined,
  };
}

/**
 * POST /user/get/document/management: document management's renewal state and price; with
 * `confirm` the subscription carrying it is renewed ('Document Management Renewed Successfully.').
 */
export async function documentManagement(
  context: BillingContext,
  actor: CompanyActor,
  input: { subs_id?: string | undefined; confirm: boolean; couponCode?: string | undefined },
) {
  const sub = await managementSubscription(context, actor, input.subs_id);
  if (!sub) return { status: 2 as const, response: messages.noSubscriptionFound, data: null, renewal: null };
  if (!input.confirm)
    return { status: 1 as const, response: "", data: await stateOf(context, sub), renewal: null };
  const renewal = await renewNow(context, actor, sub, {
    orderKind: "management",
    couponCode: input.couponCode,
  });
  const renewed = await packageSubscriptionOf(context.platform.db, actor.companyId, sub.id);
  return {
    status: 1 as const,
    response: replyMessage(renewal, messages.documentManagementRenewed),
    data: renewed ? await stateOf(context, renewed) : null,
    renewal,
  };
}
