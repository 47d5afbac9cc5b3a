import { messages } from "./messages";
import type { AddOnType, PlanType } from "./prices";

/**
 * The one entitlement rule (issue 22, spec 000 §6), shared by the server, which guards calls and
 * fans out master updates, and the web, which shows menus and banners: from a company's package
 * subscriptions and a moment, what they open.
 */

/**
 * active: paid up (or in its trial); past_due: a renewal failed and the grace period runs (still
 * open); cancelled: ended by the customer at a period end; expired: grace ran out or not renewed.
 */
export const subscriptionStatuses = ["active", "past_due", "cancelled", "expired"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Days a failed renewal keeps a care home open (issue 22). */
export const renewalGraceDays = 14;
/** Days after the period end on which a failed renewal is tried again. */
export const renewalRetryDays = [1, 3, 7] as const;
/** Days before a trial ends that the reminder is emailed. */
export const trialReminderDays = 3;
/** Days after expiry during which the owner may still download all documents. */
export const expiredDownloadDays = 90;

const dayMs = 24 * 60 * 60 * 1000;
export const daysAfter = (at: Date, days: number) => new Date(at.getTime() + days * dayMs);

/** What the rule needs of a package subscription. */
export interface SubscriptionFacts {
  status: SubscriptionStatus;
  plan: PlanType;
  startsAt: Date;
  endsAt: Date;
  graceEndsAt: Date | null;
  endedAt: Date | null;
  addOns: readonly { type: AddOnType; status: SubscriptionStatus; endsAt: Date | null }[];
}

export type BannerState = "none" | "past_due" | "expired";

export interface Entitlements {
  /** At least one live package licence. */
  active: boolean;
  updates: boolean;
  management: boolean;
  combo: boolean;
  pro: boolean;
  printing: boolean;
  /** Public Policies: showPoliciesonSite plus combo, management, updates or pro (spec 000 §6). */
  publicPolicies: boolean;
  /** DocuSign, Forms and Training need pro (spec 000 §6). */
  docusign: boolean;
  forms: boolean;
  training: boolean;
  /**
   * none: all paid; past_due: a renewal failed and its grace period runs; expired: nothing live
   * (never bought, or ended), which shows the spec's "no active subscription" banner.
   */
  banner: BannerState;
  /** The dashboard banner text for the state, or null when none shows. */
  bannerText: string | null;
  /** Until when an expired company may still download all its documents (null: not expired). */
  downloadUntil: Date | null;
}

/**
 * A subscription is live while it is active or past due and its paid period or grace period
 * runs: a failed card never cuts a care home off before the grace period ends.
 */
export function isLive(
  sub: Pick<SubscriptionFacts, "status" | "endsAt" | "graceEndsAt">,
  now: Date,
): boolean {
  if (sub.status !== "active" && sub.status !== "past_due") return false;
  const until = Math.max(sub.endsAt.getTime(), sub.graceEndsAt?.getTime() ?? 0);
  return until > now.getTime();
}

/** An add-on of a live subscription opens while it is not stopped (printing has no end). */
const liveAddOns = (sub: SubscriptionFacts) =>
  sub.addOns
    .filter((addOn) => addOn.status === "active" || addOn.status === "past_due")
    .map((addOn) => addOn.type);

/** The end of the 90-day download window of the most recently ended subscription. */
function downloadWindowEnd(subs: readonly SubscriptionFacts[], now: Date): Date | null {
  const ended = subs.flatMap((sub) => (sub.endedAt ? [sub.endedAt.getTime()] : []));
  if (ended.length === 0) return null;
  const until = daysAfter(new Date(Math.max(...ended)), expiredDownloadDays);
  return until.getTime() > now.getTime() ? until : null;
}

export function entitlementsAt(
  subs: readonly SubscriptionFacts[],
  now: Date,
  options: { showPoliciesOnSite?: boolean } = {},
): Entitlements {
  const live = subs.filter((sub) => isLive(sub, now));
  const addOns = new Set(live.flatMap(liveAddOns));
  const active = live.length > 0;
  const combo = addOns.has("combo");
  const pro = addOns.has("pro");
  // pro brings master updates too, as the updates fan-out has always treated it.
  const updates = addOns.has("updates") || combo || pro;
  const management = addOns.has("management") || combo;
  const banner: BannerState = !active
    ? "expired"
    : live.some((sub) => sub.status === "past_due")
      ? "past_due"
      : "none";
  return {
    active,
    updates,
    management,
    combo,
    pro,
    printing: addOns.has("printing"),
    publicPolicies: options.showPoliciesOnSite === true && (updates || management),
    docusign: pro,
    forms: pro,
    training: pro,
    banner,
    bannerText: bannerTexts[banner],
    downloadUntil: active ? null : downloadWindowEnd(subs, now),
  };
}

const bannerTexts: Record<BannerState, string | null> = {
  none: null,
  past_due: messages.renewalPastDueBanner,
  expired: messages.noActiveSubscription,
};

/** The entitlements of a company with no subscriptions at all. */
export const noEntitlements: Entitlements = entitlementsAt([], new Date(0));

/**
 * What a call needs of the company's subscriptions beyond its access (spec 000 §6, issue 22):
 * subscription, a live package (the menus that hide without one); download, a live package or the
 * 90-day window after the last one ended (a company may always take its own documents away);
 * pro, the pro package (DocuSign, Forms, Training).
 */
export const callNeeds = ["subscription", "download", "pro"] as const;
export type CallNeed = (typeof callNeeds)[number];

/** Whether the entitlements open a call that needs `need`. */
export function opensCall(
  entitlements: Pick<Entitlements, "active" | "pro" | "downloadUntil">,
  need: CallNeed,
) {
  if (need === "pro") return entitlements.pro;
  if (need === "download") return entitlements.active || entitlements.downloadUntil !== null;
  return entitlements.active;
}

/** The refusal of a call the company's subscriptions do not open. */
export const callNeedMessages: Record<CallNeed, string> = {
  subscription: messages.noActiveSubscription,
  download: messages.noActiveSubscription,
  pro: messages.proPackageNeeded,
};
