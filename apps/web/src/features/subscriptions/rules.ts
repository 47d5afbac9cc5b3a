import {
  type AddOnType,
  type PaidPlan,
  type PlanListItem,
  type SavedCard,
  type SubscriptionStatus,
  toPence,
  toPounds,
  twoDigits,
} from "@cloudoc/contract";
import { formatDate } from "../../lib/format";

/**
 * What /subscriptions shows and offers for each subscription (issue 22): its status in words, the
 * one date that matters now, and the actions its state allows. Pure, so the rules are tested.
 */

export type StatusTone = "green" | "blue" | "orange" | "red" | "gray";

export interface StatusView {
  label: string;
  tone: StatusTone;
  /** A second line, e.g. until when a past-due subscription stays open. */
  detail?: string;
}

type Item = Pick<
  PlanListItem,
  | "status"
  | "plan"
  | "cancelAtPeriodEnd"
  | "periodEnd"
  | "renewsAt"
  | "expiresAt"
  | "endedAt"
  | "nextPlan"
  | "addOns"
  | "renewal"
  | "downloadUntil"
>;

/** What the status needs: the state, the plan and the period's dates. */
type StatusFacts = Pick<Item, "status" | "plan" | "cancelAtPeriodEnd" | "periodEnd" | "expiresAt"> & {
  renewal: Pick<Item["renewal"], "graceEndsAt">;
};

/** Until when a past-due subscription stays open: its grace end. */
const graceEnd = (item: StatusFacts) => item.renewal.graceEndsAt ?? item.expiresAt ?? item.periodEnd;
const cancelling = (item: StatusFacts) => item.status === "active" && item.cancelAtPeriodEnd;

export function statusOf(item: StatusFacts): StatusView {
  if (cancelling(item)) {
    return { label: `Cancelling on ${formatDate(item.expiresAt ?? item.periodEnd)}`, tone: "orange" };
  }
  const views: Record<SubscriptionStatus, StatusView> = {
    active: item.plan === "trial" ? { label: "Trial", tone: "blue" } : { label: "Active", tone: "green" },
    past_due: {
      label: "Payment overdue",
      tone: "red",
      detail: `Open until ${formatDate(graceEnd(item))} while the payment is retried`,
    },
    cancelled: { label: "Cancelled", tone: "gray" },
    expired: { label: "Expired", tone: "gray" },
  };
  return views[item.status];
}

export interface KeyDate {
  label: string;
  /** DD/MM/YYYY. */
  value: string;
}

/** The renewal or expiry date, named for the state the subscription is in. */
export function keyDateOf(item: Item): KeyDate {
  if (cancelling(item)) return { label: "Ends on", value: formatDate(item.expiresAt ?? item.periodEnd) };
  switch (item.status) {
    case "active":
      return item.plan === "trial"
        ? { label: "Trial ends on", value: formatDate(item.periodEnd) }
        : { label: "Renews on", value: formatDate(item.renewsAt ?? item.periodEnd) };
    case "past_due":
      return { label: "Open until", value: formatDate(graceEnd(item)) };
    default:
      return { label: "Ended on", value: formatDate(item.endedAt ?? item.periodEnd) };
  }
}

/** The plan the next period will be charged on: the chosen change, else the plan (a trial's: monthly). */
export function nextPlanOf(item: Pick<Item, "plan" | "nextPlan">): PaidPlan {
  return item.nextPlan ?? (item.plan === "trial" ? "monthly" : item.plan);
}

export interface PlanSwitch {
  to: PaidPlan;
  /** Choosing it takes back a change made before (the server clears nextPlan). */
  undoesChange: boolean;
}

/** Monthly ↔ yearly from the next period: the other plan than the one the next period is on. */
export function planSwitchOf(item: Pick<Item, "plan" | "nextPlan">): PlanSwitch {
  const to: PaidPlan = nextPlanOf(item) === "yearly" ? "monthly" : "yearly";
  return { to, undoesChange: item.nextPlan !== null && to === item.plan };
}

/** Whether a plan change waits for the next period (to show "Changes to … on …"). */
export function pendingPlanChange(item: Pick<Item, "plan" | "nextPlan">): PaidPlan | null {
  return item.nextPlan !== null && item.nextPlan !== item.plan ? item.nextPlan : null;
}

export type SubscriptionAction =
  | "addOns"
  | "switchPlan"
  | "cancel"
  | "undoCancel"
  | "renew"
  | "renewManagement"
  | "download"
  | "subscribeAgain";

const managementAddOns: readonly AddOnType[] = ["management", "combo"];
/** The add-ons a subscription still holds (not stopped). */
export const heldAddOns = (item: Pick<Item, "addOns">): AddOnType[] =>
  item.addOns
    .filter((addOn) => addOn.status === "active" || addOn.status === "past_due")
    .map((addOn) => addOn.type);
const holdsManagement = (item: Item) => item.addOns.some((addOn) => managementAddOns.includes(addOn.type));
const inDownloadWindow = (item: Item, now: Date) =>
  item.downloadUntil !== null && Date.parse(item.downloadUntil) > now.getTime();

/**
 * What the page offers for a subscription: an active one can take more add-ons, change plan or be
 * cancelled (and a cancellation undone until the period ends); a past-due one can be paid now; an
 * ended one can be renewed and its documents downloaded for 90 days, after which it is bought again.
 */
export function actionsFor(item: Item, now: Date): SubscriptionAction[] {
  if (cancelling(item)) return ["undoCancel"];
  const management: SubscriptionAction[] = holdsManagement(item) ? ["renewManagement"] : [];
  switch (item.status) {
    case "active": {
      const more: SubscriptionAction[] = addableAddOns(heldAddOns(item)).length > 0 ? ["addOns"] : [];
      return [...more, "switchPlan", "cancel"];
    }
    case "past_due":
      return ["renew", ...management];
    default:
      return inDownloadWindow(item, now) ? ["renew", ...management, "download"] : ["subscribeAgain"];
  }
}

/**
 * The add-ons a held subscription may still add: combo covers updates and management, and once
 * either is held the other is added on its own (the server merges the two into combo).
 */
export function addableAddOns(held: readonly AddOnType[]): AddOnType[] {
  const has = (addOn: AddOnType) => held.includes(addOn);
  const documentAddOns: AddOnType[] = has("combo")
    ? []
    : has("updates") || has("management")
      ? ["updates", "management"]
      : ["updates", "management", "combo"];
  return [...documentAddOns, "pro" as const, "printing" as const].filter((addOn) => !has(addOn));
}

/** "Visa •••• 4242, expires 12/34 (default)": a kept card as the customer knows it. */
export function cardLabel(
  card: Pick<SavedCard, "brand" | "last4" | "expMonth" | "expYear" | "isDefault">,
): string {
  const expiry =
    card.expMonth && card.expYear
      ? `, expires ${twoDigits(card.expMonth)}/${String(card.expYear).slice(-2)}`
      : "";
  return `${card.brand} •••• ${card.last4}${expiry}${card.isDefault ? " (default)" : ""}`;
}

/** A coupon applied to a renewal: its code and what the server said it takes off (pounds). */
export interface AppliedCoupon {
  code: string;
  discount: number;
}

/** What a renewal costs today with the coupon (pounds, to the penny, never below £0). */
export function priceWithCoupon(price: number, coupon: AppliedCoupon | null): number {
  return toPounds(Math.max(toPence(price) - toPence(coupon?.discount ?? 0), 0));
}
