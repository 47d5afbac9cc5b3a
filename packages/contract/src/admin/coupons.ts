import { z } from "zod";
import { idSchema } from "../commerce";
import { maxStoredInteger } from "../constants";

/**
 * Coupons as the platform admin issues them (issue 12): a percentage or a fixed amount, an optional
 * expiry and usage limit, for some packages or all. Redeeming one at checkout is issue 22's; it
 * uses `couponApplies`.
 */

export const couponKinds = ["percent", "fixed"] as const;
export type CouponKind = (typeof couponKinds)[number];

export const couponMessages = {
  couponSaved: "The coupon has been saved.",
  couponDeactivated: "The coupon has been deactivated.",
  couponDeleted: "The coupon has been deleted.",
  couponUsed: "This coupon has been used, so it cannot be deleted. Deactivate it instead.",
  couponCodeInvalid: "The code must be 3 to 30 letters, digits or hyphens.",
  couponCodeTaken: "Another coupon already has this code.",
  couponPercentInvalid: "The percentage must be a whole number from 1 to 100.",
  couponAmountInvalid: "The amount must be at least £0.01, in pounds with at most two decimals.",
  couponExpiryInvalid: "The expiry must be a date such as 2027-03-31.",
  couponExpiryPast: "The expiry date must be in the future.",
  couponUsageLimitInvalid: "The usage limit must be a whole number of at least 1.",
  couponUsageLimitBelowUses: "The usage limit cannot be less than the number of times the coupon was used.",
  couponPackageUnknown: "Choose the packages from the catalogue.",
} as const;

/** The largest fixed amount a coupon may take off, in pounds (a guard, far above any price). */
export const maxCouponPounds = 100_000;
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const hasTwoDecimals = (pounds: number) => Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6;

/** Whether `amount` suits `kind`: a whole percent 1–100, or pounds ≥ 0.01 with two decimals. */
export function couponAmountValid(kind: CouponKind, amount: number): boolean {
  if (!Number.isFinite(amount)) return false;
  if (kind === "percent") return Number.isInteger(amount) && amount >= 1 && amount <= 100;
  return amount >= 0.01 && amount <= maxCouponPounds && hasTwoDecimals(amount);
}

/** The moment a coupon expiring on `date` (YYYY-MM-DD) stops working: the end of that day (UTC). */
export function couponExpiryMoment(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000);
}

export const couponSaveSchema = z
  .object({
    /** Absent: a new coupon. */
    id: idSchema.optional(),
    code: z
      .string(couponMessages.couponCodeInvalid)
      .trim()
      .regex(/^[A-Za-z0-9-]{3,30}$/, couponMessages.couponCodeInvalid)
      .transform((code) => code.toUpperCase()),
    description: z.string().trim().max(500).default(""),
    kind: z.enum(couponKinds),
    /** A whole percent for percent; pounds for fixed. */
    amount: z.number(couponMessages.couponAmountInvalid),
    /** The last day it works (YYYY-MM-DD), or null for no expiry. */
    expiresOn: z.string().trim().refine(isDate, couponMessages.couponExpiryInvalid).nullable().default(null),
    usageLimit: z
      .number(couponMessages.couponUsageLimitInvalid)
      .int(couponMessages.couponUsageLimitInvalid)
      .min(1, couponMessages.couponUsageLimitInvalid)
      .max(maxStoredInteger, couponMessages.couponUsageLimitInvalid)
      .nullable()
      .default(null),
    /** Empty: every package. */
    packageIds: z
      .array(idSchema)
      .max(200)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    active: z.boolean().default(true),
  })
  .superRefine((coupon, context) => {
    if (couponAmountValid(coupon.kind, coupon.amount)) return;
    const message =
      coupon.kind === "percent" ? couponMessages.couponPercentInvalid : couponMessages.couponAmountInvalid;
    context.addIssue({ code: "custom", path: ["amount"], message });
  });
export type CouponSaveRequest = z.input<typeof couponSaveSchema>;
export type CouponSave = z.output<typeof couponSaveSchema>;

export const couponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(couponKinds),
  /** A whole percent, or pounds. */
  amount: z.number(),
  /** When it stops working (ISO 8601), and the last day it works (YYYY-MM-DD). */
  expiresAt: z.string().nullable(),
  expiresOn: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  packageIds: z.array(z.string()),
  /** The packages' names, in the order of packageIds. */
  packages: z.array(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** What decides whether a coupon may be redeemed. */
export interface CouponTerms {
  active: boolean;
  expiresAt: Date | string | null;
  usageLimit: number | null;
  usedCount: number;
  /** Empty: every package. */
  packageIds: readonly string[];
}

/** Whether the coupon may be redeemed on `packageId` at `now` (for checkout, issue 22). */
export function couponApplies(coupon: CouponTerms, packageId: string, now: Date): boolean {
  if (!coupon.active) return false;
  if (coupon.expiresAt !== null && now.getTime() >= new Date(coupon.expiresAt).getTime()) return false;
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return false;
  return coupon.packageIds.length === 0 || coupon.packageIds.includes(packageId);
}
