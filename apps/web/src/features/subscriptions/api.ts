import {
  type AddOnType,
  type PaidPlan,
  type PlanListReply,
  type PlanType,
  pageSizes,
  type Renewal,
  routes,
  type SubscriptionPayment,
} from "@cloudoc/contract";
import { ApiError, call } from "../../lib/api";

/**
 * The subscription calls the web makes (spec 001 §7 "Subscriptions, invoices, storage"; request
 * and reply shapes in the contract's subscriptions.ts). The server takes the company from the
 * session, so no userId is sent.
 */

export const subscriptionPageSize = pageSizes.subscriptions;

export const subscriptionKeys = {
  all: ["subscriptions"] as const,
  list: (page: number) => ["subscriptions", "list", page] as const,
  management: (subscriptionId: string | null) => ["subscriptions", "management", subscriptionId] as const,
  planPreview: (subscriptionId: string, plan: string) =>
    ["subscriptions", "plan", subscriptionId, plan] as const,
  cards: ["subscriptions", "cards"] as const,
  storage: ["subscriptions", "storage"] as const,
};

/** POST /user/planList: one page of the company's package subscriptions, with the banner state. */
export async function fetchPlanList(page: number): Promise<PlanListReply> {
  return call(routes.planList, { skip: (page - 1) * subscriptionPageSize, limit: subscriptionPageSize });
}

/** GET /user/subscription/plan/update: the next period's price on `plan`; with `confirm`, the change. */
export async function changePlan(subscriptionId: string, plan: PaidPlan, confirm: boolean) {
  const reply = await call(routes.subscriptionPlanUpdate, { subs_id: subscriptionId, plan, confirm });
  return { message: reply.response, change: reply.data };
}

/** GET /user/subscription/cancel: ends the subscription at the end of the paid period. */
export async function cancelSubscription(subscriptionId: string) {
  const reply = await call(routes.subscriptionCancel, { subs_id: subscriptionId });
  return { message: reply.response, cancellation: reply.data };
}

/** GET /user/subscription/cancel/undo: takes the cancellation back before the period ends. */
export async function undoCancellation(subscriptionId: string) {
  const reply = await call(routes.subscriptionCancelUndo, { subs_id: subscriptionId });
  return { message: reply.response, cancellation: reply.data };
}

/** The kept card to pay with (another card is kept first), or null for the default card. */
const cardOf = (cardId: string | null) => (cardId ? { token: cardId } : {});

/** The coupon a renewal is paid with, if one was applied. */
const couponOf = (couponCode: string | null) => (couponCode ? { couponCode } : {});

/**
 * A renewal as the subscription payment use-payment reads: paid, or (paid: false) waiting for the
 * customer to confirm with their bank in Stripe's check.
 */
const renewalPayment = (renewal: Renewal): SubscriptionPayment => ({
  ...renewal,
  subscriptionIds: [renewal.subscriptionId],
});

/** POST /user/renewplan: pays the next (or overdue) period of a subscription now, with a coupon if applied. */
export async function renewPlan(
  subscriptionId: string,
  plan: PaidPlan,
  cardId: string | null,
  couponCode: string | null,
) {
  const reply = await call(routes.renewPlan, {
    planId: subscriptionId,
    renewalCycle: plan,
    ...cardOf(cardId),
    ...couponOf(couponCode),
  });
  return { message: reply.response, renewal: reply.data, payment: renewalPayment(reply.data) };
}

/** GET /list/coupon for a renewal: what the code takes off the subscription's next period (pounds). */
export async function checkRenewalCoupon(code: string, subscriptionId: string) {
  const reply = await call(routes.couponList, { code, subs_id: subscriptionId });
  return { discount: reply.discount };
}

/** POST /user/subscribeplan: add-ons for a subscription already held, at the price shown. */
export async function subscribeAddOns(input: {
  subscriptionId: string;
  plan: PlanType;
  addOns: AddOnType[];
  amount: number;
  cardId: string | null;
}) {
  const reply = await call(routes.subscribePlan, {
    plan: input.plan,
    selectedPackage: { subscriptionId: input.subscriptionId, addOns: input.addOns },
    amount: input.amount,
    ...cardOf(input.cardId),
  });
  // Status 3: the subscription holds these already (spec 001 §4); nothing was charged.
  if (reply.status === 3) throw new ApiError(reply.response, "failure", 200);
  return { message: reply.response, payment: reply.data };
}

/** POST /user/get/document/management: its renewal state and price; with `confirm`, the renewal (with the coupon). */
export async function documentManagement(
  subscriptionId: string | null,
  confirm: boolean,
  couponCode: string | null = null,
) {
  const subs = subscriptionId ? { subs_id: subscriptionId } : {};
  const reply = await call(routes.documentManagement, { ...subs, confirm, ...couponOf(couponCode) });
  const { renewal } = reply;
  const payment = renewal ? renewalPayment(renewal) : null;
  return { status: reply.status, message: reply.response, state: reply.data, renewal, payment };
}

/** GET /user/payment/cards: the company's kept cards and which card form adds one. */
export async function fetchCards() {
  const { list, provider } = await call(routes.cardList, {});
  return { list, provider };
}

/** POST /user/payment/card/add (sandbox): the provider keeps the card; its id pays from now on. */
export async function addCard(card: { name: string; number: string; expiry: string; cvc: string }) {
  return (await call(routes.addCard, { card })).data;
}

/** GET /user/strorage/usage: what the company stores against its quota. */
export async function fetchStorageUsage() {
  return (await call(routes.storageUsage, {})).response;
}
