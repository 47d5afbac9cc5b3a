import {
  coversManagement,
  type DocumentManagementState,
  isLive,
  messages,
  type PaidPlan,
  type Renewal,
  toPounds,
} from "@cloudoc/contract";
import type { CompanyActor } from "../../platform/actor";
import { badRequest, conflict, notFound } from "../../platform/envelope";
import { orderNumberLabel } from "../orders/service";
import { getSiteSettings } from "../settings/service";
import { chargeableCard, hasDefaultCard } from "./cards";
import { type PackageSubscription, packageFactsOf, packageSubscriptionOf } from "./facts";
import { paymentFailed } from "./payment-result";
import { paidPlanOf, periodPrice } from "./pricing";
import { type BillingContext, renewSubscription } from "./renewal";

/**
 * Renewals the customer asks for (issue 22): POST /user/renewplan for a past-due, ended or still
 * running subscription (early), and the document-management renewal. Both go through the engine's
 * renewSubscription, so the period is claimed once whoever asks, the job or the customer.
 */

const managementOf = (sub: PackageSubscription) =>
  sub.addOnRows.find((row) => row.addOn === "management" || row.addOn === "combo");

/** Renews now and answers what was paid; 400 without a card, 402 when declined, 409 if another run holds it. */
async function renewNow(
  context: BillingContext,
  actor: CompanyActor,
  sub: PackageSubscription,
  options: { plan?: PaidPlan; cardId?: string; orderKind: "renewal" | "management" },
): Promise<Renewal> {
  const card = await chargeableCard(context.platform.db, actor.companyId, options.cardId);
  if (options.cardId && !card) throw notFound();
  if (!card) throw badRequest(messages.noDefaultCard);
  const outcome = await renewSubscription(context, sub, {
    manual: true,
    actorUserId: actor.userId,
    ...options,
  });
  if (outcome.kind === "failed") throw paymentFailed();
  if (outcome.kind === "skipped") throw conflict(messages.paymentInProgress);
  return {
    subscriptionId: sub.id,
    orderId: outcome.order.id,
    orderNumber: orderNumberLabel(outcome.order.number),
    invoiceNumber: outcome.invoiceNumber,
    total: toPounds(outcome.order.totalPence),
    plan: outcome.period.plan,
    periodStart: outcome.period.start.toISOString(),
    periodEnd: outcome.period.end.toISOString(),
  };
}

/** POST /user/renewplan: the next (or overdue) period, charged to the default card now. */
export async function renewPlan(
  context: BillingContext,
  actor: CompanyActor,
  input: { planId: string; renewalCycle?: PaidPlan; planType: "package" | "management"; token?: string },
): Promise<{ message: string; data: Renewal }> {
  const sub = await packageSubscriptionOf(context.platform.db, actor.companyId, input.planId);
  if (!sub) throw notFound();
  const management = input.planType === "management";
  if (management && !managementOf(sub)) throw conflict(messages.documentManagementNotHeld);
  const data = await renewNow(context, actor, sub, {
    plan: input.renewalCycle,
    cardId: input.token,
    orderKind: management ? "management" : "renewal",
  });
  return { message: management ? messages.documentManagementRenewed : messages.subscriptionRenewed, data };
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
    renewable: await hasDefaultCard(db, sub.row.companyId),
  };
}

/**
 * POST /user/get/document/management: document management's renewal state and price; with
 * `confirm` the subscription carrying it is renewed ('Document Management Renewed Successfully.').
 */
export async function documentManagement(
  context: BillingContext,
  actor: CompanyActor,
  input: { subs_id?: string; confirm: boolean },
) {
  const sub = await managementSubscription(context, actor, input.subs_id);
  if (!sub) return { status: 2 as const, response: messages.noSubscriptionFound, data: null, renewal: null };
  if (!input.confirm)
    return { status: 1 as const, response: "", data: await stateOf(context, sub), renewal: null };
  const renewal = await renewNow(context, actor, sub, { orderKind: "management" });
  const renewed = await packageSubscriptionOf(context.platform.db, actor.companyId, sub.id);
  return {
    status: 1 as const,
    response: messages.documentManagementRenewed,
    data: renewed ? await stateOf(context, renewed) : null,
    renewal,
  };
}
