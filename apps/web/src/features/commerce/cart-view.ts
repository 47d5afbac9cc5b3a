import {
  type AddOnType,
  addOnPence,
  addOnTypes,
  type CartDetails,
  type CartLine,
  type FeeSettings,
  type OfferSettings,
  type PlanSelection,
  type PlanType,
  type PriceSettings,
  toPence,
  trialOfferActive,
  trialPeriodLabel,
} from "@cloudoc/contract";
import type { PublicSettings } from "../../app/site-settings";
import { addOnLabels, planLabels } from "./labels";

/**
 * What the cart page shows for a line, whether the server priced it (signed in) or the browser
 * did (the offline cart): one shape, so one component draws both. Money is pence.
 */
export interface CartLineView {
  key: string;
  id: string;
  kind: "package" | "document";
  sendtype: "subscription" | "document";
  name: string;
  slug: string;
  image: string | null;
  description: string;
  /** The plan type and add-ons of a package line; null for a document or a line that cannot be bought. */
  selection: PlanSelection | null;
  /** The licence price before any discount; null when unknown. */
  listPence: number | null;
  /** The licence price charged. */
  licencePence: number | null;
  discountPence: number;
  addOns: { type: AddOnType; plan: PlanType; unitPence: number; dueNowPence: number }[];
  /** Charged today for the line; null until it can be priced. */
  totalPence: number | null;
  trialEndsAt: string | null;
  /** False for an offline line that names nothing the shop sells (it is dropped at sign-in). */
  available: boolean;
}

export interface CartSummaryView {
  count: number;
  subtotalPence: number;
  discountPence: number;
  totalPence: number;
  /** False while a line has no price yet (the offline cart before the fees are known). */
  complete: boolean;
}

/** A line of the server's cart (POST /user/get-cart-details), in pence. */
export function serverLineView(line: CartLine): CartLineView {
  const plan = line.planId ?? "yearly";
  return {
    key: `${line.sendtype}:${line.id}`,
    id: line.id,
    kind: line.kind,
    sendtype: line.sendtype,
    name: line.name,
    slug: line.slug,
    image: line.images[0] ?? null,
    description: line.description,
    selection: line.kind === "package" ? { planType: plan, addOns: [...line.selectedPackages] } : null,
    listPence: toPence(line.licenseFee),
    licencePence: toPence(line.price),
    discountPence: toPence(line.discount),
    addOns: line.addOns.map((a) => ({
      type: a.type,
      plan: a.plan,
      unitPence: toPence(a.price),
      dueNowPence: toPence(a.dueNow),
    })),
    totalPence: toPence(line.total),
    trialEndsAt: line.trialEndsAt,
    available: true,
  };
}

export function serverSummary(details: CartDetails): CartSummaryView {
  return {
    count: details.cartDetails.length,
    subtotalPence: toPence(details.subtotal),
    discountPence: toPence(details.discount),
    totalPence: toPence(details.total),
    complete: true,
  };
}

const feeKeys = [
  "monthlyRenewalFee",
  "yearlyRenewalFee",
  "monthlyManagementFee",
  "yearlyManagementFee",
  "monthlyComboFee",
  "yearlyComboFee",
  "monthlyProFee",
  "yearlyProFee",
  "printingFee",
] as const;

/**
 * The price settings from the public site settings, or null until every fee and offer field is
 * known (the call has not answered, or answered without them).
 */
export function priceSettingsOf(settings: PublicSettings): PriceSettings | null {
  const numbers = [...feeKeys, "packageDiscountPercent", "yearlyDiscount", "singleDocumentFee"] as const;
  if (numbers.some((key) => typeof settings[key] !== "number")) return null;
  const flag = (value: unknown) => (value === 1 ? 1 : 0);
  const trialPeriod = settings.trialPeriod;
  return {
    offerStatus: flag(settings.offerStatus),
    offerExpiry: settings.offerExpiry ?? null,
    packagediscountStatus: flag(settings.packagediscountStatus),
    packageDiscountPercent: settings.packageDiscountPercent ?? 0,
    offerPackageIDS: settings.offerPackageIDS ?? [],
    trialStatus: flag(settings.trialStatus),
    trialPeriod: typeof trialPeriod === "number" || trialPeriod === "custom date" ? trialPeriod : 14,
    trialExpiry: settings.trialExpiry ?? null,
    discountStatus: flag(settings.discountStatus),
    yearlyDiscount: settings.yearlyDiscount ?? 0,
    monthlyRenewalFee: settings.monthlyRenewalFee ?? 0,
    yearlyRenewalFee: settings.yearlyRenewalFee ?? 0,
    monthlyManagementFee: settings.monthlyManagementFee ?? 0,
    yearlyManagementFee: settings.yearlyManagementFee ?? 0,
    monthlyComboFee: settings.monthlyComboFee ?? 0,
    yearlyComboFee: settings.yearlyComboFee ?? 0,
    monthlyProFee: settings.monthlyProFee ?? 0,
    yearlyProFee: settings.yearlyProFee ?? 0,
    printingFee: settings.printingFee ?? 0,
    trailsubPackages: settings.trailsubPackages ?? [],
    singleDocumentFee: settings.singleDocumentFee ?? 0,
  };
}

export interface PlanOption {
  value: PlanType;
  label: string;
}

/**
 * The plans a line can be on: Monthly Access and Annual Plan, and the trial while the trial offer
 * is on (spec 000 §4 Offers: days under 30, else months), or while the line is on it.
 */
export function planOptions(offer: OfferSettings | null, current: PlanType | null, now: Date): PlanOption[] {
  const options: PlanOption[] = [
    { value: "monthly", label: planLabels.monthly },
    { value: "yearly", label: planLabels.yearly },
  ];
  const trialOn = offer !== null && trialOfferActive(offer, now);
  if (trialOn || current === "trial") {
    const period = trialOn && offer ? ` (${trialPeriodLabel(offer, now)})` : "";
    options.push({ value: "trial", label: `${planLabels.trial}${period}` });
  }
  return options;
}

export interface AddOnOption {
  type: AddOnType;
  label: string;
  checked: boolean;
  /** Updates or Management while Combo, which includes both, is chosen. */
  includedInCombo: boolean;
  /** The fee per period on this plan (printing: the one fee); null until the fees are known. */
  unitPence: number | null;
  /** The trial covers it: nothing to pay today. */
  freeOnTrial: boolean;
}

/** The add-on choices of a package line on its plan, with their fees (spec 000 §5). */
export function addOnOptions(
  settings: (FeeSettings & { trailsubPackages?: readonly string[] }) | null,
  selection: PlanSelection,
): AddOnOption[] {
  const combo = selection.addOns.includes("combo");
  return addOnTypes.map((type) => {
    const includedInCombo = combo && (type === "updates" || type === "management");
    return {
      type,
      label: addOnLabels[type],
      checked: selection.addOns.includes(type) || includedInCombo,
      includedInCombo,
      unitPence: settings ? addOnPence(settings, type, selection.planType) : null,
      freeOnTrial:
        selection.planType === "trial" &&
        type !== "printing" &&
        (settings?.trailsubPackages ?? []).includes(type),
    };
  });
}

/**
 * What the server cart holds, as text: a checkout started for one cart is started again when
 * the cart changes (another tab, another plan choice).
 */
export function cartSignature(details: CartDetails): string {
  const lines = details.cartDetails.map(
    (line) => `${line.sendtype}:${line.id}:${line.planId ?? ""}:${line.selectedPackages.join("+")}`,
  );
  return `${lines.join("|")}=${details.total}`;
}
