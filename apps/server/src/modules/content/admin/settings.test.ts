import { defaultSiteSettings, messages, siteMessages } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, png } from "../../profile/test-files";
import { type SiteFixture, siteFixture } from "./test-support";

let f: SiteFixture;
beforeAll(async () => {
  f = await siteFixture();
});
afterAll(() => f.t.close());

const settings = async () => (await f.post("/admin/settings/get")).json().response;
const publicSettings = async () => (await f.post("/get/settings", {}, null)).json().response;
const upload = (bytes: Buffer, filename = "icon.png") => {
  const form = multipartBody({}, [{ name: "file", filename, contentType: "image/png", bytes }]);
  return f.t.app.inject({
    method: "POST",
    url: "/api/admin/site/image/upload",
    headers: { ...f.headers, "content-type": form.contentType },
    payload: form.payload,
  });
};

describe("POST /admin/settings/save", () => {
  it("saves every field, shows it on the public settings and offer, and audits the changed fields", async () => {
    const before = await settings();
    const changed = {
      ...before,
      footer_text: "© Care Docs 2020",
      phone: "0161 496 0000",
      facebook_link: "https://facebook.com/cloudoc",
      banner: 1,
      offerStatus: 1,
      offerExpiry: "2099-12-31T23:00:00Z",
      promonotice: 1,
      promotitle: "Spring offer",
      monthlyProFee: 49.99,
      demo_booking_url: "https://calendly.com/cloudoc/demo",
      intro_video_url: "https://youtu.be/dQw4w9WgXcQ",
      app_store_link: "https://apps.apple.com/gb/app/cloudoc/id1",
    };
    const reply = await f.post("/admin/settings/save", changed);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().response.phone).toBe("01614960000");
    expect(await publicSettings()).toMatchObject({
      footer_text: "© Care Docs 2020",
      banner: 1,
      monthlyProFee: 49.99,
      demo_booking_url: "https://calendly.com/cloudoc/demo",
      intro_video_url: "https://youtu.be/dQw4w9WgXcQ",
      app_store_link: "https://apps.apple.com/gb/app/cloudoc/id1",
    });
    const offer = (await f.get("/get/offer/slug", null)).json().response;
    expect(offer).toMatchObject({ offerActive: true, promotitle: "Spring offer", promonotice: 1 });
    const event = await f.audit("admin.settings.saved", "1");
    expect(event?.detail.changed).toEqual(
      expect.arrayContaining(["footer_text", "phone", "banner", "promotitle", "monthlyProFee"]),
    );
    expect((await f.get("/admin/subscription/price/details")).json().response).toMatchObject({
      monthlyProFee: 49.99,
      printingFee: defaultSiteSettings.printingFee,
    });
  });

  it.each([
    ["phone", "12345", messages.phoneFormatIncorrect],
    ["twitter_link", "http://twitter.com/x", siteMessages.linkMustBeHttps],
    ["blog_url", "javascript:alert(1)", siteMessages.linkMustBeHttps],
    ["yearlyComboFee", 10.555, siteMessages.feeInvalid],
    ["printingFee", -1, siteMessages.feeInvalid],
    ["favicon", "https://evil.example/x.png", siteMessages.imageNotUploaded],
    ["promobackground", "red", siteMessages.colourInvalid],
    ["offerExpiry", "2025-02-31", siteMessages.dateInvalid],
    ["intro_video_url", "https://example.com/intro.mp4", siteMessages.videoAddressInvalid],
    ["demo_booking_url", "http://calendly.com/cloudoc", siteMessages.linkMustBeHttps],
  ])("refuses a bad %s with its message and saves nothing", async (field, value, message) => {
    const before = await settings();
    const reply = await f.post("/admin/settings/save", {
      ...before,
      footer_text: "Not saved",
      [field]: value,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toContainEqual({ field, message });
    expect((await publicSettings()).footer_text).toBe(before.footer_text);
  });

  it("refuses a package offer naming a package that does not exist", async () => {
    const before = await settings();
    const reply = await f.post("/admin/settings/save", {
      ...before,
      offerPackageIDS: ["5f0c2a8e-1d3b-4c6a-9e7f-0a1b2c3d4e5f"],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(siteMessages.packageUnknown);
  });

  it("needs the end date of a custom trial", async () => {
    const before = await settings();
    const reply = await f.post("/admin/settings/save", {
      ...before,
      trialPeriod: "custom date",
      trialExpiry: null,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toContainEqual({ field: "trialExpiry", message: siteMessages.dateNeeded });
  });
});

describe("POST /admin/site/image/upload", () => {
  it("stores a real PNG, serves it publicly, and a saved favicon shows on the public settings", async () => {
    const bytes = png(32, 32);
    const reply = await upload(bytes);
    expect(reply.statusCode).toBe(200);
    const { reference, url } = reply.json().data;
    expect(url).toBe(`/api/site/image/${reference}`);
    expect((await f.audit("admin.site-image.uploaded", reference))?.detail).toMatchObject({ kind: "png" });
    const served = await f.t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload).toEqual(bytes);
    await f.post("/admin/settings/save", { ...(await settings()), favicon: url });
    expect((await publicSettings()).favicon).toBe(url);
  });

  it("refuses an SVG or text named .png, by its bytes", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const reply = await upload(svg);
    expect(reply.statusCode).toBe(415);
    expect(reply.json().response).toBe(siteMessages.imageType);
  });

  it("refuses an image over 2 MB", async () => {
    const big = Buffer.concat([png(8, 8), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const reply = await upload(big);
    expect(reply.statusCode).toBe(413);
    expect(reply.json().response).toBe(siteMessages.imageFileTooLarge);
  });

  it("answers 404 for an image that was never uploaded", async () => {
    const reply = await f.get("/site/image/site-5f0c2a8e-1d3b-4c6a-9e7f-0a1b2c3d4e5f.png", null);
    expect(reply.statusCode).toBe(404);
  });
});
