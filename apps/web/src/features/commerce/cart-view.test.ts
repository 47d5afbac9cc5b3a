import { type CartLine, defaultSiteSettings } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import { addOnOptions, cartSignature, planOptions, serverLineView, serverSummary } from "./cart-view";
import { applyOfflineChoice, offlineLineView, offlineSummary } from "./offline-cart";
import { offlineLineFor } from "./offline-line";

const now = new Date("2026-05-15T12:00:00Z");
const pkg = {
  id: "038b3697-2bee-466c-bcc9-9fa9b9926d3c",
  name: "Care Home Policies (England)",
  slug: "care-home-england",
  price: 499,
  image: "/content/packages/care-home-england.svg",
  description: "Policies for care homes.",
};

const serverLine: CartLine = {
  id: pkg.id,
  kind: "package",
  name: pkg.name,
  slug: pkg.slug,
  images: [pkg.image],
  description: pkg.description,
  sendtype: "subscription",
  quantity: 1,
  selectedPackages: ["combo"],
  planId: "yearly",
  renewalPlan: "yearly",
  licenceType: "yearly",
  packagePlanType: "yearly",
  updatePlanPurchase: true,
  monthlyUpdates: false,
  yearlyUpdates: false,
  monthlyManagement: false,
  yearlyManagement: false,
  monthlyCombo: false,
  yearlyCombo: true,
  monthlyPro: false,
  yearlyPro: false,
  printing: false,
  licenseFee: 499,
  price: 449.1,
  discount: 49.9,
  addOns: [{ type: "combo", plan: "yearly", price: 300, dueNow: 300 }],
  total: 749.1,
  trialEndsAt: null,
};

describe("serverLineView", () => {
  it("turns the server's pounds into pence and reads the selection", () => {
    expect(serverLineView(serverLine)).toMatchObject({
      key: `subscription:${pkg.id}`,
      image: pkg.image,
      selection: { planType: "yearly", addOns: ["combo"] },
      listPence: 49_900,
      licencePence: 44_910,
      discountPence: 4_990,
      addOns: [{ type: "combo", plan: "yearly", unitPence: 30_000, dueNowPence: 30_000 }],
      totalPence: 74_910,
      available: true,
    });
  });

  it("sums the cart as the server did", () => {
    expect(
      serverSummary({ cartDetails: [serverLine], count: 1, subtotal: 799, discount: 49.9, total: 749.1 }),
    ).toEqual({ count: 1, subtotalPence: 79_900, discountPence: 4_990, totalPence: 74_910, complete: true });
  });
});

describe("offline lines", () => {
  it("are priced from the public fees when they are known", () => {
    const line = applyOfflineChoice(offlineLineFor(pkg), { planType: "monthly", addOn: "updates" });
    const view = offlineLineView(line, defaultSiteSettings, now);
    expect(view).toMatchObject({ licencePence: 49_900, totalPence: 49_900 + 1_500, available: true });
    expect(offlineSummary([view])).toMatchObject({ count: 1, totalPence: 51_400, complete: true });
  });

  it("show the licence fee alone, and an incomplete summary, until the fees are known", () => {
    const view = offlineLineView(offlineLineFor(pkg), null, now);
    expect(view).toMatchObject({ licencePence: 49_900, totalPence: null, available: true });
    expect(offlineSummary([view]).complete).toBe(false);
  });

  it("mark a line naming nothing on sale, and leave it out of the totals", () => {
    const view = offlineLineView({ id: "not-a-package", name: "Sample" }, defaultSiteSettings, now, 3);
    expect(view).toMatchObject({ available: false, name: "Sample" });
    expect(offlineSummary([view])).toMatchObject({ count: 0, totalPence: 0, complete: true });
    expect(offlineLineView({ name: "No id" }, null, now, 3).key).toBe("unnamed:3");
  });
});

describe("planOptions", () => {
  it("offers Monthly Access and Annual Plan, and the trial only while its offer is on", () => {
    expect(planOptions(defaultSiteSettings, "yearly", now).map((o) => o.label)).toEqual([
      "Monthly Access",
      "Annual Plan",
    ]);
    const trial = {
      ...defaultSiteSettings,
      offerStatus: 1 as const,
      trialStatus: 1 as const,
      trialPeriod: 14,
    };
    expect(planOptions(trial, "yearly", now).at(-1)).toEqual({ value: "trial", label: "Trial (14 days)" });
    expect(planOptions({ ...trial, trialPeriod: 90 }, "yearly", now).at(-1)?.label).toBe("Trial (3 months)");
  });
});

describe("addOnOptions", () => {
  it("shows Updates and Management as included while Combo is chosen", () => {
    const options = addOnOptions(defaultSiteSettings, { planType: "yearly", addOns: ["combo"] });
    expect(options.map((o) => [o.type, o.checked, o.includedInCombo, o.unitPence])).toEqual([
      ["updates", true, true, 15_000],
      ["management", true, true, 20_000],
      ["combo", true, false, 30_000],
      ["pro", false, false, 45_000],
      ["printing", false, false, 9_500],
    ]);
  });

  it("prices add-ons monthly on a trial and marks those the trial covers", () => {
    const options = addOnOptions(defaultSiteSettings, { planType: "trial", addOns: [] });
    expect(options.find((o) => o.type === "updates")).toMatchObject({ unitPence: 1_500, freeOnTrial: true });
    expect(options.find((o) => o.type === "management")).toMatchObject({ freeOnTrial: false });
    expect(options.find((o) => o.type === "printing")).toMatchObject({
      unitPence: 9_500,
      freeOnTrial: false,
    });
  });
});

describe("cartSignature", () => {
  it("changes with the plan, the add-ons or the total", () => {
    const details = { cartDetails: [serverLine], count: 1, subtotal: 799, discount: 49.9, total: 749.1 };
    const same = cartSignature(details);
    expect(cartSignature({ ...details })).toBe(same);
    expect(cartSignature({ ...details, total: 800 })).not.toBe(same);
    expect(
      cartSignature({ ...details, cartDetails: [{ ...serverLine, selectedPackages: ["pro"] }] }),
    ).not.toBe(same);
  });
});
