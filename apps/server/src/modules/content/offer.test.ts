import { packageDefinitions } from "@cloudoc/content";
import { defaultSiteSettings, type SiteSettings } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadLibrary } from "../../seed/library";
import { createTestApp, type TestApp } from "../../testing/app";
import { ensureSiteSettings } from "../settings/service";
import { siteSettings } from "../settings/tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadLibrary(t.app.platform.db);
  await ensureSiteSettings(t.app.platform.db);
});
afterAll(() => t.close());

const useSettings = (changes: Partial<SiteSettings>) =>
  t.app.platform.db.update(siteSettings).set({ data: { ...defaultSiteSettings, ...changes } });
const offer = async () => {
  const reply = await t.app.inject({ method: "GET", url: "/api/get/offer/slug" });
  return { code: reply.statusCode, body: reply.json() };
};
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

describe("GET /api/get/offer/slug", () => {
  it("answers the promo settings with no offer on", async () => {
    await useSettings({});
    const { code, body } = await offer();
    expect(code).toBe(200);
    expect(body).toEqual({
      status: 1,
      response: {
        offerStatus: 0,
        offerExpiry: null,
        offertitle: "",
        promonotice: 0,
        promobackground: "#0b5f63",
        promofont: "#ffffff",
        promoicon: "",
        promotitle: "",
        promodescription: "",
        promobutton: "Let's Get Festive",
        promolink: "/policies-procedures",
        packagediscountStatus: 0,
        packageDiscountPercent: defaultSiteSettings.packageDiscountPercent,
        offerActive: false,
        packageOfferActive: false,
        packages: [],
      },
    });
  });

  it("names the packages a live package offer covers", async () => {
    const expiry = tomorrow();
    await useSettings({
      offerStatus: 1,
      offerExpiry: expiry,
      offertitle: "Spring offer",
      promonotice: 1,
      packagediscountStatus: 1,
      packageDiscountPercent: 15,
      offerPackageIDS: ["care-home-wales", "care-home-scotland"],
    });
    const { body } = await offer();
    expect(body.response).toMatchObject({
      offerStatus: 1,
      offerExpiry: expiry,
      offertitle: "Spring offer",
      offerActive: true,
      packageOfferActive: true,
      packageDiscountPercent: 15,
      packages: ["care-home-wales", "care-home-scotland"],
    });
  });

  it("covers every package when the offer names none, and none once it has expired", async () => {
    await useSettings({
      offerStatus: 1,
      offerExpiry: tomorrow(),
      packagediscountStatus: 1,
      offerPackageIDS: [],
    });
    expect((await offer()).body.response.packages).toHaveLength(packageDefinitions.length);
    await useSettings({ offerStatus: 1, offerExpiry: "2020-01-01T00:00:00.000Z", packagediscountStatus: 1 });
    expect((await offer()).body.response).toMatchObject({ offerActive: false, packages: [] });
  });
});
