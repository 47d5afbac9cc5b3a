import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addMonths,
  addOnPence,
  cartTotals,
  effectivePlan,
  formatPounds,
  homeLicencePence,
  type LineToPrice,
  packageOfferActive,
  packageOfferPence,
  percentOff,
  planPeriodEnd,
  priceLine,
  toPence,
  toPounds,
  trialEndsAt,
  trialOfferActive,
  trialPeriodLabel,
} from "./prices";
import { defaultSiteSettings, type SiteSettings } from "./settings";

const now = new Date("2025-06-15T10:00:00Z");
const settings = (over: Partial<SiteSettings> = {}): SiteSettings => ({ ...defaultSiteSettings, ...over });
const pkg = { id: "11111111-1111-4111-8111-111111111111", slug: "care-home-england", licenseFeePence: 49900 };
const packageLine = (over: Partial<Extract<LineToPrice, { kind: "package" }>> = {}): LineToPrice => ({
  kind: "package",
  ...pkg,
  planType: "monthly",
  addOns: [],
  ...over,
});

describe("money", () => {
  it("formats pounds sterling with two decimals", () => {
    expect(formatPounds(0)).toBe("£0.00");
    expect(formatPounds(7)).toBe("£0.07");
    expect(formatPounds(42415)).toBe("£424.15");
    expect(formatPounds(123456789)).toBe("£1,234,567.89");
    expect(formatPounds(-300)).toBe("-£3.00");
  });

  it("converts between pounds and pence", () => {
    expect(toPence(19.99)).toBe(1999);
    expect(toPence(0.1 + 0.2)).toBe(30);
    expect(toPounds(42415)).toBe(424.15);
    expect(() => toPounds(1.5)).toThrow(RangeError);
  });

  it("property: pence survive the wire and the screen unchanged", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (pence) => {
        expect(toPence(toPounds(pence))).toBe(pence);
        const shown = formatPounds(pence).replace(/[£,]/g, "");
        expect(toPence(Number(shown))).toBe(pence);
        expect(shown).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });

  it("property: a sum in pence never drifts, unlike a sum of pounds in floating point", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 200 }), (amounts) => {
        const pence = amounts.reduce((a, b) => a + b, 0);
        const exact = amounts.reduce((a, b) => a + BigInt(b), 0n);
        expect(BigInt(pence)).toBe(exact);
        // Adding the wire amounts back up in pence gives the same total.
        expect(amounts.map(toPounds).reduce((a, b) => a + toPence(b), 0)).toBe(pence);
      }),
    );
  });
});

describe("discounts", () => {
  it("takes licenseFee − licenseFee × percent/100, to the penny (spec 000 §5)", () => {
    expect(percentOff(49900, 15)).toBe(42415);
    expect(percentOff(49900, 0)).toBe(49900);
    expect(percentOff(49900, 100)).toBe(0);
    expect(percentOff(999, 12.5)).toBe(874); // 124.875 pence off rounds to 125
    expect(percentOff(100, 33.33)).toBe(67);
  });

  it("property: matches exact decimal arithmetic and stays within the fee", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 10_000 }), (pence, bp) => {
        const result = percentOff(pence, bp / 100);
        const product = BigInt(pence) * BigInt(bp);
        const half = (product % 10_000n) * 2n >= 10_000n ? 1n : 0n; // a remainder of half or more rounds up
        expect(result).toBe(pence - Number(product / 10_000n + half));
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(pence);
        expect(Number.isInteger(result)).toBe(true);
      }),
    );
  });

  it("property: a bigger discount never costs more", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (pence, a, b) => {
          const [low, high] = a < b ? [a, b] : [b, a];
          expect(percentOff(pence, high)).toBeLessThanOrEqual(percentOff(pence, low));
        },
      ),
    );
  });

  it("reduces the home page licence price by yearlyDiscount only when discountStatus is 1", () => {
    expect(homeLicencePence(settings({ discountStatus: 0, yearlyDiscount: 20 }), 49900)).toBe(49900);
    expect(homeLicencePence(settings({ discountStatus: 1, yearlyDiscount: 20 }), 49900)).toBe(39920);
  });
});

describe("offers", () => {
  const on = { offerStatus: 1 as const, packagediscountStatus: 1 as const, packageDiscountPercent: 20 };

  it("needs the offer and the package discount both on (spec 000 §4)", () => {
    expect(packageOfferActive(settings(on), now)).toBe(true);
    expect(packageOfferActive(settings({ ...on, offerStatus: 0 }), now)).toBe(false);
    expect(packageOfferActive(settings({ ...on, packagediscountStatus: 0 }), now)).toBe(false);
    expect(packageOfferActive(settings({ ...on, offerExpiry: "2025-06-01T00:00:00Z" }), now)).toBe(false);
    expect(packageOfferActive(settings({ ...on, offerExpiry: "2025-07-01T00:00:00Z" }), now)).toBe(true);
  });

  it("discounts the packages offerPackageIDS names, by id or slug, or every package when empty", () => {
    expect(packageOfferPence(settings(on), pkg, now)).toBe(39920);
    expect(packageOfferPence(settings({ ...on, offerPackageIDS: ["other"] }), pkg, now)).toBe(49900);
    expect(packageOfferPence(settings({ ...on, offerPackageIDS: [pkg.slug] }), pkg, now)).toBe(39920);
    expect(packageOfferPence(settings({ ...on, offerPackageIDS: `x, ${pkg.id}` }), pkg, now)).toBe(39920);
  });

  it("needs the offer and the trial both on for the trial offer", () => {
    const trial = { offerStatus: 1 as const, trialStatus: 1 as const };
    expect(trialOfferActive(settings(trial), now)).toBe(true);
    expect(trialOfferActive(settings({ ...trial, offerStatus: 0 }), now)).toBe(false);
    expect(trialOfferActive(settings({ ...trial, trialStatus: 0 }), now)).toBe(false);
    const pastDate = { ...trial, trialPeriod: "custom date" as const, trialExpiry: "2025-06-01" };
    expect(trialOfferActive(settings(pastDate), now)).toBe(false);
  });
});

describe("trial periods", () => {
  it("shows days under 30, months from 30 (spec 000 §4)", () => {
    expect(trialPeriodLabel(settings({ trialPeriod: 1 }), now)).toBe("1 day");
    expect(trialPeriodLabel(settings({ trialPeriod: 14 }), now)).toBe("14 days");
    expect(trialPeriodLabel(settings({ trialPeriod: 29 }), now)).toBe("29 days");
    expect(trialPeriodLabel(settings({ trialPeriod: 30 }), now)).toBe("1 month");
    expect(trialPeriodLabel(settings({ trialPeriod: 59 }), now)).toBe("1 month");
    expect(trialPeriodLabel(settings({ trialPeriod: 90 }), now)).toBe("3 months");
  });

  it("runs a custom date trial to the end of that day", () => {
    const custom = settings({ trialPeriod: "custom date", trialExpiry: "2025-06-24" });
    expect(trialEndsAt(custom, now).toISOString()).toBe("2025-06-25T00:00:00.000Z");
    expect(trialPeriodLabel(custom, now)).toBe("10 days");
    const later = settings({ trialPeriod: "custom date", trialExpiry: "2025-09-30" });
    expect(trialPeriodLabel(later, now)).toBe("3 months");
  });

  it("property: the label is in days exactly when fewer than 30 days remain", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 366 }), (days) => {
        const label = trialPeriodLabel(settings({ trialPeriod: days }), now);
        expect(label.endsWith(days === 1 ? "day" : "days")).toBe(days < 30);
        if (days >= 30) expect(label).toMatch(/^\d+ months?$/);
      }),
    );
  });
});

describe("add-on fees and periods", () => {
  it("prices monthly and trial at the monthly fee, yearly at the yearly fee, printing once", () => {
    const s = settings();
    expect(addOnPence(s, "updates", "monthly")).toBe(1500);
    expect(addOnPence(s, "updates", "trial")).toBe(1500);
    expect(addOnPence(s, "updates", "yearly")).toBe(15000);
    expect(addOnPence(s, "management", "yearly")).toBe(20000);
    expect(addOnPence(s, "combo", "monthly")).toBe(3000);
    expect(addOnPence(s, "pro", "yearly")).toBe(45000);
    expect(addOnPence(s, "printing", "monthly")).toBe(addOnPence(s, "printing", "yearly"));
  });

  it("ends a monthly plan one calendar month later and a yearly plan twelve", () => {
    const s = settings();
    expect(planPeriodEnd(s, "monthly", now).toISOString()).toBe("2025-07-15T10:00:00.000Z");
    expect(planPeriodEnd(s, "yearly", now).toISOString()).toBe("2026-06-15T10:00:00.000Z");
    expect(addMonths(new Date("2024-01-31T00:00:00Z"), 1).toISOString()).toBe("2024-02-29T00:00:00.000Z");
    expect(planPeriodEnd(settings({ trialPeriod: 14 }), "trial", now).toISOString()).toBe(
      "2025-06-29T10:00:00.000Z",
    );
  });

  it("property: a period always ends after it starts, a year after a month", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (d) => {
          const s = settings();
          const month = planPeriodEnd(s, "monthly", d).getTime();
          expect(month).toBeGreaterThan(d.getTime());
          expect(planPeriodEnd(s, "yearly", d).getTime()).toBeGreaterThan(month);
        },
      ),
    );
  });

  it("treats a trial as monthly when the trial offer is off", () => {
    expect(effectivePlan(settings(), "trial", now)).toBe("monthly");
    expect(effectivePlan(settings({ offerStatus: 1, trialStatus: 1 }), "trial", now)).toBe("trial");
  });
});

describe("cart lines and totals", () => {
  it("prices a licence with add-ons from the settings", () => {
    const line = priceLine(settings(), packageLine({ addOns: ["combo", "printing"] }), now);
    expect(line).toMatchObject({ listPence: 49900, licencePence: 49900, discountPence: 0, plan: "monthly" });
    expect(line.totalPence).toBe(49900 + 3000 + 9500);
  });

  it("gives a yearly line the lower of the offer and yearly discounts, never both", () => {
    const s = settings({ offerStatus: 1, packagediscountStatus: 1, packageDiscountPercent: 10 });
    const yearly = { ...s, discountStatus: 1 as const, yearlyDiscount: 20 };
    expect(priceLine(s, packageLine({ planType: "yearly" }), now).licencePence).toBe(44910);
    expect(priceLine(yearly, packageLine({ planType: "yearly" }), now).licencePence).toBe(39920);
    expect(priceLine(yearly, packageLine({ planType: "monthly" }), now).licencePence).toBe(44910);
  });

  it("charges nothing today for add-ons a running trial covers", () => {
    const s = settings({ offerStatus: 1, trialStatus: 1, trailsubPackages: ["updates"] });
    const line = priceLine(s, packageLine({ planType: "trial", addOns: ["updates", "pro"] }), now);
    expect(line.addOns).toEqual([
      { type: "updates", plan: "trial", unitPence: 1500, dueNowPence: 0 },
      { type: "pro", plan: "trial", unitPence: 4500, dueNowPence: 4500 },
    ]);
    const off = priceLine(settings(), packageLine({ planType: "trial", addOns: ["updates"] }), now);
    expect(off.plan).toBe("monthly");
    expect(off.totalPence).toBe(49900 + 1500);
  });

  it("prices a single document at the document fee", () => {
    expect(priceLine(settings(), { kind: "document", id: "x" }, now).totalPence).toBe(2500);
  });

  it("property: the cart total is the sum of its lines, and subtotal − discount = total", () => {
    const lineArb = fc.record({
      licenseFeePence: fc.integer({ min: 0, max: 10_000_000 }),
      planType: fc.constantFrom("monthly" as const, "yearly" as const, "trial" as const),
      addOns: fc.subarray(["updates" as const, "management" as const, "pro" as const, "printing" as const]),
    });
    const settingsArb = fc.record({
      offerStatus: fc.constantFrom(0 as const, 1 as const),
      packagediscountStatus: fc.constantFrom(0 as const, 1 as const),
      packageDiscountPercent: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
      discountStatus: fc.constantFrom(0 as const, 1 as const),
      yearlyDiscount: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 20 }), settingsArb, (lines, over) => {
        const s = settings(over);
        const priced = lines.map((l) => priceLine(s, packageLine(l), now));
        const totals = cartTotals(priced);
        expect(totals.totalPence).toBe(priced.reduce((sum, l) => sum + l.totalPence, 0));
        expect(totals.subtotalPence - totals.discountPence).toBe(totals.totalPence);
        for (const l of priced) {
          expect(Number.isSafeInteger(l.totalPence)).toBe(true);
          expect(l.licencePence).toBeLessThanOrEqual(l.listPence);
        }
      }),
    );
  });
});
