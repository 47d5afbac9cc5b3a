import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setUpAdmin } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { launchBrowser, screenshot, windowShot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * A master update reaching a subscriber, end to end (issue 13), with two browsers at once:
 * 1. the demo company's owner, signed in on the company's subdomain, has edited the "Monitoring
 *    and review" section of Safeguarding Adults;
 * 2. the platform admin, in another browser, adds a paragraph to the same section of the master
 *    and publishes it as a major change;
 * 3. the owner's bell count rises without a reload; the notification opens the comparison (side by
 *    side, inline), whose merge keeps both the owner's wording and the master's new paragraph;
 * 4. the owner accepts the merge and finds the backup of the old copy with its reason.
 * Screenshots of each step are under e2e/artifacts/updates-*.png.
 */

let server: RunningServer;
let browser: Browser;
let ownerContext: BrowserContext;
let adminContext: BrowserContext;
let owner: Page;
let admin: Page;
const errors: string[] = [];

const template = "Safeguarding Adults";
const ownerWording = "The registered manager reviews the log every two weeks for patterns";
const masterParagraph = "Each person who raised a concern is told the outcome within ten working days.";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ownerContext = await browser.newContext({ viewport: { width: 1440, height: 950 }, locale: "en-GB" });
  adminContext = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: "en-GB" });
  owner = await ownerContext.newPage();
  admin = await adminContext.newPage();
  for (const page of [owner, admin]) page.on("pageerror", (error) => errors.push(error.message));
});
afterEach(async (test) => {
  if (test.task.result?.state !== "fail") return;
  const step = test.task.name.split(".")[0];
  await windowShot(owner, `updates-failed-step-${step}-owner`);
  await windowShot(admin, `updates-failed-step-${step}-admin`);
});
afterAll(async () => {
  await ownerContext?.close();
  await adminContext?.close();
  await browser?.close();
  await server?.stop();
});

/** A call as the signed-in owner's app makes it (the token the app keeps in local storage). */
function ownerCall<T>(path: string, body: object): Promise<{ status: number; body: T }> {
  return owner.evaluate(
    async ([p, b]) => {
      const token = JSON.parse(localStorage.getItem("token") ?? '""');
      const reply = await fetch(`/api/${p}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify(b),
      });
      return { status: reply.status, body: await reply.json() };
    },
    [path, body] as const,
  );
}

const bell = () => owner.getByRole("button", { name: /^Notifications/ }).first();

describe("a template update reaching a subscriber", () => {
  it("1. the owner signs in and has edited a section of the policy", async () => {
    const site = `http://meadowbank.localhost:${server.port}`;
    await owner.goto(`${server.baseUrl}/login`, { waitUntil: "networkidle" });
    await owner.getByLabel("Email").fill("owner@meadowbank.local");
    await owner.getByRole("textbox", { name: "Password", exact: true }).fill("Demo-password-1");
    await owner.getByRole("button", { name: "Sign in" }).click();
    await owner.waitForURL(`${site}/company/dashboard`);
    await owner.waitForFunction(() => localStorage.getItem("token") !== null);
    await owner.waitForLoadState("networkidle");

    const found = await ownerCall<{ list: { _id: string; name: string }[] }>("user/get-document-lists", {
      value: template,
    });
    const document = found.body.list.find((item) => item.name === template);
    if (!document) throw new Error(`${template} is not in the demo library`);
    const view = await ownerCall<{ response: { content: string; version: number } }>(
      "user/get-view-content",
      { fileId: document._id },
    );
    const { content, version } = view.body.response;
    const edited = content.replace(
      "The registered manager reviews the log monthly for patterns",
      ownerWording,
    );
    expect(edited).not.toBe(content);
    const saved = await ownerCall("user/savecontent", {
      fileId: document._id,
      content: edited,
      version,
      notes: "Our review rhythm",
    });
    expect(saved.status).toBe(200);
    await expect(bell().getAttribute("aria-label")).resolves.toBe("Notifications");
    await screenshot(owner, "updates-owner-before");
    await expectAccessible(owner, "updates-owner-before");
  });

  it("2. the admin adds a paragraph to the same section of the master and publishes it", async () => {
    await setUpAdmin(admin, server.baseUrl);
    await admin
      .getByRole("navigation", { name: "Admin menu" })
      .getByRole("link", { name: "Templates" })
      .click();
    await admin.getByRole("textbox", { name: "Search templates" }).fill(template);
    await admin.getByRole("link", { name: template, exact: true }).click();
    await admin.getByRole("heading", { name: template, level: 1 }).first().waitFor();
    const text = admin.getByRole("textbox", { name: "Template text" });
    // The "Monitoring and review" section's paragraph.
    const paragraph = text.locator(":scope > p", { hasText: "reviews the log monthly" }).last();
    await expect(paragraph.innerText()).resolves.toContain("reviews the log monthly");
    const box = await paragraph.boundingBox();
    if (!box) throw new Error("the template's last paragraph is not on screen");
    await paragraph.click({ position: { x: box.width - 2, y: box.height - 4 } });
    await admin.keyboard.press("End");
    await admin.keyboard.press("Enter");
    await admin.keyboard.type(masterParagraph);
    await admin.getByRole("button", { name: "Save draft" }).click();
    await admin.getByText("Draft saved.").first().waitFor();

    await admin.getByRole("button", { name: "Publish…" }).click();
    const dialog = admin.getByRole("dialog", { name: /^Publish version/ });
    await dialog
      .getByRole("textbox", { name: "Release notes" })
      .fill("People who raise a concern hear the outcome.");
    await dialog.getByRole("radio", { name: "Major: staff must read it again" }).check();
    await dialog.getByRole("button", { name: "Publish", exact: true }).click();
    await admin
      .getByText(/Version \d+ published\./)
      .first()
      .waitFor();
    await windowShot(admin, "updates-admin-published");
    await expectAccessible(admin, "updates-admin-published");
  });

  it("3. the owner's bell rises without a reload and the comparison merges both changes", async () => {
    await expect
      .poll(() => bell().getAttribute("aria-label"), { timeout: 30_000 })
      .toBe("Notifications, 1 unread");
    await screenshot(owner, "updates-owner-bell-risen");
    await expectAccessible(owner, "updates-owner-bell-risen");

    await bell().click();
    const popup = owner.getByRole("dialog", { name: "New Updates" });
    await popup.waitFor();
    await expectAccessible(owner, "new updates popup");
    // Within the popup: the dashboard behind it lists the same document.
    await popup
      .getByRole("button", { name: new RegExp(template) })
      .first()
      .click();
    const detail = owner
      .getByRole("dialog")
      .filter({ hasText: "People who raise a concern hear the outcome." });
    await detail.waitFor();
    await windowShot(owner, "updates-owner-notification");
    await expectAccessible(owner, "updates-owner-notification");
    await detail.getByRole("button", { name: "Open" }).click();

    await owner.getByRole("tab", { name: "Compare" }).waitFor();
    await owner.getByText("Major change — staff will be asked to read it again").waitFor();
    // Only the section both sides changed differs: the editor's rewriting of the master's markup does not count.
    await owner.getByText("1 section changed").waitFor();
    await owner.getByText(masterParagraph).first().waitFor();
    await screenshot(owner, "updates-compare-side-by-side");
    await expectAccessible(owner, "updates-compare-side-by-side");
    await owner.getByText("Inline", { exact: true }).click();
    await screenshot(owner, "updates-compare-inline");
    await expectAccessible(owner, "updates-compare-inline");

    await owner.getByRole("tab", { name: /Merge/ }).click();
    const merged = owner.getByText(ownerWording).first();
    await merged.waitFor();
    await owner.getByText(masterParagraph).first().waitFor();
    await expect(owner.getByText("Needs your choice").count()).resolves.toBe(0);
    await screenshot(owner, "updates-merge");
    await expectAccessible(owner, "updates-merge");
  });

  it("4. accepting the merge keeps both, and the old copy is a backup", async () => {
    await owner.getByRole("button", { name: "Accept merge" }).first().click();
    await owner.waitForURL(/\/company\/documents\/editor/);
    const text = owner.getByRole("textbox", { name: "Document text" });
    await text.getByText(masterParagraph).waitFor();
    await expect(text.innerText()).resolves.toContain(ownerWording);
    await expect.poll(() => bell().getAttribute("aria-label")).toBe("Notifications");

    const backup = owner.getByText("Before accepting an update").first();
    await backup.scrollIntoViewIfNeeded();
    await windowShot(owner, "updates-backup-kept");
    await expectAccessible(owner, "updates-backup-kept");
    expect(errors).toEqual([]);
  });
});
