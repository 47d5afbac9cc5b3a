import { type AddOnType, coversUpdates, type PlanSelection, toPence } from "@cloudoc/contract";
import type { OfflineCartLine } from "../../lib/cart-storage";

/**
 * The offline cart's lines (spec 000 §3 Cart item) as this browser writes them. The server reads
 * these names when the cart moves to it at sign-in or registration (contract `cartLineFromClient`,
 * decision 009) and prices every line again; prices kept here are for display only. This module
 * imports nothing from the contract's schema files, so Add To Cart loads no zod.
 */

/** The plan a new line starts on: the contract's defaultPlanType (a test keeps them equal). */
export const newLinePlan = "yearly" as const;

/** What the catalogue pages hand to addToCart. */
export interface PackageForCart {
  id: string;
  name: string;
  slug: string;
  /** The licence fee in pounds. */
  price: number;
  image: string;
  description: string;
}

/** A line with its plan type and add-ons written under every name the spec's cart item has. */
export function withSelection(line: OfflineCartLine, selection: PlanSelection): OfflineCartLine {
  const { planType, addOns } = selection;
  const monthly = planType !== "yearly";
  const has = (addOn: AddOnType) => addOns.includes(addOn);
  return {
    ...line,
    selectedPackages: [...addOns],
    updatePlanPurchase: coversUpdates(addOns),
    planId: planType,
    renewalPlan: planType,
    licenceType: planType,
    packagePlanType: planType,
    monthlyUpdates: monthly && has("updates"),
    yearlyUpdates: !monthly && has("updates"),
    monthlyManagement: monthly && has("management"),
    yearlyManagement: !monthly && has("management"),
    monthlyCombo: monthly && has("combo"),
    yearlyCombo: !monthly && has("combo"),
    monthlyPro: monthly && has("pro"),
    yearlyPro: !monthly && has("pro"),
    printing: has("printing"),
  };
}

/** The line addToCart writes for a package: the Annual Plan (the default plan), no add-ons. */
export function offlineLineFor(pkg: PackageForCart): OfflineCartLine {
  return withSelection(
    {
      id: pkg.id,
      name: pkg.name,
      price: pkg.price,
      slug: pkg.slug,
      images: pkg.image ? [pkg.image] : [],
      description: pkg.description,
      sendtype: "subscription",
      quantity: 1,
      total: pkg.price,
    },
    { planType: newLinePlan, addOns: [] },
  );
}

/** The licence fee (pence) an offline line carries, or null when it has none. */
export function offlineLicencePence(line: OfflineCartLine): number | null {
  const price = typeof line.price === "string" ? Number.parseFloat(line.price) : line.price;
  return typeof price === "number" && Number.isFinite(price) && price >= 0 ? toPence(price) : null;
}
