import {
  type AddOnType,
  type CartDetails,
  type CartLine,
  type CartTotals,
  cartTotals,
  coversUpdates,
  type PricedLine,
  priceLine,
  type SiteSettings,
  type StoredCartLine,
  toPounds,
  trialEndsAt,
} from "@cloudoc/contract";
import type { Executor } from "../../platform/db/client";
import {
  type DocumentOnSale,
  documentsOnSale,
  type PackageOnSale,
  packagesOnSale,
} from "../catalogue/on-sale";
import { getSiteSettings } from "../settings/service";

/** A cart line with what the catalogue says about it and its price, worked out by the server. */
export type PricedCartLine =
  | { line: Extract<StoredCartLine, { kind: "package" }>; facts: PackageOnSale; price: PricedLine }
  | { line: Extract<StoredCartLine, { kind: "document" }>; facts: DocumentOnSale; price: PricedLine };

export interface PricedCart {
  lines: PricedCartLine[];
  totals: CartTotals;
  settings: SiteSettings;
}

/**
 * Prices the lines from the catalogue and the site settings as they are now (spec 000 §5);
 * a line whose package or document is no longer on sale is left out.
 */
export async function priceCart(executor: Executor, lines: StoredCartLine[], now: Date): Promise<PricedCart> {
  const settings = await getSiteSettings(executor);
  const packageIds = lines.flatMap((l) => (l.kind === "package" ? [l.id] : []));
  const documentIds = lines.flatMap((l) => (l.kind === "document" ? [l.id] : []));
  const [packagesById, documentsById] = await Promise.all([
    packagesOnSale(executor, packageIds),
    documentsOnSale(executor, documentIds),
  ]);
  const priced = lines.flatMap((line): PricedCartLine[] => {
    if (line.kind === "document") {
      const facts = documentsById.get(line.id);
      return facts
        ? [{ line, facts, price: priceLine(settings, { kind: "document", id: line.id }, now) }]
        : [];
    }
    const facts = packagesById.get(line.id);
    if (!facts) return [];
    const price = priceLine(
      settings,
      { kind: "package", ...facts, planType: line.planType, addOns: line.addOns },
      now,
    );
    return [{ line, facts, price }];
  });
  return { lines: priced, totals: cartTotals(priced.map((p) => p.price)), settings };
}

function viewOf(priced: PricedCartLine, settings: SiteSettings, now: Date): CartLine {
  const { line, facts, price } = priced;
  const addOns: AddOnType[] = line.kind === "package" ? line.addOns : [];
  const plan = price.plan;
  const monthly = plan === "monthly" || plan === "trial";
  const yearly = plan === "yearly";
  const has = (addOn: AddOnType) => addOns.includes(addOn);
  return {
    id: line.id,
    kind: line.kind,
    name: facts.name,
    slug: facts.slug,
    images: "image" in facts && facts.image ? [facts.image] : [],
    description: facts.description,
    sendtype: line.sendtype,
    quantity: 1,
    selectedPackages: addOns,
    planId: plan,
    renewalPlan: plan,
    licenceType: plan,
    packagePlanType: plan,
    updatePlanPurchase: coversUpdates(addOns),
    monthlyUpdates: monthly && has("updates"),
    yearlyUpdates: yearly && has("updates"),
    monthlyManagement: monthly && has("management"),
    yearlyManagement: yearly && has("management"),
    monthlyCombo: monthly && has("combo"),
    yearlyCombo: yearly && has("combo"),
    monthlyPro: monthly && has("pro"),
    yearlyPro: yearly && has("pro"),
    printing: has("printing"),
    licenseFee: toPounds(price.listPence),
    price: toPounds(price.licencePence),
    discount: toPounds(price.discountPence),
    addOns: price.addOns.map((a) => ({
      type: a.type,
      plan: a.plan,
      price: toPounds(a.unitPence),
      dueNow: toPounds(a.dueNowPence),
    })),
    total: toPounds(price.totalPence),
    trialEndsAt: plan === "trial" ? trialEndsAt(settings, now).toISOString() : null,
  };
}

/** The cart as the cart page shows it, in pounds. */
export function cartDetailsOf(cart: PricedCart, now: Date): CartDetails {
  return {
    cartDetails: cart.lines.map((line) => viewOf(line, cart.settings, now)),
    count: cart.lines.length,
    subtotal: toPounds(cart.totals.subtotalPence),
    discount: toPounds(cart.totals.discountPence),
    total: toPounds(cart.totals.totalPence),
  };
}
