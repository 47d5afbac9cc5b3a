import { defaultSiteSettings } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { ensureSiteSettings } from "./service";
import { siteSettings } from "./tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/get/settings", () => {
  it("answers the stored settings", async () => {
    await ensureSiteSettings(t.app.platform.db);
    await t.app.platform.db
      .update(siteSettings)
      .set({ data: { ...defaultSiteSettings, phone: "01234567890" } });
    const reply = await t.app.inject({ method: "POST", url: "/api/get/settings" });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: 1, response: { phone: "01234567890", banner: 2 } });
  });
});
