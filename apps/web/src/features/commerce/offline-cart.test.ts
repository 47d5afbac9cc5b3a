import {
  cartLineFromClient,
  defaultPlanType,
  defaultSiteSettings,
  type PriceSettings,
} from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import { addOfflineLine } from "../../lib/cart-storage";
import { priceSettingsOf } from "./cart-view";
import { applyOfflineChoice, priceOfflineLine, selectionOf } from "./offline-cart";
import { newLinePlan, offlineLineFor } from "./offline-line";

const pkg = {
  id: "038b3697-2bee-466c-bcc9-9fa9b9926d3c",
  name: "Care Home Policies (England)",
  slug: "care-home-england",
  price: 499,
  image: "/content/packages/care-home-england.svg",
  description: "Policies for care homes.",
};
const now = new Date("2026-05-15T12:00:00Z");
const settings: PriceSettings = defaultSiteSettings;

describe("offlineLineFor", () => {
  it("starts a line on the contract's default plan", () => {
    expect(newLinePlan).toBe(defaultPlanType);
  });

  it("writes the spec's cart item, on the Annual Plan with no add-ons", () => {
    const line = offlineLineFor(pkg);
    expect(line).toMatchObject({
      id: pkg.id,
      name: pkg.name,
      price: 499,
      slug: pkg.slug,
      images: [pkg.image],
      description: pkg.description,
      sendtype: "subscription",
      quantity: 1,
      selectedPackages: [],
      planId: "yearly",
      renewalPlan: "yearly",
      licenceType: "yearly",
      packagePlanType: "yearly",
      updatePlanPurchase: false,
      monthlyUpdates: false,
      yearlyCombo: false,
      printing: false,
      total: 499,
    });
  });

  it("is read by the server's offline-cart reader as the same package and plan", () => {
    expect(cartLineFromClient(offlineLineFor(pkg))).toEqual({
      kind: "package",
      id: pkg.id,
      planType: "yearly",
      addOns: [],
    });
  });
});

describe("offline cart de-duplication", () => {
  it("adds a package once; a second add is 'already added in cart'", () => {
    const first = addOfflineLine([], offlineLineFor(pkg));
    expect(first.added).toBe(true);
    const second = addOfflineLine(first.lines, offlineLineFor({ ...pkg, name: "Renamed" }));
    expect(second).toEqual({ lines: first.lines, added: false });
  });

  it("treats a line naming the package as packageId or _id as the same package", () => {
    const added = addOfflineLine([{ packageId: pkg.id, sendtype: "subscription" }], offlineLineFor(pkg));
    expect(added.added).toBe(false);
    expect(addOfflineLine([{ _id: pkg.id }], offlineLineFor(pkg)).added).toBe(false);
  });

  it("keeps a document and a package with the same id apart", () => {
    expect(addOfflineLine([{ fileId: pkg.id, sendtype: "document" }], offlineLineFor(pkg)).added).toBe(true);
  });

  it("never adds a line without an id", () => {
    expect(addOfflineLine([], { name: "No id" }).added).toBe(false);
  });
});

describe("applyOfflineChoice (the plan selection rules)", () => {
  const line = offlineLineFor(pkg);

  it("merges updates and management into combo, and keeps the flags in step", () => {
    const updates = applyOfflineChoice(line, { planType: "yearly", addOn: "updates" });
    expect(updates).toMatchObject({
      selectedPackages: ["updates"],
      yearlyUpdates: true,
      updatePlanPurchase: true,
    });
    const both = applyOfflineChoice(updates, { planType: "yearly", addOn: "management" });
    expect(selectionOf(both)).toEqual({ planType: "yearly", addOns: ["combo"] });
    expect(both).toMatchObject({ yearlyCombo: true, yearlyUpdates: false, yearlyManagement: false });
  });

  it("unticking updates from combo keeps management", () => {
    const combo = applyOfflineChoice(line, { planType: "yearly", addOn: "combo" });
    const next = applyOfflineChoice(combo, { planType: "yearly", addOn: "updates", selected: false });
    expect(selectionOf(next)).toEqual({ planType: "yearly", addOns: ["management"] });
  });

  it("moves the whole line to another plan type rather than mixing them", () => {
    const yearlyPro = applyOfflineChoice(line, { planType: "yearly", addOn: "pro" });
    const monthly = applyOfflineChoice(yearlyPro, { planType: "monthly" });
    expect(monthly).toMatchObject({
      renewalPlan: "monthly",
      planId: "monthly",
      monthlyPro: true,
      yearlyPro: false,
      selectedPackages: ["pro"],
    });
    expect(cartLineFromClient(monthly)).toMatchObject({ planType: "monthly", addOns: ["pro"] });
  });

  it("keeps printing as a one-off on any plan", () => {
    const printing = applyOfflineChoice(line, { planType: "monthly", addOn: "printing" });
    expect(printing).toMatchObject({ printing: true, renewalPlan: "monthly" });
  });
});

describe("priceOfflineLine", () => {
  it("prices the licence and add-ons from the line's fee and the public fees", () => {
    const line = applyOfflineChoice(offlineLineFor(pkg), { planType: "yearly", addOn: "combo" });
    const priced = priceOfflineLine(settings, line, now);
    expect(priced).toMatchObject({
      listPence: 49_900,
      licencePence: 49_900,
      discountPence: 0,
      plan: "yearly",
    });
    expect(priced?.addOns).toEqual([
      { type: "combo", plan: "yearly", unitPence: 30_000, dueNowPence: 30_000 },
    ]);
    expect(priced?.totalPence).toBe(79_900);
  });

  it("applies the package offer when it is on", () => {
    const offer = {
      ...settings,
      offerStatus: 1 as const,
      packagediscountStatus: 1 as const,
      packageDiscountPercent: 10,
    };
    expect(priceOfflineLine(offer, offlineLineFor(pkg), now)).toMatchObject({
      licencePence: 44_910,
      discountPence: 4_990,
    });
  });

  it("cannot price without the fees, or a line without a package id or fee", () => {
    expect(priceOfflineLine(null, offlineLineFor(pkg), now)).toBeNull();
    expect(priceOfflineLine(settings, { id: "not-a-package", name: "Sample" }, now)).toBeNull();
    expect(priceOfflineLine(settings, { ...offlineLineFor(pkg), price: "free" }, now)).toBeNull();
  });
});

describe("priceSettingsOf", () => {
  it("needs every fee", () => {
    expect(priceSettingsOf({})).toBeNull();
    const { printingFee: _, ...withoutPrinting } = defaultSiteSettings;
    expect(priceSettingsOf(withoutPrinting)).toBeNull();
  });
  it("fills the optional offer fields the settings call may leave out", () => {
    const { offerExpiry: _, trialExpiry: __, ...rest } = defaultSiteSettings;
    expect(priceSettingsOf(rest)).toMatchObject({ offerExpiry: null, trialExpiry: null, printingFee: 95 });
  });
});
