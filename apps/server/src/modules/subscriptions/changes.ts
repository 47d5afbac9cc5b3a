import {
  type Cancellation,
  messages,
  type PaidPlan,
  type PlanChange,
  planPeriodEnd,
  toPounds,
} from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { conflict, notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { getSiteSettings } from "../settings/service";
import { type PackageSubscription, packageSubscriptionOf } from "./facts";
import { endSubscription } from "./periods";
import { paidPlanOf, periodPrice } from "./pricing";
import { subscriptions } from "./tables";

/**
 * The customer's changes to a subscription (issue 22): monthly ↔ yearly from the next period,
 * cancellation at the end of the paid period and its undo. Each runs in a transaction holding
 * the subscription row, so it cannot cross a renewal of the same subscription.
 */

/** The company's subscription, locked, still running (active or past due); 404 or 409 otherwise. */
async function runningSubscription(tx: Transaction, actor: CompanyActor, subscriptionId: string) {
  const sub = await packageSubscriptionOf(tx, actor.companyId, subscriptionId, { lock: true });
  if (!sub) throw notFound();
  if (sub.status !== "active" && sub.status !== "past_due") throw conflict(messages.subscriptionEnded);
  return sub;
}

const update = (
  tx: Transaction,
  sub: PackageSubscription,
  values: Partial<typeof subscriptions.$inferInsert>,
) =>
  tx
    .update(subscriptions)
    .set(values)
    .where(ofCompany(subscriptions, sub.row.companyId, eq(subscriptions.id, sub.id)));

/**
 * GET /user/subscription/plan/update: the next period's price on `plan` and, with `confirm`, the
 * change itself (nextPlan; choosing the plan it is on clears a change made before). The current
 * period is not touched: the next renewal charges the new plan's price.
 */
export async function changePlan(
  platform: Platform,
  actor: CompanyActor,
  input: { subs_id: string; plan: PaidPlan; confirm: boolean },
): Promise<{ message: string; data: PlanChange }> {
  const now = platform.clock.now();
  return platform.db.transaction(async (tx) => {
    const sub = await runningSubscription(tx, actor, input.subs_id);
    const settings = await getSiteSettings(tx);
    const next = await periodPrice(tx, settings, sub, input.plan, now);
    const current = await periodPrice(tx, settings, sub, paidPlanOf(sub.plan, sub.row.nextPlan), now);
    const data: PlanChange = {
      subscriptionId: sub.id,
      currentPlan: sub.plan,
      nextPlan: input.plan,
      nextPeriodStart: sub.endsAt.toISOString(),
      nextPeriodEnd: planPeriodEnd(settings, input.plan, sub.endsAt).toISOString(),
      nextPrice: toPounds(next.totals.totalPence),
      currentPrice: toPounds(current.totals.totalPence),
      confirmed: input.confirm,
    };
    if (!input.confirm) return { message: messages.planChangePreview, data };
    const clears = input.plan === sub.plan;
    await update(tx, sub, { nextPlan: clears ? null : input.plan, updatedAt: now });
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "subscription.plan-changed",
      entityType: "subscription",
      entityId: sub.id,
      detail: { from: sub.plan, nextPlan: clears ? null : input.plan, from_period: data.nextPeriodStart },
    });
    return { message: clears ? messages.planChangeCleared : messages.planChangeSaved, data };
  });
}

/**
 * GET /user/subscription/cancel: the subscription stops at the end of the paid period (the job
 * ends it then and charges nothing); until then it can be undone. One that is past due has no
 * paid period left: it ends now and its retries stop.
 */
export async function cancelSubscription(
  platform: Platform,
  actor: CompanyActor,
  subscriptionId: string,
): Promise<Cancellation> {
  const now = platform.clock.now();
  return platform.db.transaction(async (tx) => {
    const sub = await runningSubscription(tx, actor, subscriptionId);
    if (sub.status === "past_due") {
      await endSubscription(tx, sub, {
        status: "cancelled",
        endedAt: now,
        now,
        actorUserId: actor.userId,
        reason: "cancelled while past due",
      });
      return { subscriptionId: sub.id, cancelAtPeriodEnd: true, endsAt: now.toISOString() };
    }
    await update(tx, sub, { cancelAtPeriodEnd: true, cancelRequestedAt: now, updatedAt: now });
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "subscription.cancel-requested",
      entityType: "subscription",
      entityId: sub.id,
      detail: { endsAt: sub.endsAt.toISOString() },
    });
    return { subscriptionId: sub.id, cancelAtPeriodEnd: true, endsAt: sub.endsAt.toISOString() };
  });
}

/** GET /user/subscription/cancel/undo: takes the cancellation back while the paid period runs. */
export async function undoCancellation(
  platform: Platform,
  actor: CompanyActor,
  subscriptionId: string,
): Promise<Cancellation> {
  const now = platform.clock.now();
  return platform.db.transaction(async (tx) => {
    const sub = await runningSubscription(tx, actor, subscriptionId);
    if (!sub.row.cancelAtPeriodEnd || sub.endsAt.getTime() <= now.getTime()) {
      throw conflict(messages.cancelNotPending);
    }
    await update(tx, sub, { cancelAtPeriodEnd: false, cancelRequestedAt: null, updatedAt: now });
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "subscription.cancel-undone",
      entityType: "subscription",
      entityId: sub.id,
    });
    return { subscriptionId: sub.id, cancelAtPeriodEnd: false, endsAt: sub.endsAt.toISOString() };
  });
}
