import { describe, expect, it } from "vitest";
import { type CouponTerms, couponAmountValid, couponApplies, couponExpiryMoment } from "./coupons";

const now = new Date("2027-03-15T12:00:00Z");
const terms: CouponTerms = { active: true, expiresAt: null, usageLimit: null, usedCount: 0, packageIds: [] };

describe("couponApplies", () => {
  it("applies an active coupon with no limits to any package", () => {
    expect(couponApplies(terms, "pkg-1", now)).toBe(true);
  });

  it("does not apply an inactive coupon", () => {
    expect(couponApplies({ ...terms, active: false }, "pkg-1", now)).toBe(false);
  });

  it("applies until the moment it expires, not after", () => {
    const expiresAt = couponExpiryMoment("2027-03-15");
    expect(couponApplies({ ...terms, expiresAt }, "pkg-1", now)).toBe(true);
    expect(couponApplies({ ...terms, expiresAt: expiresAt.toISOString() }, "pkg-1", expiresAt)).toBe(false);
  });

  it("stops when the usage limit is reached", () => {
    expect(couponApplies({ ...terms, usageLimit: 2, usedCount: 1 }, "pkg-1", now)).toBe(true);
    expect(couponApplies({ ...terms, usageLimit: 2, usedCount: 2 }, "pkg-1", now)).toBe(false);
  });

  it("applies only to its packages when it names some", () => {
    const limited = { ...terms, packageIds: ["pkg-1", "pkg-2"] };
    expect(couponApplies(limited, "pkg-2", now)).toBe(true);
    expect(couponApplies(limited, "pkg-3", now)).toBe(false);
  });
});

describe("couponAmountValid", () => {
  it("takes whole percentages from 1 to 100", () => {
    expect([0, 1, 50, 100, 101, 12.5].map((n) => couponAmountValid("percent", n))).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("takes pounds of at least 0.01 with at most two decimals", () => {
    expect([0, 0.01, 12.5, 19.99, 1.234, -5].map((n) => couponAmountValid("fixed", n))).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("couponExpiryMoment", () => {
  it("is the end of the last day, UTC", () => {
    expect(couponExpiryMoment("2027-03-15").toISOString()).toBe("2027-03-16T00:00:00.000Z");
  });
});
