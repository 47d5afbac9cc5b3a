import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { launchBrowser, screenshot, windowShot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * The public document view and History end to end (issue 21, decision 032):
 * 1. the demo owner signs in, and an edit of one of the company's documents is saved;
 * 2. a visitor opens that library document's public view — its opening, the call to buy, the
 *    packages holding it — and reaches the package page from it;
 * 3. the owner opens History, finds the edit and compares it with the version before;
 * 4. the owner, signed in, sees their own personalised copy on the public view.
 * Screenshots: e2e/artifacts/history-view-*.png.
 */

let server: RunningServer;
let browser: Browser;
let ownerContext: BrowserContext;
let visitorContext: BrowserContext;
let owner: Page;
let visitor: Page;
const errors: string[] = [];
let document = { fileId: "", slug: "", name: "" };

const site = (pathname: string) => `http://meadowbank.localhost:${server.port}${pathname}`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const options = { viewport: { width: 1366, height: 900 }, locale: "en-GB" };
  ownerContext = await browser.newContext(options);
  visitorContext = await browser.newContext(options);
  owner = await ownerContext.newPage();
  visitor = await visitorContext.newPage();
  for (const page of [owner, visitor]) page.on("pageerror", (error) => errors.push(error.message));
});
afterEach(async (test) => {
  if (test.task.result?.state === "fail") {
    await windowShot(owner, "history-view-failed-owner");
    await windowShot(visitor, "history-view-failed-visitor");
  }
});
afterAll(async () => {
  await ownerContext?.close();
  await visitorContext?.close();
  await browser?.close();
  await server?.stop();
});

/** Goes to a page of the app without reloading it. */
async function open(page: Page, address: string) {
  await page.evaluate((url) => {
    history.pushState({}, "", url);
    dispatchEvent(new PopStateEvent("popstate"));
  }, address);
}

/** A call as the signed-in owner, from the page, with the session it holds. */
async function ownerCall(path: string, body: object) {
  const reply = await owner.evaluate(
    async ([p, b]) => {
      const token = JSON.parse(localStorage.getItem("token") ?? '""');
      const r = await fetch(`/api${p}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify(b),
      });
      return { status: r.status, body: await r.json() };
    },
    [path, body] as const,
  );
  if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

describe("public document view and History", () => {
  it("1. the owner signs in and an edit of a library document is saved", async () => {
    await owner.goto(`${server.baseUrl}/login`, { waitUntil: "networkidle" });
    await owner.getByLabel("Email").fill("owner@meadowbank.local");
    await owner.getByRole("textbox", { name: "Password", exact: true }).fill("Demo-password-1");
    await owner.getByRole("button", { name: "Sign in" }).click();
    await owner.waitForURL(site("/company/dashboard"));
    await owner.waitForFunction(() => localStorage.getItem("token") !== null);
    await owner.waitForLoadState("networkidle");
    await expectAccessible(owner, "owner's dashboard");

    const held = await ownerCall("/users/for_company/gettemplateList", { limit: 20 });
    const item = held.list.find((entry: { fileId: string | null }) => entry.fileId);
    document = { fileId: item.fileId, slug: item.slug, name: item.name };
    const view = await ownerCall("/user/get-view-content", { fileId: document.fileId });
    const content: string = view.response.content;
    const edited = content.replace(/<p>/, "<p>Our registered manager reviews this every quarter. ");
    await ownerCall("/user/savecontent", {
      fileId: document.fileId,
      content: edited,
      version: view.response.version,
      notes: "Added the quarterly review",
    });
  });

  it("2. a visitor reads the opening of the document and reaches a package holding it", async () => {
    await visitor.goto(`${server.baseUrl}/view/Document/${document.slug}`, { waitUntil: "networkidle" });
    await visitor.getByRole("heading", { name: document.name, level: 1 }).waitFor();
    expect(await visitor.title()).toBe(`${document.name} | Cloudoc`);
    const description = await visitor.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(10);
    await visitor.getByRole("heading", { name: "Read the whole document" }).waitFor();
    // Not a word of the owner's edit, and not the whole text: the opening only.
    expect(await visitor.getByText("Our registered manager reviews this").count()).toBe(0);
    await screenshot(visitor, "history-view-public-document");
    await expectAccessible(visitor, "history-view-public-document");

    await visitor
      .getByRole("link", { name: /View Details/ })
      .first()
      .click();
    await visitor.waitForURL(/\/subscription-detail\//);
    await visitor.getByRole("heading", { level: 1 }).waitFor();
    await screenshot(visitor, "history-view-package-page");
    await expectAccessible(visitor, "history-view-package-page");
  });

  it("3. the owner opens History and compares the edit with the version before", async () => {
    await open(owner, "/company/history");
    await owner.getByRole("heading", { name: "History", level: 1 }).waitFor();
    await owner.getByRole("cell", { name: "Added the quarterly review" }).waitFor();
    await screenshot(owner, "history-view-history");
    await expectAccessible(owner, "history-view-history");

    await owner.getByRole("button", { name: `Compare ${document.name} version 2 with version 1` }).click();
    const dialog = owner.getByRole("dialog", { name: new RegExp(`^${document.name}: Version 2`) });
    await dialog.getByText("Our registered manager reviews this every quarter.").first().waitFor();
    await windowShot(owner, "history-view-compare");
    await expectAccessible(owner, "history-view-compare");
    await dialog.getByText("Inline", { exact: true }).click();
    await windowShot(owner, "history-view-compare-inline");
    await expectAccessible(owner, "history-view-compare-inline");
    await owner.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("4. the owner sees their own personalised copy on the public view", async () => {
    await owner.goto(site(`/view/Document/${document.slug}`), { waitUntil: "networkidle" });
    await owner.getByText("Your organisation has this document").waitFor();
    await owner.getByText("Our registered manager reviews this every quarter.").first().waitFor();
    await screenshot(owner, "history-view-own-copy");
    await expectAccessible(owner, "history-view-own-copy");
    expect(errors).toEqual([]);
  });
});
