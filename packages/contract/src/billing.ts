import { z } from "zod";
import type { CouponTerms } from "./admin/coupons";
import { couponApplies } from "./admin/coupons";
import { limitSchema, searchTextSchema, skipSchema } from "./catalogue";
import { cardSchema, paymentProviders, publishableKeySchema } from "./checkout";
import { idSchema, userIdField } from "./commerce";
import { pageSizes } from "./constants";
import { envelopeOf, pagedOf } from "./envelope";

/**
 * Invoices, kept cards, coupons and storage (issue 22; spec 001 §2 /invoice, §7 "Subscriptions,
 * invoices, storage" and "Payment"; spec 000 §2 profile tab 5). Decision 024.
 */

// ---- messages (not in the specification; decision 003) ----

export const billingMessages = {
  cardSaved: "Your card has been saved.",
  defaultCardSet: "This card will be used for your renewals.",
  lastCardRemoved:
    "You have no card left: your subscription renewals will fail until you add one. Please add a card.",
  cardsNotSetUp:
    "Cards are added through Stripe's secure card form, which is not set up on this site yet. Please contact us to add a card.",
  cardSetupIncomplete: "The card was not confirmed by the payment provider. Please try again.",
  paymentFormNotSetUp:
    "Card payments are taken through Stripe's secure card form, which is not set up on this site yet. Nothing has been charged. Please contact us to complete your payment.",
  paymentFormUnavailable:
    "The payment provider's secure card form could not be loaded. Please check your connection and try again.",
  paymentProcessing:
    "Your payment is being processed. Your order completes as soon as the payment provider confirms it, and your invoice is emailed to you.",
  cardDeclinedOnSave: "The card was declined. Please check the details or use another card.",
  couponCodeNeeded: "Please enter a coupon code.",
  couponNotFound: "This coupon code is not valid.",
  couponExpired: "This coupon has expired.",
  couponUsedUp: "This coupon has already been used as many times as it allows.",
  couponAlreadyUsed: "Your organisation has already used this coupon.",
  couponNotForCart: "This coupon does not apply to anything in your cart.",
  couponNotForRenewal: "This coupon does not apply to this renewal.",
  couponNoLongerAvailable: "This coupon is no longer available. Please check out again without it.",
  storageFull:
    "Your organisation's storage is full. Delete files you no longer need, or contact us for more space.",
  invoicePdfUnavailable: "The invoice PDF could not be made just now. Please try again in a minute.",
} as const;

// ---- pure rules ----

/** The VAT inside a price that includes it: total × rate / (100 + rate), to the penny. */
export function vatWithin(totalPence: number, ratePercent: number): number {
  if (ratePercent <= 0 || totalPence <= 0) return 0;
  return Math.round((totalPence * ratePercent) / (100 + ratePercent));
}

/** A line a coupon may discount: the package it belongs to (none for a single document) and its price. */
export interface DiscountableLine {
  packageId: string | null;
  pricePence: number;
}

/** A coupon's terms with its amount: a whole percent, or pence for a fixed amount. */
export interface CouponPricing extends CouponTerms {
  kind: "percent" | "fixed";
  amount: number;
}

/**
 * What a coupon takes off an order, in pence: a percentage of the lines it covers (its packages,
 * or every line when it names none), or its fixed amount up to their total. 0 when it covers
 * nothing or cannot be redeemed at `now` (inactive, expired, used up).
 */
export function couponDiscountPence(coupon: CouponPricing, lines: readonly DiscountableLine[], now: Date) {
  const covered = lines
    .filter((line) =>
      line.packageId === null ? coupon.packageIds.length === 0 : couponApplies(coupon, line.packageId, now),
    )
    .reduce((sum, line) => sum + line.pricePence, 0);
  if (covered === 0 || !couponApplies({ ...coupon, packageIds: [] }, "", now)) return 0;
  if (coupon.kind === "percent") return Math.round((covered * coupon.amount) / 100);
  return Math.min(coupon.amount, covered);
}

const planNames = { monthly: "Monthly Access", yearly: "Annual Plan", trial: "Trial" } as const;
const addOnNames = {
  updates: "Updates",
  management: "Management",
  combo: "Combo",
  pro: "Pro",
  printing: "Printing",
} as const;

/** How an invoice line describes what was bought: "Licence, Annual Plan", "Combo add-on, Trial". */
export function invoiceLineDetail(line: {
  kind: "licence" | "addon" | "document" | "course";
  plan: keyof typeof planNames | null;
  addOn: keyof typeof addOnNames | null;
}): string {
  if (line.kind === "document") return "Single document";
  const plan = line.plan ? `, ${planNames[line.plan]}` : "";
  if (line.kind === "licence") return `Licence${plan}`;
  return `${line.addOn ? addOnNames[line.addOn] : "Add-on"} add-on${plan}`;
}

const cardBrands: [RegExp, string][] = [
  [/^4/, "Visa"],
  [/^(5[1-5]|2[2-7])/, "Mastercard"],
  [/^3[47]/, "American Express"],
  [/^(6011|65|64[4-9])/, "Discover"],
];

/** The card's brand from its first digits (what a provider reports), or "Card". */
export const cardBrandOf = (digits: string) =>
  cardBrands.find(([pattern]) => pattern.test(digits))?.[1] ?? "Card";

// ---- invoices ----

export const invoiceListSchema = z.object({
  userId: userIdField,
  skip: skipSchema,
  limit: limitSchema(pageSizes.invoices),
  /** An invoice or order number, or a package name. */
  search: searchTextSchema,
});
export type InvoiceListRequest = z.infer<typeof invoiceListSchema>;

/** paid; refunded in full; or partly refunded. */
export const invoiceStatuses = ["paid", "refunded", "partially refunded"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceSummarySchema = z.object({
  _id: z.string(),
  invoiceNumber: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  /** purchase, renewal or document-management renewal. */
  kind: z.enum(["purchase", "renewal", "management"]),
  issuedAt: z.string(),
  description: z.string(),
  total: z.number(),
  vat: z.number(),
  refunded: z.number(),
  status: z.enum(invoiceStatuses),
  emailedAt: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoiceListReplySchema = pagedOf(invoiceSummarySchema);

export const invoiceDetailsQuerySchema = z.object({ invoiceId: idSchema, userId: userIdField });

/** A seller or buyer as it was on the day the invoice was issued. */
export const invoicePartySchema = z.object({
  name: z.string(),
  address: z.array(z.string()),
  email: z.string(),
  phone: z.string(),
  vatNumber: z.string(),
  companyNumber: z.string(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;
export const invoicePartiesSchema = z.object({ seller: invoicePartySchema, buyer: invoicePartySchema });
export type InvoiceParties = z.infer<typeof invoicePartiesSchema>;

export const invoiceLineSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** "Licence, yearly", "Combo add-on, monthly", "Single document". */
  detail: z.string(),
  listPrice: z.number(),
  discount: z.number(),
  price: z.number(),
});

export const invoiceDetailsSchema = invoiceSummarySchema.extend({
  lines: z.array(invoiceLineSchema),
  /** The lines' list prices, the offers and the coupon taken off them, and what was charged. */
  subtotal: z.number(),
  offerDiscount: z.number(),
  couponCode: z.string().nullable(),
  couponDiscount: z.number(),
  vatRatePercent: z.number(),
  net: z.number(),
  paidAt: z.string().nullable(),
  parties: invoicePartiesSchema,
});
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;

// ---- kept cards (profile tab 5) ----

export const savedCardSchema = z.object({
  _id: z.string(),
  provider: z.enum(paymentProviders),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
  holderName: z.string(),
  isDefault: z.boolean(),
  /** The provider's customer reference (spec 001 §7 customerid). */
  customerid: z.string(),
  createdAt: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const cardListReplySchema = envelopeOf(z.string()).extend({
  list: z.array(savedCardSchema),
  /** Which card form adds a card: the sandbox's, or Stripe's (Elements, with a SetupIntent). */
  provider: z.enum(paymentProviders),
});

/** Sandbox: the card typed into the sandbox's own form, used for this one request and never kept. */
export const addCardSchema = z.object({ userId: userIdField, card: cardSchema });
export const cardReplySchema = envelopeOf(z.string()).extend({ data: savedCardSchema });

/** Stripe: the SetupIntent the browser confirms with Stripe Elements. */
export const cardSetupReplySchema = envelopeOf(z.string()).extend({
  data: z.object({ setupIntent: z.string(), clientSecret: z.string(), publishableKey: publishableKeySchema }),
});
export const confirmCardSetupSchema = z.object({
  userId: userIdField,
  setupIntent: z.string().min(1).max(200),
});

export const deleteCardSchema = z.object({ card_id: idSchema, userId: userIdField });
export const deleteCardReplySchema = envelopeOf(z.string()).extend({
  /** Set when no card is left while a subscription still renews. */
  warning: z.string().nullable(),
});

export const defaultCardQuerySchema = z.object({
  cardid: idSchema,
  /** The card's customer reference, when the caller sends it, must be the card's. */
  customerid: z.string().max(200).optional(),
  userId: userIdField,
});

// ---- coupons (GET /list/coupon) ----

/** A coupon code as typed at checkout or on a renewal; the server checks it and prices with it. */
export const couponCodeSchema = z.string().trim().max(30);

export const couponLookupSchema = z.object({
  /** A code to check; without one, the coupons on offer are listed (without their codes). */
  code: couponCodeSchema.optional(),
  /**
   * A subscription the signed-in buyer is renewing: the code is priced on its next (or overdue)
   * period instead of their cart. Needs the Subscriptions permission; another company's is 404.
   */
  subs_id: idSchema.optional(),
});

/** A coupon as a customer sees it: never its usage counts, and its code only when it was typed. */
export const publicCouponSchema = z.object({
  code: z.string().nullable(),
  description: z.string(),
  kind: z.enum(["percent", "fixed"]),
  /** A whole percent, or pounds. */
  amount: z.number(),
  /** The last day it works (YYYY-MM-DD), or null. */
  expiresOn: z.string().nullable(),
  packages: z.array(z.string()),
});
export type PublicCoupon = z.infer<typeof publicCouponSchema>;

export const couponLookupReplySchema = envelopeOf(z.string()).extend({
  list: z.array(publicCouponSchema),
  /** For a signed-in customer checking a code: what it takes off their cart (or renewal) today, in pounds. */
  discount: z.number().nullable(),
});

// ---- storage ----

export const storageUsageQuerySchema = z.object({ userId: userIdField });
export const storageUsageSchema = z.object({
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
  /** Whole percent of the quota used (may pass 100 if the quota was lowered). */
  percentUsed: z.number().int(),
  files: z.number().int(),
  byKind: z.array(z.object({ kind: z.string(), bytes: z.number().int(), files: z.number().int() })),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

export const fileDetailsQuerySchema = z.object({ fileId: idSchema, userId: userIdField });
export const storedFileSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  kind: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
