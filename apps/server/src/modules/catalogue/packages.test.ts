import { packageDefinitions } from "@cloudoc/content";
import { defaultSiteSettings, type SiteSettings, subscriptionListQuerySchema } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadLibrary } from "../../seed/library";
import { createTestApp, type TestApp } from "../../testing/app";
import { ensureSiteSettings } from "../settings/service";
import { siteSettings } from "../settings/tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadLibrary(t.app.platform.db);
});
afterAll(() => t.close());

/** What the content data says a filter should find, so new packages need no edit here. */
const slugsWhere = (keep: (p: (typeof packageDefinitions)[number]) => boolean) =>
  packageDefinitions.filter(keep).map((p) => p.slug);
type Folder = (typeof packageDefinitions)[number]["folders"][number];
const documentCount = (folders: readonly Folder[]): number =>
  folders.reduce((sum, folder) => sum + folder.documents.length + documentCount(folder.folders ?? []), 0);
const allPackages = packageDefinitions.length;

interface Summary {
  _id: string;
  slug: string;
  name: string;
  licenseFee: number;
  hasDiscountOffer: boolean;
  discountedFee: number | null;
  files: number;
  subscription_image: string;
  country: { name: string; slug: string; flag: string };
  categories: { name: string; slug: string }[];
  regulator: { name: string; slug: string } | null;
}

const list = async (query = "") => {
  const reply = await t.app.inject({ method: "GET", url: `/api/user/get-subscription-lists${query}` });
  return {
    code: reply.statusCode,
    body: reply.json() as {
      status: number;
      response: string;
      list: Summary[];
      total: number;
      errors?: { field: string; message: string }[];
    },
  };
};

describe("GET /api/user/get-subscription-lists", () => {
  it("lists every published package with its summary", async () => {
    const { code, body } = await list();
    expect(code).toBe(200);
    expect(body).toMatchObject({ status: 1, response: "ok", total: packageDefinitions.length });
    expect(body.list.map((p) => p.slug)).toEqual(packageDefinitions.map((p) => p.slug));
    const careHome = body.list.find((p) => p.slug === "care-home-england");
    expect(careHome).toMatchObject({
      name: "Care Home Policies (England)",
      licenseFee: 499,
      hasDiscountOffer: false,
      discountedFee: null,
      subscription_image: "/content/packages/care-home-england.svg",
      country: { name: "England", slug: "england", flag: "/content/flags/england.svg" },
      categories: [{ name: "Care Home", slug: "care-home" }],
      regulator: { name: "CQC England", slug: "cqc-england" },
    });
    expect(careHome?._id).toMatch(/^[0-9a-f-]{36}$/);
    const careHomeFiles = documentCount(
      packageDefinitions.find((p) => p.slug === "care-home-england")?.folders ?? [],
    );
    expect(careHomeFiles).toBeGreaterThanOrEqual(60);
    expect(careHome?.files).toBe(careHomeFiles);
    const staffing = body.list.find((p) => p.slug === "temporary-staffing");
    const staffingFiles = documentCount(
      packageDefinitions.find((p) => p.slug === "temporary-staffing")?.folders ?? [],
    );
    expect(staffing).toMatchObject({ regulator: null, licenseFee: 299, files: staffingFiles });
  });

  it("filters by country, comma-separated or repeated", async () => {
    const wales = await list("?countries=wales");
    const welsh = slugsWhere((p) => p.country === "wales");
    expect(welsh.length).toBeGreaterThan(0);
    expect(wales.body.list.map((p) => p.slug)).toEqual(welsh);
    expect(wales.body.total).toBe(welsh.length);
    for (const query of [
      "?countries=scotland,northern-ireland",
      "?countries=scotland&countries=northern-ireland",
    ]) {
      const { body } = await list(query);
      expect(body.total).toBe(
        slugsWhere((p) => p.country === "scotland" || p.country === "northern-ireland").length,
      );
      expect(new Set(body.list.map((p) => p.country.slug))).toEqual(
        new Set(["scotland", "northern-ireland"]),
      );
    }
    const england = await list("?countries=england");
    expect(england.body.total).toBe(slugsWhere((p) => p.country === "england").length);
    expect(england.body.list.every((p) => p.country.slug === "england")).toBe(true);
  });

  it("filters by service type, regulator and search text", async () => {
    const homeCare = await list("?subscriptionCategory=home-care");
    const homeCareSlugs = slugsWhere((p) => p.categories.includes("home-care"));
    expect(homeCareSlugs).toContain("domiciliary-care-england");
    expect(homeCare.body.list.map((p) => p.slug)).toEqual(homeCareSlugs);
    const careHomes = await list("?subscriptionCategory=care-home");
    expect(careHomes.body.total).toBe(slugsWhere((p) => p.categories.includes("care-home")).length);
    const ofsted = await list("?regulators=ofsted-england");
    expect(ofsted.body.list.map((p) => p.slug)).toEqual(slugsWhere((p) => p.regulator === "ofsted-england"));
    const search = await list(`?value=${encodeURIComponent("care home wales")}`);
    expect(search.body.list[0]?.slug).toBe("care-home-wales");
    const byServiceName = await list("?value=domiciliary");
    const found = byServiceName.body.list.map((p) => p.slug);
    expect(found).toContain("domiciliary-care-england");
    // A supported living service registered as a domiciliary care agency says so, and is found too.
    const mentionsDomiciliary = slugsWhere((p) => /domiciliary/i.test(`${p.name} ${p.description}`));
    expect(found.every((slug) => homeCareSlugs.includes(slug) || mentionsDomiciliary.includes(slug))).toBe(
      true,
    );
  });

  it("sorts by price and keeps a price band", async () => {
    const low = (await list("?pricing=low-high")).body.list.map((p) => p.licenseFee);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    expect(low[0]).toBe(299);
    const high = (await list("?pricing=high-low")).body.list.map((p) => p.licenseFee);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const band = await list("?pricing=300-450");
    const inBand = slugsWhere((p) => p.licenseFeePence >= 30_000 && p.licenseFeePence <= 45_000);
    expect(band.body.total).toBe(inBand.length);
    expect(band.body.list.every((p) => p.licenseFee >= 300 && p.licenseFee <= 450)).toBe(true);
    expect((await list("?pricing=450-")).body.list.every((p) => p.licenseFee >= 450)).toBe(true);
  });

  it("pages with skip and limit and answers the total", async () => {
    const first = await list("?skip=0&limit=3");
    expect(first.body.list).toHaveLength(3);
    expect(first.body.total).toBe(allPackages);
    const last = await list(`?skip=${allPackages - 2}&limit=3`);
    expect(last.body.list.map((p) => p.slug)).toEqual(packageDefinitions.slice(-2).map((p) => p.slug));
    expect(last.body.total).toBe(allPackages);
    const past = await list(`?skip=${allPackages + 10}&limit=3`);
    expect(past.body).toMatchObject({ status: 2, list: [], total: allPackages });
  });

  it("caps the limit at 100", async () => {
    expect(subscriptionListQuerySchema.parse({ limit: "500" }).limit).toBe(100);
    expect(subscriptionListQuerySchema.parse({}).limit).toBe(25);
    const { code, body } = await list("?limit=500");
    expect(code).toBe(200);
    expect(body.total).toBe(allPackages);
  });

  it("takes the plan filters: known plans keep every package, unknown ones none", async () => {
    expect((await list("?package_duration=yearly&sendtype=subscription")).body.total).toBe(allPackages);
    expect((await list("?subscriptionTypes=monthly")).body.total).toBe(allPackages);
    const none = await list("?subscriptionTypes=weekly");
    expect(none.code).toBe(200);
    expect(none.body).toEqual({ status: 2, response: "No Subscription Found", list: [], total: 0 });
  });

  it("answers status 2 'No Subscription Found' when nothing matches", async () => {
    const { code, body } = await list("?value=zebra&countries=england");
    expect(code).toBe(200);
    expect(body).toEqual({ status: 2, response: "No Subscription Found", list: [], total: 0 });
  });

  it.each([
    ["?skip=-1", "skip", "Skip must be a whole number, 0 or more."],
    ["?limit=0", "limit", "Limit must be a whole number, 1 or more."],
    ["?limit=ten", "limit", "Limit must be a whole number, 1 or more."],
    [
      "?pricing=cheap",
      "pricing",
      "Pricing must be low-high, high-low or a price band in pounds such as 300-450.",
    ],
    [
      "?pricing=500-100",
      "pricing",
      "Pricing must be low-high, high-low or a price band in pounds such as 300-450.",
    ],
    ["?package_duration=weekly", "package_duration", "Package duration must be monthly or yearly."],
    [
      "?countries=eng%27land",
      "countries.0",
      "Filters must be slugs such as england or care-home, separated by commas.",
    ],
    [`?value=${"x".repeat(201)}`, "value", "Search text must be 200 characters or fewer."],
  ])("refuses %s with 400 and a message", async (query, field, message) => {
    const { code, body } = await list(query);
    expect(code).toBe(400);
    expect(body).toMatchObject({ status: 0, response: message, errors: [{ field, message }] });
  });

  it("marks the packages of a live package offer with their discounted fee", async () => {
    const db = t.app.platform.db;
    await ensureSiteSettings(db);
    const offer = {
      ...defaultSiteSettings,
      offerStatus: 1,
      offerExpiry: new Date(Date.now() + 86_400_000).toISOString(),
      packagediscountStatus: 1,
      packageDiscountPercent: 10,
      offerPackageIDS: ["care-home-england"],
    } satisfies SiteSettings;
    await db.update(siteSettings).set({ data: offer });
    try {
      const { body } = await list("?countries=england");
      const onOffer = body.list.filter((p) => p.hasDiscountOffer);
      expect(onOffer.map((p) => [p.slug, p.discountedFee])).toEqual([["care-home-england", 449.1]]);
      await db.update(siteSettings).set({ data: { ...offer, offerExpiry: "2020-01-01T00:00:00Z" } });
      expect((await list()).body.list.some((p) => p.hasDiscountOffer)).toBe(false);
    } finally {
      await db.update(siteSettings).set({ data: defaultSiteSettings });
    }
  });
});
