import {
  daysAfter,
  entitlementsAt,
  expiredDownloadDays,
  isLive,
  messages,
  type PlanListItem,
  type PlanListReply,
  type SiteSettings,
  toPounds,
} from "@cloudoc/contract";
import type { Executor } from "../../platform/db/client";
import { defaultCardOf } from "../billing/cards";
import { getSiteSettings } from "../settings/service";
import { type PackageSubscription, packageFactsOf } from "./facts";
import { paidPlanOf, periodPrice } from "./pricing";
import { latestRenewals, type RenewalRow } from "./renewal-rows";

/** What the subscriptions screen shows: the company's package subscriptions and where each stands. */

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Until when an ended subscription's documents may still be downloaded (null: not ended, or past). */
export function downloadWindowOf(sub: Pick<PackageSubscription, "endedAt">, now: Date): Date | null {
  if (!sub.endedAt) return null;
  const until = daysAfter(sub.endedAt, expiredDownloadDays);
  return until.getTime() > now.getTime() ? until : null;
}

/** The price of one period of the subscription on its plan now, and on the plan of its next period. */
export async function pricesOf(
  executor: Executor,
  settings: SiteSettings,
  sub: PackageSubscription,
  now: Date,
) {
  const current = await periodPrice(executor, settings, sub, paidPlanOf(sub.plan, null), now);
  const next = await periodPrice(executor, settings, sub, paidPlanOf(sub.plan, sub.row.nextPlan), now);
  return { current, next };
}

async function itemOf(
  executor: Executor,
  settings: SiteSettings,
  sub: PackageSubscription,
  renewal: RenewalRow | undefined,
  context: { now: Date; hasCard: boolean },
): Promise<PlanListItem> {
  const { current, next } = await pricesOf(executor, settings, sub, context.now);
  const line = current.lines[0];
  const priced = new Map(line?.price.addOns.map((addOn) => [addOn.type, addOn.unitPence]));
  const open = sub.status === "active" || sub.status === "past_due";
  const trialWithoutCard = sub.plan === "trial" && !context.hasCard;
  const stops = sub.row.cancelAtPeriodEnd || trialWithoutCard;
  const retrying = sub.status === "past_due" && renewal?.status !== "paid";
  return {
    _id: sub.id,
    packageId: sub.packageId,
    packageName: line?.facts.name ?? "",
    plan: sub.plan,
    status: sub.status,
    startsAt: sub.startsAt.toISOString(),
    periodEnd: sub.endsAt.toISOString(),
    renewsAt: sub.status === "active" && !stops ? sub.endsAt.toISOString() : null,
    expiresAt: !open
      ? null
      : sub.status === "past_due"
        ? iso(sub.graceEndsAt)
        : stops
          ? iso(sub.endsAt)
          : null,
    endedAt: iso(sub.endedAt),
    nextPlan: sub.row.nextPlan === "monthly" || sub.row.nextPlan === "yearly" ? sub.row.nextPlan : null,
    cancelAtPeriodEnd: sub.row.cancelAtPeriodEnd,
    licenseFee: toPounds(line?.price.licencePence ?? sub.row.licenceFeePence),
    price: toPounds(current.totals.totalPence),
    nextPrice: toPounds(next.totals.totalPence),
    addOns: sub.addOnRows.map((addOn) => ({
      type: addOn.addOn,
      plan: addOn.plan,
      status: addOn.status,
      price: toPounds(priced.get(addOn.addOn) ?? addOn.pricePence),
      endsAt: iso(addOn.endsAt),
    })),
    renewal: {
      graceEndsAt: iso(sub.graceEndsAt),
      nextAttemptAt: retrying ? iso(renewal?.nextAttemptAt ?? null) : null,
      attempts: retrying ? (renewal?.attempts ?? 0) : 0,
      lastError: retrying ? (renewal?.lastError ?? null) : null,
    },
    downloadUntil: iso(downloadWindowOf(sub, context.now)),
  };
}

/** POST /user/planList: a page of the company's package subscriptions, latest first, and its state. */
export async function planList(
  executor: Executor,
  companyId: string,
  page: { skip: number; limit: number },
  now: Date,
): Promise<PlanListReply> {
  const [all, settings, defaultCard] = await Promise.all([
    packageFactsOf(executor, companyId),
    getSiteSettings(executor),
    defaultCardOf(executor, companyId),
  ]);
  const hasCard = defaultCard !== undefined;
  const shown = all.slice(page.skip, page.skip + page.limit);
  const renewals = await latestRenewals(
    executor,
    companyId,
    shown.map((sub) => sub.id),
  );
  const planListItems: PlanListItem[] = [];
  for (const sub of shown) {
    planListItems.push(await itemOf(executor, settings, sub, renewals.get(sub.id), { now, hasCard }));
  }
  const held = entitlementsAt(all, now);
  const current = all.find((sub) => isLive(sub, now));
  const currentEnd = current ? Math.max(current.endsAt.getTime(), current.graceEndsAt?.getTime() ?? 0) : null;
  return {
    status: all.length === 0 ? 2 : 1,
    response: all.length === 0 ? messages.noRecordsFound : "",
    planList: planListItems,
    total: all.length,
    userPlan: current ? { _id: current.id, plan: current.plan, status: current.status } : null,
    subscribedDateObj: current ? current.startsAt.toISOString() : null,
    expireDateObj: currentEnd ? new Date(currentEnd).toISOString() : null,
    banner: held.banner,
    bannerText: held.bannerText,
    downloadUntil: iso(held.downloadUntil),
    hasDefaultCard: hasCard,
  };
}
