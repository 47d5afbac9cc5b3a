import {
  type AddOnType,
  cartTotals,
  type PaidPlan,
  type PlanType,
  priceLine,
  type SiteSettings,
  type StoredCartLine,
} from "@cloudoc/contract";
import type { Executor } from "../../platform/db/client";
import type { PricedCart } from "../cart/pricing";
import { packagesById } from "../catalogue/on-sale";
import type { PackageSubscription } from "./facts";

const asPaid = (plan: PlanType | null): PaidPlan | null =>
  plan === "monthly" || plan === "yearly" ? plan : null;

/**
 * The plan the next period is charged on: the one chosen for it, else the current one; a trial
 * converts to monthly unless another was chosen (issue 22).
 */
export const paidPlanOf = (plan: PlanType, nextPlan: PlanType | null): PaidPlan =>
  asPaid(nextPlan) ?? asPaid(plan) ?? "monthly";

/** The add-ons a period renews: all but printing, a one-off service. */
export const renewedAddOns = (sub: Pick<PackageSubscription, "addOns">): AddOnType[] =>
  sub.addOns.filter((addOn) => addOn.type !== "printing").map((addOn) => addOn.type);

/**
 * One period of a package subscription on `plan`, priced by the existing rules (priceLine) from
 * the catalogue and settings as they are at `now`, as a one-line cart: the renewal's order is
 * made from it. A package withdrawn from sale still renews for its subscribers.
 */
export async function periodPrice(
  executor: Executor,
  settings: SiteSettings,
  sub: Pick<PackageSubscription, "packageId" | "addOns">,
  plan: PaidPlan,
  now: Date,
): Promise<PricedCart> {
  const facts = (await packagesById(executor, [sub.packageId], { onSaleOnly: false })).get(sub.packageId);
  if (!facts) throw new Error(`package ${sub.packageId} is gone`);
  const line: Extract<StoredCartLine, { kind: "package" }> = {
    kind: "package",
    id: sub.packageId,
    sendtype: "subscription",
    planType: plan,
    addOns: renewedAddOns(sub),
    addedAt: now.toISOString(),
  };
  const price = priceLine(settings, { kind: "package", ...facts, planType: plan, addOns: line.addOns }, now);
  return { lines: [{ line, facts, price }], totals: cartTotals([price]), settings };
}

/** The package's name, on sale or not (for emails and order lines). */
export async function packageNameOf(executor: Executor, packageId: string): Promise<string> {
  const facts = await packagesById(executor, [packageId], { onSaleOnly: false });
  return facts.get(packageId)?.name ?? "";
}
