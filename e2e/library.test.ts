import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { launchBrowser, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * Issue 6's journey through the company document library: the owner fills in the organisation
 * details, opens a policy and sees the company's values where its variables are, edits and saves
 * it (the history then shows two versions), marks it reviewed, deletes it and restores it from
 * the bin. Each step is screenshotted under e2e/artifacts.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer(process.env.LEAD_DIST ? { WEB_DIST: process.env.LEAD_DIST } : {});
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const policy = "Safeguarding Adults";
const companyEmail = "office@meadowbank-care.example";

/** An in-app navigation (a full load with a query string goes home, spec 000 §2). */
/** Whether the middle of an element is what a click there would reach (nothing lies over it). */
const isOnTop = (element: Element) => {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return hit !== null && element.contains(hit);
};

const go = (page: Page, path: string) =>
  page.evaluate((url) => {
    history.pushState({}, "", url);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);

/** A call made with the page's own session, to check what the screens did (GET without a body). */
const call = (page: Page, path: string, body?: object) =>
  page.evaluate(
    async ([p, b]) => {
      const token = JSON.parse(localStorage.getItem("token") ?? '""');
      const reply = await fetch(`/api/${p}`, {
        method: b ? "POST" : "GET",
        headers: { Authorization: `Bearer ${token}`, ...(b ? { "Content-Type": "application/json" } : {}) },
        body: b ? JSON.stringify(b) : undefined,
      });
      return reply.json();
    },
    [path, body] as const,
  );

async function findPolicy(page: Page) {
  const reply = await call(page, "user/document/search", { search: policy });
  return (reply.list as { _id: string; name: string; review_status: string }[]).find(
    (d) => d.name === policy,
  );
}

async function openItemMenu(page: Page) {
  await page.getByRole("searchbox", { name: "Search documents" }).fill(policy);
  await page
    .getByRole("button", { name: `Actions for ${policy}` })
    .first()
    .click();
  await page.getByRole("menuitem", { name: "Open" }).waitFor();
  await expectAccessible(page, "a document's row menu");
}

describe("the company document library", () => {
  it("profile → policy with values → edit and save → review → delete → restore from the bin", async () => {
    const errors: string[] = [];
    const site = `http://meadowbank.localhost:${server.port}`;
    const context = await browser.newContext({ viewport: { width: 1440, height: 950 }, locale: "en-GB" });
    const page = await context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));

    await page.goto(`${server.baseUrl}/login`, { waitUntil: "networkidle" });
    await page.getByLabel("Email").fill("owner@meadowbank.local");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("Demo-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${site}/company/dashboard`);
    await page.waitForFunction(() => localStorage.getItem("token") !== null);

    // 1. The organisation details.
    await go(page, "/company/profile");
    await page.getByRole("tab", { name: "Organisation" }).click();
    await page.getByRole("textbox", { name: "Company email" }).fill(companyEmail);
    // People type spaces in phone numbers (issue 19): accepted, and the digits kept.
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("0113 249 6000");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("My profile Updated Successfully.").first().waitFor();
    await screenshot(page, "library-01-profile");
    await expectAccessible(page, "library-01-profile");
    const saved = await call(page, "users/details/profile", {});
    expect(JSON.stringify(saved)).toContain('"company_phone":"01132496000"');

    // 2. Open the policy; view mode shows the company's values.
    await go(page, "/company/documents");
    await openItemMenu(page);
    await page.getByRole("menuitem", { name: "Open" }).click();
    const text = page.getByRole("textbox", { name: "Document text" });
    await text.waitFor();
    await page.getByText("View with your details").click();
    await expect.poll(() => page.locator("main").innerText()).toContain("Meadowbank Care");
    await screenshot(page, "library-02-view-with-values");
    await expectAccessible(page, "library-02-view-with-values");

    // 3. Edit and save: the history shows two versions.
    await page.getByText("Edit", { exact: true }).click();
    await text.locator("p").last().click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Staff read this policy at induction.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("dialog", { name: "Save the document" }).waitFor();
    await page.getByRole("textbox", { name: /Notes/ }).fill("Added the induction line");
    await page.getByRole("button", { name: /^Save version/ }).click();
    await page.getByText("Document has been saved successfully").first().waitFor();
    await page.getByRole("button", { name: "History" }).click();
    await page.getByRole("button", { name: "View version 2" }).waitFor();
    await expect(page.getByRole("button", { name: "View version 1" }).count()).resolves.toBe(1);
    await screenshot(page, "library-03-history");
    await expectAccessible(page, "library-03-history");
    await page.keyboard.press("Escape");

    // 4. Mark it reviewed from the documents page.
    await page.getByRole("link", { name: "Back to documents" }).click();
    await page.waitForURL(`${site}/company/documents`);
    await openItemMenu(page);
    await page.getByRole("menuitem", { name: "Review" }).click();
    await page.getByRole("textbox", { name: "Review notes" }).fill("Checked against current practice");
    await expectAccessible(page, "review dialog");
    await page.getByRole("button", { name: "Mark as reviewed" }).click();
    await page.getByText("Up to Date", { exact: false }).first().waitFor();
    await screenshot(page, "library-04-reviewed");
    await expectAccessible(page, "library-04-reviewed");
    const reviewed = await findPolicy(page);
    expect(reviewed?.review_status).toBe("Up to Date");

    // 5. Export two documents as Documents.zip: the live progress ends with a download.
    await page.getByRole("searchbox", { name: "Search documents" }).fill("");
    await page.getByText("Safeguarding and Rights").first().click();
    await page.getByRole("checkbox", { name: `Select ${policy}` }).check();
    await page.getByRole("checkbox", { name: "Select Mental Capacity and Consent" }).check();
    await page.getByRole("button", { name: "Export 2 selected" }).click();
    await page.getByRole("menuitem", { name: "PDF files" }).waitFor();
    await expectAccessible(page, "export menu");
    await page.getByRole("menuitem", { name: "PDF files" }).click();
    await page.getByRole("button", { name: "Export anyway" }).waitFor();
    await expectAccessible(page, "export anyway?");
    await page.getByRole("button", { name: "Export anyway" }).click();
    await page.getByRole("button", { name: "Download", exact: true }).waitFor({ timeout: 60_000 });
    await screenshot(page, "library-05-export-ready");
    await expectAccessible(page, "library-05-export-ready");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download", exact: true }).click();
    expect((await download).suggestedFilename()).toBe("Documents.zip");
    await screenshot(page, "library-05-exported");
    await expectAccessible(page, "library-05-exported");
    // Downloaded: the tray at the bottom lets it go; the header's Exports menu still lists it.
    await page.getByRole("status", { name: "Exports" }).waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Exports" }).click();
    await page.getByText("Documents.zip is ready").waitFor();
    await expectAccessible(page, "header's exports menu");
    await page.keyboard.press("Escape");
    // On the next page nothing of the export sits over the profile's Save button.
    await go(page, "/company/profile");
    const save = page.getByRole("button", { name: "Save", exact: true }).first();
    await save.scrollIntoViewIfNeeded();
    expect(await page.getByRole("status", { name: "Exports" }).count()).toBe(0);
    expect(await save.evaluate(isOnTop)).toBe(true);
    await go(page, "/company/documents");

    // 6. Delete it; it leaves the list.
    await page.getByRole("searchbox", { name: "Search documents" }).fill("");
    await openItemMenu(page);
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).waitFor();
    await expectAccessible(page, "delete a document?");
    await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByText("Document has been deleted successfully").first().waitFor();
    await expect.poll(() => findPolicy(page)).toBeUndefined();

    // 7. Restore it from the bin.
    await go(page, "/company/deleted-documents");
    await page.getByRole("button", { name: `Restore ${policy}` }).waitFor();
    await expectAccessible(page, "the bin");
    await page.getByRole("button", { name: `Restore ${policy}` }).click();
    await page.getByText("Document has been restored successfully").first().waitFor();
    await screenshot(page, "library-06-restored");
    await expectAccessible(page, "library-06-restored");
    const restored = await findPolicy(page);
    expect(restored?.name).toBe(policy);
    const history = await call(page, `user/document/update_notes/list?fileId=${restored?._id}`);
    expect(JSON.stringify(history)).toContain("Added the induction line");

    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
