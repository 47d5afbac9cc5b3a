import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { launchBrowser, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("smoke journey", () => {
  it("opens the home page, then the sign-in page", async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(server.baseUrl, { waitUntil: "networkidle" });
    await expect(page.title()).resolves.toContain("Cloudoc");
    // Waits: under load the header's session-dependent part can paint after the network is idle.
    await page
      .getByRole("banner")
      .getByRole("link", { name: /sign in/i })
      .first()
      .waitFor();
    await expect(page.getByRole("contentinfo").textContent()).resolves.toContain(
      String(new Date().getFullYear()),
    );
    await screenshot(page, "smoke-home");
    await expectAccessible(page, "home");

    await page
      .getByRole("banner")
      .getByRole("link", { name: /sign in/i })
      .first()
      .click();
    await page.waitForURL(/\/login$/);
    await expect(page.getByRole("main").isVisible()).resolves.toBe(true);
    await screenshot(page, "smoke-sign-in");
    await expectAccessible(page, "/login");

    await page.goto(`${server.baseUrl}/no/such/page`, { waitUntil: "networkidle" });
    await expect(page.getByRole("main").textContent()).resolves.toMatch(/not found|404/i);
    await expectAccessible(page, "not found");
    expect(errors).toEqual([]);
    await page.close();
  });
});
