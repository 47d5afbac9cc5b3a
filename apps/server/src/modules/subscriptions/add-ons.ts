import { type AddOnType, addOnPence, normaliseAddOns, type SiteSettings } from "@cloudoc/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import type { NewOrderLine } from "../orders/service";
import type { PackageSubscription } from "./facts";
import { paidPlanOf } from "./pricing";
import { subscriptionAddOns } from "./tables";

/**
 * Add-ons bought for a package subscription already held (issue 22). The merge rules are the
 * cart's (plan-selection.ts): management with updates is combo. What is charged is what the
 * merged set has that the subscription did not: a combo that replaces updates or management is
 * charged in full and takes their place. Each runs to the subscription's period end and renews
 * with it; bought mid-period, the period's full fee is charged (decision 023).
 */

const held = (sub: PackageSubscription) => sub.addOnRows.map((row) => row.addOn);

/** The add-ons to charge for: new in the merged set (empty: all already held). */
export function addOnsToBuy(sub: PackageSubscription, wanted: AddOnType[]): AddOnType[] {
  const before = new Set(normaliseAddOns(held(sub)));
  return normaliseAddOns([...held(sub), ...wanted]).filter((addOn) => !before.has(addOn));
}

/** The order lines of the add-ons, priced on the subscription's paid plan. */
export function addOnLines(
  settings: SiteSettings,
  sub: PackageSubscription,
  addOns: AddOnType[],
  packageName: string,
): NewOrderLine[] {
  const plan = paidPlanOf(sub.plan, null);
  return addOns.map((addOn) => {
    const pence = addOnPence(settings, addOn, plan);
    return {
      kind: "addon" as const,
      packageId: sub.packageId,
      addOn,
      plan,
      name: packageName,
      listPence: pence,
      discountPence: 0,
      pricePence: pence,
    };
  });
}

/** Adds the paid add-ons to the subscription, in the paying transaction; combo replaces its halves. */
export async function attachAddOns(tx: Executor, sub: PackageSubscription, lines: NewOrderLine[], now: Date) {
  const companyId = sub.row.companyId;
  const bought = lines.flatMap((line) => (line.addOn ? [line.addOn] : []));
  if (bought.includes("combo")) {
    await tx
      .delete(subscriptionAddOns)
      .where(
        ofCompany(
          subscriptionAddOns,
          companyId,
          and(
            eq(subscriptionAddOns.subscriptionId, sub.id),
            inArray(subscriptionAddOns.addOn, ["updates", "management"]),
          ),
        ),
      );
  }
  await tx
    .insert(subscriptionAddOns)
    .values(
      lines.flatMap((line) =>
        line.addOn
          ? [
              {
                subscriptionId: sub.id,
                companyId,
                addOn: line.addOn,
                plan: line.plan ?? sub.plan,
                pricePence: line.pricePence,
                startsAt: now,
                endsAt: line.addOn === "printing" ? null : sub.endsAt,
                status: sub.status,
              },
            ]
          : [],
      ),
    )
    .onConflictDoNothing();
}
