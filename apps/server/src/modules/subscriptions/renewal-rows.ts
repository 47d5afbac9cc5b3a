import {
  daysAfter,
  type PaidPlan,
  planPeriodEnd,
  renewalGraceDays,
  renewalRetryDays,
  type SiteSettings,
} from "@cloudoc/contract";
import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import type { PackageSubscription } from "./facts";
import { paidPlanOf } from "./pricing";
import { subscriptionRenewals } from "./tables";

/**
 * The renewal rows (decision 023): one per subscription and unpaid period, keyed by the period's
 * start, i.e. the subscription's end when the renewal was due. The row is claimed pending (or
 * failed) → charging with one conditional UPDATE before any card is charged, so a rerun, a second
 * process or a double click charges a period at most once.
 */

export type RenewalRow = typeof subscriptionRenewals.$inferSelect;

/** A claim older than this was left by a process that died mid-charge; it may be taken over. */
const staleClaimMinutes = 15;

/** The period a renewal pays for: from the old period end, or from now when the subscription had ended. */
export interface CoveredPeriod {
  start: Date;
  end: Date;
  plan: PaidPlan;
}

export function coveredPeriod(
  sub: PackageSubscription,
  settings: SiteSettings,
  now: Date,
  plan?: PaidPlan,
): CoveredPeriod {
  const ended = sub.status === "expired" || sub.status === "cancelled";
  const start = ended ? now : sub.endsAt;
  const paid = plan ?? paidPlanOf(sub.plan, sub.row.nextPlan);
  return { start, end: planPeriodEnd(settings, paid, start), plan: paid };
}

/** The renewal row of the subscription's unpaid period (made pending, due at the period end, if new). */
export async function ensureRenewal(
  executor: Executor,
  sub: PackageSubscription,
  period: CoveredPeriod,
  amountPence: number,
  source: RenewalRow["source"],
): Promise<RenewalRow> {
  await executor
    .insert(subscriptionRenewals)
    .values({
      companyId: sub.row.companyId,
      subscriptionId: sub.id,
      periodStart: sub.endsAt,
      periodEnd: period.end,
      plan: period.plan,
      amountPence,
      nextAttemptAt: sub.endsAt,
      source,
    })
    .onConflictDoNothing();
  const [row] = await executor
    .select()
    .from(subscriptionRenewals)
    .where(
      ofCompany(
        subscriptionRenewals,
        sub.row.companyId,
        eq(subscriptionRenewals.subscriptionId, sub.id),
        eq(subscriptionRenewals.periodStart, sub.endsAt),
      ),
    );
  if (!row) throw new Error("renewal row was not made");
  return row;
}

/**
 * Claims the row for one charge: pending or failed → charging (the automatic job only once its
 * next attempt is due; a manual renewal at once), or a stale claim taken over with the same
 * attempt number, so the provider's idempotency key is the same and it charges once. The period,
 * plan and amount of this attempt are written with the claim. Answers the row, or undefined when
 * another run holds it or nothing is due.
 */
export async function claimRenewal(
  executor: Executor,
  row: RenewalRow,
  now: Date,
  attempt: { manual: boolean; period: CoveredPeriod; amountPence: number },
): Promise<RenewalRow | undefined> {
  const open = inArray(subscriptionRenewals.status, ["pending", "failed"]);
  const due = attempt.manual ? open : and(open, lte(subscriptionRenewals.nextAttemptAt, now));
  const stale = and(
    eq(subscriptionRenewals.status, "charging"),
    lt(subscriptionRenewals.updatedAt, new Date(now.getTime() - staleClaimMinutes * 60_000)),
  );
  const [claimed] = await executor
    .update(subscriptionRenewals)
    .set({
      status: "charging",
      attempts: sql`case when ${subscriptionRenewals.status} = 'charging' then ${subscriptionRenewals.attempts} else ${subscriptionRenewals.attempts} + 1 end`,
      periodEnd: attempt.period.end,
      plan: attempt.period.plan,
      amountPence: attempt.amountPence,
      source: attempt.manual ? "manual" : "automatic",
      updatedAt: now,
    })
    .where(
      ofCompany(subscriptionRenewals, row.companyId, eq(subscriptionRenewals.id, row.id), or(due, stale)),
    )
    .returning();
  return claimed;
}

/**
 * The claim's charge made `orderId`: the row keeps it, still charging while the order is paid in
 * the same transaction, or confirming while the customer confirms the payment with their bank.
 * Undefined if this claim no longer holds the row.
 */
export async function holdForOrder(
  executor: Executor,
  row: RenewalRow,
  change: { orderId: string; status: "charging" | "confirming"; now: Date },
) {
  const [held] = await executor
    .update(subscriptionRenewals)
    .set({ status: change.status, orderId: change.orderId, updatedAt: change.now })
    .where(
      ofCompany(
        subscriptionRenewals,
        row.companyId,
        eq(subscriptionRenewals.id, row.id),
        eq(subscriptionRenewals.status, "charging"),
        eq(subscriptionRenewals.attempts, row.attempts),
      ),
    )
    .returning();
  return held;
}

/** The row holding `orderId` (charging or confirming) → paid; undefined if none holds it. */
export async function settlePaid(executor: Executor, companyId: string, orderId: string, now: Date) {
  const [paid] = await executor
    .update(subscriptionRenewals)
    .set({ status: "paid", nextAttemptAt: null, lastError: null, updatedAt: now })
    .where(
      ofCompany(
        subscriptionRenewals,
        companyId,
        eq(subscriptionRenewals.orderId, orderId),
        inArray(subscriptionRenewals.status, ["charging", "confirming"]),
      ),
    )
    .returning();
  return paid;
}

/** The renewal row holding one of the company's orders (a renewal's order), if any. */
export async function renewalOfOrder(executor: Executor, companyId: string, orderId: string) {
  const [row] = await executor
    .select()
    .from(subscriptionRenewals)
    .where(ofCompany(subscriptionRenewals, companyId, eq(subscriptionRenewals.orderId, orderId)));
  return row;
}

/** A claim (charging, or confirming with the customer) older than the stale limit at `now`. */
export const isStale = (row: RenewalRow, now: Date) =>
  row.updatedAt.getTime() < now.getTime() - staleClaimMinutes * 60_000;

/** The grace period of a renewal due at `periodStart`: 14 days. */
export const graceEndOf = (periodStart: Date) => daysAfter(periodStart, renewalGraceDays);

/** The next retry after `now`: days 1, 3 and 7 after the period end, never past the grace end. */
export function nextRetryAfter(periodStart: Date, now: Date): Date | null {
  const retry = renewalRetryDays
    .map((days) => daysAfter(periodStart, days))
    .find((at) => at.getTime() > now.getTime());
  return retry && retry.getTime() < graceEndOf(periodStart).getTime() ? retry : null;
}

/**
 * charging or confirming → failed (or back to pending for an early manual renewal whose period
 * has not begun), if the row is still as the caller read it: the automatic job schedules the next
 * retry; a manual attempt leaves the schedule as it was. The failed order is let go.
 */
export async function settleFailed(
  executor: Executor,
  row: RenewalRow,
  now: Date,
  failure: { reason: string; manual: boolean },
): Promise<RenewalRow | undefined> {
  const begun = row.periodStart.getTime() <= now.getTime();
  const [failed] = await executor
    .update(subscriptionRenewals)
    .set({
      status: begun ? "failed" : "pending",
      orderId: null,
      lastError: failure.reason,
      nextAttemptAt: failure.manual ? row.nextAttemptAt : nextRetryAfter(row.periodStart, now),
      updatedAt: now,
    })
    .where(
      ofCompany(
        subscriptionRenewals,
        row.companyId,
        eq(subscriptionRenewals.id, row.id),
        eq(subscriptionRenewals.status, row.status),
        eq(subscriptionRenewals.attempts, row.attempts),
      ),
    )
    .returning();
  return failed;
}

/** The latest renewal row of each subscription: where it stands (grace, next retry). */
export async function latestRenewals(executor: Executor, companyId: string, subscriptionIds: string[]) {
  if (subscriptionIds.length === 0) return new Map<string, RenewalRow>();
  const rows = await executor
    .select()
    .from(subscriptionRenewals)
    .where(
      ofCompany(
        subscriptionRenewals,
        companyId,
        inArray(subscriptionRenewals.subscriptionId, subscriptionIds),
      ),
    )
    .orderBy(subscriptionRenewals.periodStart);
  return new Map(rows.map((row) => [row.subscriptionId, row]));
}
