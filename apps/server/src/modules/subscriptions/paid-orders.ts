import type { CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Executor } from "../../platform/db/client";
import type { Order, OrderLine } from "../orders/service";
import { getSiteSettings } from "../settings/service";
import { attachAddOns } from "./add-ons";
import { packageFactsOf, packageSubscriptionOf } from "./facts";
import { extendTo } from "./periods";
import { settlePaid } from "./renewal-rows";
import { activateOrder, type PaidItem, type SubscriptionActivated } from "./service";

/**
 * What a paid order changes in the company's subscriptions, inside the paying transaction
 * (payments' completeOrder), whoever completed it: the call that charged, the success call after
 * the customer confirmed with their bank, or the provider's webhook. So an order is settled the
 * same way whichever of them comes first.
 */

/** Who paid, for the audit events (null user: a provider's webhook or the billing job). */
export interface PaidBy {
  actorUserId: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** Who paid: a signed-in company user. */
export const paidBy = (actor: CompanyActor): PaidBy => ({
  actorUserId: actor.userId,
  ip: actor.origin.ip,
  userAgent: actor.origin.userAgent,
});

/** Who paid: nobody present (the billing job settling a payment the provider completed). */
export const byBillingJob: PaidBy = { actorUserId: null, ip: null, userAgent: null };

/** A purchase's lines: new packages (with their add-ons) and documents, and add-ons for packages held. */
function purchaseOf(lines: OrderLine[]) {
  const items: PaidItem[] = [];
  const packages = new Map<string, Extract<PaidItem, { kind: "package" }>>();
  const forHeld = new Map<string, OrderLine[]>();
  for (const line of lines) {
    if (line.kind === "document" && line.templateId) {
      items.push({ kind: "document", templateId: line.templateId, licenceFeePence: line.pricePence });
    } else if (line.kind === "licence" && line.packageId && line.plan) {
      const item = {
        kind: "package" as const,
        packageId: line.packageId,
        plan: line.plan,
        licenceFeePence: line.pricePence,
        addOns: [],
      };
      packages.set(line.packageId, item);
      items.push(item);
    }
  }
  for (const line of lines) {
    if (line.kind !== "addon" || !line.packageId || !line.addOn) continue;
    const item = packages.get(line.packageId);
    if (item) item.addOns.push({ type: line.addOn, pricePence: line.pricePence });
    else forHeld.set(line.packageId, [...(forHeld.get(line.packageId) ?? []), line]);
  }
  return { items, forHeld };
}

/** Add-ons bought for a package the company holds: onto its live subscription (else its latest). */
async function addToHeld(tx: Executor, order: Order, lines: OrderLine[], by: PaidBy, now: Date) {
  const packageId = lines[0]?.packageId;
  const held = (await packageFactsOf(tx, order.companyId)).filter((sub) => sub.packageId === packageId);
  const sub = held.find((s) => s.status === "active" || s.status === "past_due") ?? held[0];
  if (!sub) throw new Error(`add-ons of order ${order.id} for a package the company never held`);
  await attachAddOns(tx, sub, lines, now);
  await recordAudit(tx, {
    companyId: order.companyId,
    ...by,
    action: "subscription.add-ons-added",
    entityType: "subscription",
    entityId: sub.id,
    detail: { orderId: order.id, addOns: lines.map((line) => line.addOn) },
  });
}

/**
 * A renewal's order (or document management renewed) pays the period its renewal row holds: the
 * row becomes paid and the subscription runs to the period's end. The row is held from the charge
 * until this transaction (decision 023), so a renewal order always finds it.
 */
async function renewByOrder(tx: Executor, order: Order, by: PaidBy, now: Date) {
  const row = await settlePaid(tx, order.companyId, order.id, now);
  if (!row) throw new Error(`renewal order ${order.id} has no renewal waiting for it`);
  const sub = await packageSubscriptionOf(tx, order.companyId, row.subscriptionId, { lock: true });
  if (!sub) throw new Error(`renewal ${row.id} has no subscription`);
  await extendTo(tx, sub, { end: row.periodEnd, plan: row.plan }, now);
  await recordAudit(tx, {
    companyId: order.companyId,
    ...by,
    action: "subscription.renewed",
    entityType: "subscription",
    entityId: sub.id,
    detail: {
      orderId: order.id,
      amountPence: order.totalPence,
      plan: row.plan,
      periodEnd: row.periodEnd.toISOString(),
      source: row.source,
      ...(order.couponCode ? { coupon: order.couponCode } : {}),
    },
  });
}

/** Applies a paid order to the subscriptions; answers the subscriptions it started. */
export async function applyPaidOrder(
  tx: Executor,
  order: Order,
  lines: OrderLine[],
  by: PaidBy,
): Promise<SubscriptionActivated[]> {
  const now = order.paidAt ?? new Date();
  if (order.kind !== "purchase") {
    await renewByOrder(tx, order, by, now);
    return [];
  }
  const { items, forHeld } = purchaseOf(lines);
  for (const bought of forHeld.values()) await addToHeld(tx, order, bought, by, now);
  return activateOrder(tx, order, items, await getSiteSettings(tx), now);
}
