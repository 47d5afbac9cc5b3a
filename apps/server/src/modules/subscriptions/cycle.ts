import { daysAfter, expiredDownloadDays, trialReminderDays } from "@cloudoc/contract";
import { and, asc, eq, gt, inArray, isNull, lte, or, type SQL } from "drizzle-orm";
import { acrossCompanies, ofCompany } from "../../platform/db/tenant";
import { defaultCardOf } from "../billing/cards";
import { getSiteSettings } from "../settings/service";
import { type PackageSubscription, packageSubscriptionOf } from "./facts";
import { tellCompany } from "./mails";
import { endSubscription } from "./periods";
import { packageNameOf, paidPlanOf, periodPrice } from "./pricing";
import { type BillingContext, renewSubscription } from "./renewal";
import { subscriptions } from "./tables";

/**
 * The billing cycle (the hourly `subscriptions.renewals` job): subscriptions cancelled at their
 * period end stop, due periods are renewed (and failed ones retried), those whose grace ran out
 * expire, and trials ending within 3 days are reminded once. Each step re-reads and changes rows
 * with conditional updates, so a rerun or a second process at the same time does nothing twice.
 */

/** Subscriptions handled per query, so memory stays flat however many are due. */
const pageSize = 50;

export interface CycleReport {
  cancelled: number;
  renewed: number;
  failed: number;
  expired: number;
  reminded: number;
}

/** Walks the package subscriptions matching `where` (across companies: a job), a page at a time. */
async function* dueSubscriptions(context: BillingContext, where: SQL | undefined) {
  let after: string | null = null;
  for (;;) {
    const page: { id: string; companyId: string }[] = await context.platform.db
      .select({ id: subscriptions.id, companyId: subscriptions.companyId })
      .from(acrossCompanies(subscriptions))
      .where(and(eq(subscriptions.kind, "package"), where, after ? gt(subscriptions.id, after) : undefined))
      .orderBy(asc(subscriptions.id))
      .limit(pageSize);
    for (const { id, companyId } of page) {
      const sub = await packageSubscriptionOf(context.platform.db, companyId, id);
      if (sub) yield sub;
    }
    if (page.length < pageSize) return;
    after = page[page.length - 1]?.id ?? null;
  }
}

/** Ends a subscription from the job and, when it expired, tells the company. */
async function end(
  context: BillingContext,
  sub: PackageSubscription,
  change: { status: "expired" | "cancelled"; endedAt: Date; reason: string },
) {
  const now = context.platform.clock.now();
  const ended = await context.platform.db.transaction((tx) =>
    endSubscription(tx, sub, { ...change, now, actorUserId: null }),
  );
  if (!ended || change.status !== "expired") return Boolean(ended);
  await tellCompany(context.platform, context.log, {
    companyId: sub.row.companyId,
    packageName: await packageNameOf(context.platform.db, sub.packageId),
    dedupeKey: `subscription-expired:${sub.id}:${change.endedAt.toISOString()}`,
    news: { kind: "expired", downloadUntil: daysAfter(change.endedAt, expiredDownloadDays) },
  });
  return true;
}

const open = inArray(subscriptions.status, ["active", "past_due"]);

/** Cancelled at the period end: at the end it stops, and nothing is charged. */
async function endCancelled(context: BillingContext, now: Date): Promise<number> {
  let count = 0;
  const due = and(open, eq(subscriptions.cancelAtPeriodEnd, true), lte(subscriptions.endsAt, now));
  for await (const sub of dueSubscriptions(context, due)) {
    if (
      await end(context, sub, { status: "cancelled", endedAt: sub.endsAt, reason: "cancelled at period end" })
    ) {
      count += 1;
    }
  }
  return count;
}

/** Periods that ended (and failed ones whose retry is due) are charged; a trial with no card expires. */
async function renewDue(context: BillingContext, now: Date) {
  const report = { renewed: 0, failed: 0, expired: 0 };
  const due = and(
    open,
    eq(subscriptions.cancelAtPeriodEnd, false),
    lte(subscriptions.endsAt, now),
    or(isNull(subscriptions.graceEndsAt), gt(subscriptions.graceEndsAt, now)),
  );
  for await (const sub of dueSubscriptions(context, due)) {
    const card = await defaultCardOf(context.platform.db, sub.row.companyId);
    if (sub.plan === "trial" && !card) {
      if (
        await end(context, sub, {
          status: "expired",
          endedAt: sub.endsAt,
          reason: "trial ended without a card",
        })
      ) {
        report.expired += 1;
      }
      continue;
    }
    const outcome = await renewSubscription(context, sub, { manual: false, actorUserId: null });
    if (outcome.kind === "renewed") report.renewed += 1;
    if (outcome.kind === "failed") report.failed += 1;
  }
  return report;
}

/** Past due with the grace period over: the subscription expires (nothing is deleted). */
async function expireAfterGrace(context: BillingContext, now: Date): Promise<number> {
  let count = 0;
  const due = and(eq(subscriptions.status, "past_due"), lte(subscriptions.graceEndsAt, now));
  for await (const sub of dueSubscriptions(context, due)) {
    const endedAt = sub.graceEndsAt ?? now;
    if (await end(context, sub, { status: "expired", endedAt, reason: "grace period ended" })) count += 1;
  }
  return count;
}

/**
 * Trials ending within 3 days get one reminder: the row is marked in a conditional update first,
 * so two runs at once remind once.
 */
async function remindTrials(context: BillingContext, now: Date): Promise<number> {
  const { platform, log } = context;
  let count = 0;
  const due = and(
    eq(subscriptions.status, "active"),
    eq(subscriptions.plan, "trial"),
    eq(subscriptions.cancelAtPeriodEnd, false),
    isNull(subscriptions.trialReminderAt),
    gt(subscriptions.endsAt, now),
    lte(subscriptions.endsAt, daysAfter(now, trialReminderDays)),
  );
  const settings = await getSiteSettings(platform.db);
  for await (const sub of dueSubscriptions(context, due)) {
    const [marked] = await platform.db
      .update(subscriptions)
      .set({ trialReminderAt: now })
      .where(
        ofCompany(
          subscriptions,
          sub.row.companyId,
          eq(subscriptions.id, sub.id),
          isNull(subscriptions.trialReminderAt),
        ),
      )
      .returning({ id: subscriptions.id });
    if (!marked) continue;
    const plan = paidPlanOf(sub.plan, sub.row.nextPlan);
    const cart = await periodPrice(platform.db, settings, sub, plan, now);
    await tellCompany(platform, log, {
      companyId: sub.row.companyId,
      packageName: cart.lines[0]?.facts.name ?? "",
      dedupeKey: `trial-ending:${sub.id}`,
      news: { kind: "trial-ending", trialEndsAt: sub.endsAt, amountPence: cart.totals.totalPence, plan },
    });
    count += 1;
  }
  return count;
}

/** One run of the cycle at the platform clock's now. */
export async function runBillingCycle(context: BillingContext): Promise<CycleReport> {
  const now = context.platform.clock.now();
  const cancelled = await endCancelled(context, now);
  const renewals = await renewDue(context, now);
  const expired = await expireAfterGrace(context, now);
  const reminded = await remindTrials(context, now);
  return { cancelled, ...renewals, expired: expired + renewals.expired, reminded };
}
