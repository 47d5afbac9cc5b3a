import type { addOnTypes, planTypes } from "./constants";
import type { SiteSettings } from "./settings";

/**
 * The price rules (spec 000 §4 Offers, §5, spec 001 §5, §9) as pure functions shared by the
 * server, which charges, and the web, which shows. Money is integer pence throughout; pounds
 * appear only on the wire and on screen, so no sum ever drifts.
 */

export type PlanType = (typeof planTypes)[number];
export type AddOnType = (typeof addOnTypes)[number];

const dayMs = 24 * 60 * 60 * 1000;

// ---- money ----

/** Pounds (at most two decimals) to pence. */
export function toPence(pounds: number): number {
  if (!Number.isFinite(pounds)) throw new RangeError(`not an amount: ${pounds}`);
  return Math.round(pounds * 100);
}

/** Pence to pounds for the wire: an exact two-decimal number such as 424.15. */
export function toPounds(pence: number): number {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`not whole pence: ${pence}`);
  return pence / 100;
}

/** "£1,234.56" (and "-£3.00"): pounds sterling with two decimals (spec 000 §9). */
export function formatPounds(pence: number): string {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`not whole pence: ${pence}`);
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(pence);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}£${whole}.${(abs % 100).toString().padStart(2, "0")}`;
}

/**
 * `pence` reduced by `percent` per cent (spec 000 §5: licenseFee − licenseFee × token, 2 decimals).
 * The percentage is taken to two decimals and the reduction is rounded half up to the penny,
 * in exact integer arithmetic.
 */
export function percentOff(pence: number, percent: number): number {
  if (!Number.isSafeInteger(pence) || pence < 0) throw new RangeError(`not whole pence: ${pence}`);
  const basisPoints = BigInt(Math.round(Math.min(100, Math.max(0, percent)) * 100));
  const reduction = (BigInt(pence) * basisPoints + 5000n) / 10000n;
  return pence - Number(reduction);
}

// ---- offers ----

export type OfferSettings = Pick<
  SiteSettings,
  | "offerStatus"
  | "offerExpiry"
  | "packagediscountStatus"
  | "packageDiscountPercent"
  | "offerPackageIDS"
  | "trialStatus"
  | "trialPeriod"
  | "trialExpiry"
  | "discountStatus"
  | "yearlyDiscount"
>;

/** The offer is on when offerStatus is 1 and offerExpiry, if set, is still ahead. */
export function offerActive(settings: Pick<SiteSettings, "offerStatus" | "offerExpiry">, now: Date): boolean {
  if (settings.offerStatus !== 1) return false;
  if (!settings.offerExpiry) return true;
  const expiry = Date.parse(settings.offerExpiry);
  return Number.isFinite(expiry) && expiry > now.getTime();
}

/** spec 000 §4: the package offer needs the offer and the package discount on. */
export function packageOfferActive(settings: OfferSettings, now: Date): boolean {
  return offerActive(settings, now) && settings.packagediscountStatus === 1;
}

/** Whether the package offer covers this package (offerPackageIDS by id or slug; empty = all). */
export function packageOnOffer(settings: OfferSettings, pkg: { id: string; slug: string }, now: Date) {
  if (!packageOfferActive(settings, now)) return false;
  const given = settings.offerPackageIDS;
  const refs = (Array.isArray(given) ? given : given.split(",")).map((ref) => ref.trim()).filter(Boolean);
  return refs.length === 0 || refs.includes(pkg.id) || refs.includes(pkg.slug);
}

/** The discounted package price when the package offer covers it, else the licence fee. */
export function packageOfferPence(
  settings: OfferSettings,
  pkg: { id: string; slug: string; licenseFeePence: number },
  now: Date,
): number {
  return packageOnOffer(settings, pkg, now)
    ? percentOff(pkg.licenseFeePence, settings.packageDiscountPercent)
    : pkg.licenseFeePence;
}

/** spec 000 §5: the home page's licence price, reduced by yearlyDiscount when discountStatus is 1. */
export function homeLicencePence(settings: OfferSettings, licenseFeePence: number): number {
  return settings.discountStatus === 1
    ? percentOff(licenseFeePence, settings.yearlyDiscount)
    : licenseFeePence;
}

// ---- trial ----

/**
 * When a trial that starts at `start` ends: trialPeriod days later, or at the end of the
 * trialExpiry day for "custom date" (a full timestamp is used as given).
 */
export function trialEndsAt(settings: OfferSettings, start: Date): Date {
  if (settings.trialPeriod !== "custom date") return new Date(start.getTime() + settings.trialPeriod * dayMs);
  const expiry = settings.trialExpiry ?? "";
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(expiry);
  const at = Date.parse(dateOnly ? `${expiry}T00:00:00Z` : expiry);
  if (!Number.isFinite(at)) return new Date(start.getTime());
  return new Date(Math.max(start.getTime(), at + (dateOnly ? dayMs : 0)));
}

/** spec 000 §4: the trial offer needs the offer and the trial on (and a custom date still ahead). */
export function trialOfferActive(settings: OfferSettings, now: Date): boolean {
  return (
    offerActive(settings, now) &&
    settings.trialStatus === 1 &&
    trialEndsAt(settings, now).getTime() > now.getTime()
  );
}

/** Whole days of trial a customer starting now gets. */
export function trialDays(settings: OfferSettings, now: Date): number {
  return Math.ceil((trialEndsAt(settings, now).getTime() - now.getTime()) / dayMs);
}

/**
 * spec 000 §4: a trial period shows as days under 30, else as whole months (rounded down, so
 * the label never promises more than is given): "14 days", "1 month", "3 months".
 */
export function trialPeriodLabel(settings: OfferSettings, now: Date): string {
  const days = trialDays(settings, now);
  if (days < 30) return `${days} ${days === 1 ? "day" : "days"}`;
  const months = Math.floor(days / 30);
  return `${months} ${months === 1 ? "month" : "months"}`;
}

// ---- add-on fees and plan periods ----

export type FeeSettings = Pick<
  SiteSettings,
  | "monthlyRenewalFee"
  | "yearlyRenewalFee"
  | "monthlyManagementFee"
  | "yearlyManagementFee"
  | "monthlyComboFee"
  | "yearlyComboFee"
  | "monthlyProFee"
  | "yearlyProFee"
  | "printingFee"
>;

const feeKeys: Record<Exclude<AddOnType, "printing">, [keyof FeeSettings, keyof FeeSettings]> = {
  updates: ["monthlyRenewalFee", "yearlyRenewalFee"],
  management: ["monthlyManagementFee", "yearlyManagementFee"],
  combo: ["monthlyComboFee", "yearlyComboFee"],
  pro: ["monthlyProFee", "yearlyProFee"],
};

/** spec 000 §5: monthly or trial uses the monthly fee, yearly the yearly fee; printing one fee. */
export function addOnPence(settings: FeeSettings, addOn: AddOnType, plan: PlanType): number {
  if (addOn === "printing") return toPence(settings.printingFee);
  const [monthly, yearly] = feeKeys[addOn];
  return toPence(settings[plan === "yearly" ? yearly : monthly]);
}

/** A trial plan is a trial only while the trial offer is on; otherwise it is monthly (spec 001 §9). */
export function effectivePlan(settings: OfferSettings, plan: PlanType, now: Date): PlanType {
  return plan === "trial" && !trialOfferActive(settings, now) ? "monthly" : plan;
}

/** `start` plus whole calendar months, clamped to the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(start: Date, months: number): Date {
  const target = new Date(start.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** The end of a plan period that starts at `start`: 1 month, 12 months, or the trial. */
export function planPeriodEnd(settings: OfferSettings, plan: PlanType, start: Date): Date {
  if (plan === "yearly") return addMonths(start, 12);
  if (plan === "trial") return trialEndsAt(settings, start);
  return addMonths(start, 1);
}

// ---- cart lines and totals ----

export type PriceSettings = OfferSettings &
  FeeSettings &
  Pick<SiteSettings, "trailsubPackages" | "singleDocumentFee">;

export type LineToPrice =
  | {
      kind: "package";
      id: string;
      slug: string;
      licenseFeePence: number;
      planType: PlanType;
      addOns: AddOnType[];
    }
  | { kind: "document"; id: string };

export interface PricedAddOn {
  type: AddOnType;
  plan: PlanType;
  /** The fee per period (printing: the one fee). */
  unitPence: number;
  /** What is charged today: nothing for an add-on on a free trial. */
  dueNowPence: number;
}

export interface PricedLine {
  /** The licence (or document) price before any discount. */
  listPence: number;
  /** The licence (or document) price charged. */
  licencePence: number;
  discountPence: number;
  /** The plan the line is bought on once the trial rule is applied (documents: null). */
  plan: PlanType | null;
  addOns: PricedAddOn[];
  /** Charged today for the line. */
  totalPence: number;
}

/**
 * Prices one cart line from the catalogue and settings; a client's price is never used. The
 * licence takes the lower of the package offer price and, on a yearly plan with discountStatus
 * on, the yearly-discount price (the discounts do not stack). Add-ons a trial covers
 * (trailsubPackages) cost nothing today on a trial plan.
 */
export function priceLine(settings: PriceSettings, line: LineToPrice, now: Date): PricedLine {
  if (line.kind === "document") {
    const pence = toPence(settings.singleDocumentFee);
    return {
      listPence: pence,
      licencePence: pence,
      discountPence: 0,
      plan: null,
      addOns: [],
      totalPence: pence,
    };
  }
  const plan = effectivePlan(settings, line.planType, now);
  const offer = packageOfferPence(settings, line, now);
  const yearly = plan === "yearly" ? homeLicencePence(settings, line.licenseFeePence) : line.licenseFeePence;
  const licencePence = Math.min(line.licenseFeePence, offer, yearly);
  const addOns = line.addOns.map((type): PricedAddOn => {
    const unitPence = addOnPence(settings, type, plan);
    const onTrial = plan === "trial" && (settings.trailsubPackages as readonly string[]).includes(type);
    return { type, plan, unitPence, dueNowPence: onTrial ? 0 : unitPence };
  });
  return {
    listPence: line.licenseFeePence,
    licencePence,
    discountPence: line.licenseFeePence - licencePence,
    plan,
    addOns,
    totalPence: licencePence + addOns.reduce((sum, addOn) => sum + addOn.dueNowPence, 0),
  };
}

export interface CartTotals {
  /** Everything charged today before discounts. */
  subtotalPence: number;
  discountPence: number;
  totalPence: number;
}

export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  const totalPence = lines.reduce((sum, line) => sum + line.totalPence, 0);
  const discountPence = lines.reduce((sum, line) => sum + line.discountPence, 0);
  return { subtotalPence: totalPence + discountPence, discountPence, totalPence };
}
