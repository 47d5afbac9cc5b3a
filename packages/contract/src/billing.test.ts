import { describe, expect, it } from "vitest";
import {
  type CouponPricing,
  cardBrandOf,
  couponDiscountPence,
  invoiceLineDetail,
  invoiceListSchema,
  vatWithin,
} from "./billing";

const now = new Date("2026-03-01T12:00:00Z");
const coupon: CouponPricing = {
  kind: "percent",
  amount: 25,
  active: true,
  expiresAt: null,
  usageLimit: null,
  usedCount: 0,
  packageIds: [],
};
const lines = [
  { packageId: "pkg-1", pricePence: 49900 },
  { packageId: "pkg-1", pricePence: 3000 },
  { packageId: "pkg-2", pricePence: 39900 },
  { packageId: null, pricePence: 2500 },
];

describe("vatWithin", () => {
  it("finds the VAT inside a price that includes it, to the penny", () => {
    expect(vatWithin(49900, 20)).toBe(8317);
    expect(vatWithin(12000, 20)).toBe(2000);
    expect(vatWithin(12000, 0)).toBe(0);
    expect(vatWithin(0, 20)).toBe(0);
  });
});

describe("couponDiscountPence", () => {
  it("takes a percentage of every line when the coupon names no package", () => {
    expect(couponDiscountPence(coupon, lines, now)).toBe(Math.round(95300 * 0.25));
  });

  it("takes it off its packages' lines only, never a document's", () => {
    expect(couponDiscountPence({ ...coupon, packageIds: ["pkg-1"] }, lines, now)).toBe(13225);
  });

  it("takes a fixed amount up to what it covers", () => {
    const fixed = { ...coupon, kind: "fixed" as const, amount: 5000, packageIds: ["pkg-2"] };
    expect(couponDiscountPence(fixed, lines, now)).toBe(5000);
    expect(couponDiscountPence({ ...fixed, amount: 90000 }, lines, now)).toBe(39900);
  });

  it("takes nothing when it covers nothing, is switched off, expired or used up", () => {
    expect(couponDiscountPence({ ...coupon, packageIds: ["pkg-9"] }, lines, now)).toBe(0);
    expect(couponDiscountPence({ ...coupon, active: false }, lines, now)).toBe(0);
    expect(couponDiscountPence({ ...coupon, expiresAt: "2026-03-01T00:00:00Z" }, lines, now)).toBe(0);
    expect(couponDiscountPence({ ...coupon, usageLimit: 3, usedCount: 3 }, lines, now)).toBe(0);
  });
});

describe("cardBrandOf and invoiceLineDetail", () => {
  it("names the brand a provider would", () => {
    expect(cardBrandOf("4242424242424242")).toBe("Visa");
    expect(cardBrandOf("5555555555554444")).toBe("Mastercard");
    expect(cardBrandOf("378282246310005")).toBe("American Express");
    expect(cardBrandOf("9999")).toBe("Card");
  });

  it("describes each kind of line", () => {
    expect(invoiceLineDetail({ kind: "licence", plan: "yearly", addOn: null })).toBe("Licence, Annual Plan");
    expect(invoiceLineDetail({ kind: "addon", plan: "trial", addOn: "combo" })).toBe("Combo add-on, Trial");
    expect(invoiceLineDetail({ kind: "document", plan: null, addOn: null })).toBe("Single document");
  });
});

describe("invoiceListSchema", () => {
  it("pages 10 invoices by default (spec 001 §9), at most 100", () => {
    expect(invoiceListSchema.parse({})).toMatchObject({ skip: 0, limit: 10, search: "" });
    expect(invoiceListSchema.parse({ limit: 500 }).limit).toBe(100);
  });
});
