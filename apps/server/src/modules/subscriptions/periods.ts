import type { AuditAction, PlanType } from "@cloudoc/contract";
import { eq, inArray, ne, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import type { PackageSubscription, SubscriptionRow } from "./facts";
import type { CoveredPeriod } from "./renewal-rows";
import { subscriptionAddOns, subscriptions } from "./tables";

/**
 * How a package subscription moves between its states (issue 22). Each change is one conditional
 * UPDATE of the subscription and its add-ons (printing, a one-off service, keeps its own state),
 * in the caller's transaction, with the time read from the platform clock.
 */

type Status = SubscriptionRow["status"];
const open: Status[] = ["active", "past_due"];

async function setAddOns(
  tx: Executor,
  sub: PackageSubscription,
  values: Partial<typeof subscriptionAddOns.$inferInsert>,
) {
  await tx
    .update(subscriptionAddOns)
    .set(values)
    .where(
      ofCompany(
        subscriptionAddOns,
        sub.row.companyId,
        eq(subscriptionAddOns.subscriptionId, sub.id),
        ne(subscriptionAddOns.addOn, "printing"),
      ),
    );
}

/** A paid period: the subscription runs to its end on its plan, active, with nothing pending. */
export async function extendTo(
  tx: Executor,
  sub: PackageSubscription,
  period: Pick<CoveredPeriod, "end"> & { plan: PlanType },
  now: Date,
) {
  await tx
    .update(subscriptions)
    .set({
      status: "active",
      endsAt: period.end,
      plan: period.plan,
      nextPlan: null,
      graceEndsAt: null,
      endedAt: null,
      cancelAtPeriodEnd: false,
      cancelRequestedAt: null,
      updatedAt: now,
    })
    .where(ofCompany(subscriptions, sub.row.companyId, eq(subscriptions.id, sub.id)));
  await setAddOns(tx, sub, { status: "active", endsAt: period.end, plan: period.plan });
}

/** A renewal failed: past due, open until the grace end (set by the first failure only). */
export async function markPastDue(tx: Executor, sub: PackageSubscription, graceEndsAt: Date, now: Date) {
  const [row] = await tx
    .update(subscriptions)
    .set({
      status: "past_due",
      graceEndsAt: sql`coalesce(${subscriptions.graceEndsAt}, ${graceEndsAt.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(
      ofCompany(
        subscriptions,
        sub.row.companyId,
        eq(subscriptions.id, sub.id),
        inArray(subscriptions.status, open),
        eq(subscriptions.endsAt, sub.endsAt),
      ),
    )
    .returning();
  if (row) await setAddOns(tx, sub, { status: "past_due" });
  return row;
}

const endActions: Record<"expired" | "cancelled", AuditAction> = {
  expired: "subscription.expired",
  cancelled: "subscription.cancelled",
};

/**
 * Ends a subscription (cancelled at its period end, expired after grace or a trial without a
 * card) as of `endedAt`, from which the 90-day download window runs. Nothing else is touched: the
 * company's documents stay, and renewing restores it. Answers the row, or undefined if it had
 * already ended.
 */
export async function endSubscription(
  tx: Executor,
  sub: PackageSubscription,
  change: {
    status: "expired" | "cancelled";
    endedAt: Date;
    now: Date;
    actorUserId: string | null;
    reason: string;
  },
) {
  const [row] = await tx
    .update(subscriptions)
    .set({ status: change.status, endedAt: change.endedAt, updatedAt: change.now })
    .where(
      ofCompany(
        subscriptions,
        sub.row.companyId,
        eq(subscriptions.id, sub.id),
        inArray(subscriptions.status, open),
      ),
    )
    .returning();
  if (!row) return undefined;
  await setAddOns(tx, sub, { status: change.status });
  await recordAudit(tx, {
    companyId: sub.row.companyId,
    actorUserId: change.actorUserId,
    action: endActions[change.status],
    entityType: "subscription",
    entityId: sub.id,
    detail: { reason: change.reason, endedAt: change.endedAt.toISOString() },
  });
  return row;
}
