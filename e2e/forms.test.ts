import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { artifactsDir, launchBrowser, screenshot, windowShot } from "./support/browser";
import { addProPackage, openInApp, signInAsOwner } from "./support/company";
import { type RunningServer, startServer } from "./support/server";

/**
 * Web forms end to end (issue 17):
 * 1. the demo owner adds the Pro package (Forms) to the demo subscription, paying by test card;
 * 2. builds a form with a short text and a signature field, opens it to the public, publishes it;
 * 3. a phone-sized browser, signed out, fills it through the public link (with the bot check);
 * 4. the owner sees the submission and downloads its PDF.
 * Screenshots: e2e/artifacts/forms-*.png.
 */

let server: RunningServer;
let browser: Browser;
let ownerContext: BrowserContext;
let owner: Page;
const errors: string[] = [];
const title = "Falls incident report";
let fillLink = "";

const site = (pathname: string) => `http://meadowbank.localhost:${server.port}${pathname}`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ownerContext = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: "en-GB",
    acceptDownloads: true,
  });
  owner = await ownerContext.newPage();
  owner.on("pageerror", (error) => errors.push(error.message));
});
afterEach(async (test) => {
  if (test.task.result?.state === "fail")
    await windowShot(owner, `forms-failed-${test.task.name.split(".")[0]}`);
});
afterAll(async () => {
  await ownerContext?.close();
  await browser?.close();
  await server?.stop();
});

/** Draws a short signature stroke across the pad. */
async function drawSignature(page: Page) {
  const pad = page.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("no signature pad");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + 30 + step * 18, y + (step % 2 === 0 ? -25 : 25), { steps: 3 });
  }
  await page.mouse.up();
}

describe("web forms", () => {
  it("1. the owner adds the Pro package, which opens Forms", async () => {
    await signInAsOwner(owner, server.baseUrl, site("/company/dashboard"));
    await addProPackage(owner, site("/company/subscriptions"));
    await owner.getByRole("link", { name: "Forms" }).waitFor({ timeout: 20_000 });
  });

  it("2. builds a form with a signature field and publishes it", async () => {
    await owner.getByRole("link", { name: "Forms" }).click();
    await owner.getByRole("heading", { name: "Forms", level: 1 }).waitFor();
    await owner.getByRole("button", { name: "Use this form: Incident report" }).waitFor();
    await screenshot(owner, "forms-list");
    await expectAccessible(owner, "forms-list");
    await owner.getByRole("button", { name: "New form" }).click();
    await owner.waitForURL((url) => url.pathname === "/company/formbuilder");
    await owner.getByLabel("Title").waitFor();
    await expectAccessible(owner, "new form builder");
    await owner.getByLabel("Title").fill(title);
    await owner.getByLabel("Description").fill("Tell us about any fall, as soon as it is safe.");
    await owner.getByLabel("Anyone with the link may fill it in (families, visitors)").check();
    const addField = async (type: string) => {
      await owner.getByRole("button", { name: "Add a field" }).click();
      await owner.getByRole("menuitem", { name: type }).waitFor();
      await expectAccessible(owner, "add a field menu");
      await owner.getByRole("menuitem", { name: type }).click();
    };
    await addField("Short text");
    await owner.getByLabel("Question", { exact: true }).nth(0).fill("What happened?");
    await owner.getByLabel("An answer is required", { exact: true }).nth(0).check();
    await addField("Signature");
    await owner.getByLabel("Question", { exact: true }).nth(1).fill("Your signature");
    await owner.getByLabel("An answer is required", { exact: true }).nth(1).check();
    const preview = owner.getByTestId("phone-preview");
    await preview.getByText("What happened?").waitFor();
    await preview.getByText("Your signature").waitFor();
    await owner.getByRole("button", { name: "Publish" }).click();
    await owner.getByText("Published, version 1").waitFor();
    await screenshot(owner, "forms-builder");
    await expectAccessible(owner, "forms-builder");
    fillLink = (await owner.getByTestId("fill-link").textContent()) ?? "";
    expect(fillLink).toMatch(/\/webform\/fill\?token=[A-Za-z0-9_-]{43}$/);
  });

  it("3. a phone fills it in through the public link", async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: "en-GB",
    });
    const phone = await context.newPage();
    phone.on("pageerror", (error) => errors.push(error.message));
    const { pathname, search } = new URL(fillLink);
    await phone.goto(`${server.baseUrl}${pathname}${search}`, { waitUntil: "networkidle" });
    await phone.getByRole("heading", { name: title, level: 1 }).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.getByRole("button", { name: "Send" }).click();
    await phone.getByText("Please answer this question.").first().waitFor();
    await expectAccessible(phone, "form with errors on a phone");
    await phone.getByLabel("Your name").fill("Sam Daughter");
    await phone.getByLabel("What happened?").fill("Mum slipped getting out of bed; no injury seen.");
    await drawSignature(phone);
    await screenshot(phone, "forms-fill-phone");
    await expectAccessible(phone, "forms-fill-phone");
    await phone.getByRole("button", { name: "Send" }).click();
    await phone.waitForURL((url) => url.pathname === "/webform/completed", { timeout: 60_000 });
    await phone.getByRole("heading", { name: "Form sent" }).waitFor();
    expect(await phone.locator("footer").count()).toBe(0);
    await screenshot(phone, "forms-completed-phone");
    await expectAccessible(phone, "forms-completed-phone");
    await context.close();
  });

  it("4. the owner sees the submission and downloads its PDF", async () => {
    await openInApp(owner, "/company/formslist");
    await owner.getByRole("button", { name: `Submissions of ${title}` }).click();
    await owner.getByRole("heading", { name: `${title}: submissions` }).waitFor();
    await expectAccessible(owner, "submissions");
    await owner.getByRole("button", { name: "View the submission by Sam Daughter (public link)" }).click();
    const drawer = owner.getByRole("dialog", { name: "Submission" });
    await drawer.getByText("Mum slipped getting out of bed; no injury seen.").waitFor();
    await windowShot(owner, "forms-submission");
    await expectAccessible(owner, "forms-submission");
    const download = owner.waitForEvent("download");
    await drawer.getByRole("button", { name: "Download PDF" }).click();
    const file = path.join(artifactsDir, "forms-submission.pdf");
    await (await download).saveAs(file);
    expect((await readFile(file)).subarray(0, 5).toString()).toBe("%PDF-");
    expect(errors).toEqual([]);
  });
});
