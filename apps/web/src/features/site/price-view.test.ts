import { describe, expect, it } from "vitest";
import { offerSettingsOf, packagePriceView } from "./price-view";

const now = new Date("2026-01-10T12:00:00Z");
const pkg = {
  _id: "p1",
  slug: "care-home-england",
  licenseFee: 499,
  discountedFee: null,
  hasDiscountOffer: false,
};
const base = {
  offerStatus: 0 as const,
  packagediscountStatus: 0 as const,
  packageDiscountPercent: 10,
  discountStatus: 0 as const,
  yearlyDiscount: 15,
};

describe("packagePriceView", () => {
  it("shows the licence fee when no offer is on", () => {
    expect(packagePriceView(base, pkg, now)).toEqual({ listPence: 49900, pricePence: 49900, reason: null });
  });

  it("applies the package offer (licenseFee − licenseFee × percent, to the penny)", () => {
    const settings = { ...base, offerStatus: 1 as const, packagediscountStatus: 1 as const };
    expect(packagePriceView(settings, pkg, now)).toEqual({
      listPence: 49900,
      pricePence: 44910,
      reason: "10% offer",
    });
  });

  it("ignores an offer that has expired or does not cover the package", () => {
    const expired = {
      ...base,
      offerStatus: 1 as const,
      packagediscountStatus: 1 as const,
      offerExpiry: "2026-01-01",
    };
    expect(packagePriceView(expired, pkg, now).pricePence).toBe(49900);
    const other = {
      ...base,
      offerStatus: 1 as const,
      packagediscountStatus: 1 as const,
      offerPackageIDS: ["x"],
    };
    expect(packagePriceView(other, pkg, now).pricePence).toBe(49900);
  });

  it("on the home page applies the Annual Plan discount when discountStatus is 1, the lower price winning", () => {
    const settings = { ...base, discountStatus: 1 as const };
    expect(packagePriceView(settings, pkg, now)).toEqual({
      listPence: 49900,
      pricePence: 49900,
      reason: null,
    });
    expect(packagePriceView(settings, pkg, now, { home: true })).toEqual({
      listPence: 49900,
      pricePence: 42415,
      reason: "15% off on the Annual Plan",
    });
    const both = { ...settings, offerStatus: 1 as const, packagediscountStatus: 1 as const };
    expect(packagePriceView(both, pkg, now, { home: true }).pricePence).toBe(42415);
  });

  it("uses the server's offer price until the settings are known", () => {
    expect(packagePriceView({}, { ...pkg, hasDiscountOffer: true, discountedFee: 449.1 }, now)).toEqual({
      listPence: 49900,
      pricePence: 44910,
      reason: "Offer price",
    });
    expect(offerSettingsOf({})).toBeNull();
  });
});
