import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setUpAdmin } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { launchBrowser, screenshot, windowShot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * Get Help end to end (issue 21, decision 033):
 * 1. the platform admin opens Live Chat every day, all day, in the site settings (so the test does
 *    not depend on the hour it runs);
 * 2. a visitor opens Live Chat from the Policies mega-menu's Get Help column and sends a message
 *    (the invisible bot check runs first);
 * 3. the admin finds it waiting in the console's Support area and answers it;
 * 4. the answer appears in the visitor's panel;
 * 5. the visitor sends a question through the Short Help Form, which the Support area lists too;
 * 6. with no support hours left, a new visitor's chat is a message form, kept and emailed.
 * Screenshots: e2e/artifacts/help-*.png.
 */

let server: RunningServer;
let browser: Browser;
let adminContext: BrowserContext;
let visitorContext: BrowserContext;
let admin: Page;
let visitor: Page;
const errors: string[] = [];
const question = "Do your Care Home policies cover Wales?";
const answer = "Yes: the Care Home (Wales) package follows CIW's regulations.";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  adminContext = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: "en-GB" });
  visitorContext = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: "en-GB" });
  admin = await adminContext.newPage();
  visitor = await visitorContext.newPage();
  for (const page of [admin, visitor]) page.on("pageerror", (error) => errors.push(error.message));
});
afterEach(async (test) => {
  if (test.task.result?.state === "fail") {
    await windowShot(admin, "help-failed-admin");
    await windowShot(visitor, "help-failed-visitor");
  }
});
afterAll(async () => {
  await adminContext?.close();
  await visitorContext?.close();
  await browser?.close();
  await server?.stop();
});

/** Opens one of the Get Help column's links from the Policies mega-menu. */
async function getHelp(link: "Short Help Form" | "Live Chat") {
  const header = visitor.getByRole("banner");
  await header.getByRole("button", { name: "Policies & Procedures" }).click();
  await header.getByRole("link", { name: link, exact: true }).click();
}

const chat = () => visitor.getByRole("dialog", { name: "Live Chat" });

describe("Get Help", () => {
  it("1. the admin sets Live Chat's hours in the site settings", async () => {
    await setUpAdmin(admin, server.baseUrl);
    await admin.goto(`${server.baseUrl}/admin/settings`);
    await admin.getByRole("heading", { name: "Get Help" }).waitFor();
    for (const day of ["Sat", "Sun"]) await admin.getByRole("checkbox", { name: day, exact: true }).check();
    await admin.getByLabel("Live chat opens (UK time)").fill("00:00");
    await admin.getByLabel("Live chat closes (UK time)").fill("23:59");
    await admin.getByLabel("Support email address").fill("help-desk@cloudoc.test");
    await admin.getByRole("button", { name: "Save settings" }).click();
    await admin.getByText("saved", { exact: false }).first().waitFor();
    await admin.getByRole("heading", { name: "Get Help" }).scrollIntoViewIfNeeded();
    await windowShot(admin, "help-admin-settings");
    await expectAccessible(admin, "help-admin-settings");
  });

  it("2. a visitor opens Live Chat from the mega-menu and sends a message", async () => {
    await visitor.goto(`${server.baseUrl}/policies-procedures`, { waitUntil: "networkidle" });
    // The footer says the hours the admin set, as the chat does.
    await visitor.getByRole("contentinfo").getByText("Support: Every day, 00:00–23:59 (UK time)").waitFor();
    await getHelp("Live Chat");
    await chat().getByText("We are online").waitFor();
    await expectAccessible(visitor, "live chat open");
    // The panel opens over the page the visitor was on.
    expect(new URL(visitor.url()).pathname).toBe("/policies-procedures");
    await chat().getByLabel("Your message").fill(question);
    await chat().getByRole("button", { name: "Send" }).click();
    await chat().getByText(question).waitFor();
    await windowShot(visitor, "help-visitor-chat-sent");
    await expectAccessible(visitor, "help-visitor-chat-sent");
  });

  it("3. the admin finds it waiting in Support and answers it", async () => {
    await admin
      .getByRole("navigation", { name: "Admin menu" })
      .getByRole("link", { name: "Support" })
      .click();
    await admin.getByText("1 waiting for a reply").waitFor();
    await expectAccessible(admin, "support list");
    await admin
      .getByRole("button", { name: /Open the conversation with/ })
      .first()
      .click();
    const drawer = admin.getByRole("dialog", { name: "Conversation" });
    await drawer.getByText(question).waitFor();
    await drawer.getByLabel("Your reply").fill(answer);
    await drawer.getByRole("button", { name: "Send reply" }).click();
    await drawer.getByText(answer).waitFor();
    await drawer.getByText("Answered").waitFor();
    await windowShot(admin, "help-admin-reply");
    await expectAccessible(admin, "help-admin-reply");
  });

  it("4. the answer appears in the visitor's panel", async () => {
    await chat().getByText(answer).waitFor({ timeout: 20_000 });
    await windowShot(visitor, "help-visitor-chat-answered");
    await expectAccessible(visitor, "help-visitor-chat-answered");
  });

  it("5. the Short Help Form sends a question the Support area lists", async () => {
    await getHelp("Short Help Form");
    const form = visitor.getByRole("dialog", { name: "Short Help Form" });
    await form.getByLabel("Name").fill("Jo Patel");
    await form.getByLabel("Email").fill("jo.patel@example.test");
    await form.getByLabel("Phone").fill("0161 496 0000");
    await form.getByLabel("Your question").fill("Can you call me about training for new staff?");
    await windowShot(visitor, "help-visitor-form");
    await expectAccessible(visitor, "help-visitor-form");
    await form.getByRole("button", { name: "Send question" }).click();
    await form.getByText("Your question has been sent").waitFor();
    await windowShot(visitor, "help-visitor-form-sent");
    await expectAccessible(visitor, "help-visitor-form-sent");

    await admin.keyboard.press("Escape");
    await admin.getByRole("dialog", { name: "Conversation" }).waitFor({ state: "detached" });
    const row = admin.getByRole("row", { name: /Jo Patel/ });
    await row.waitFor({ timeout: 20_000 });
    await expect(row.getByText("Short Help Form").count()).resolves.toBe(1);
    await screenshot(admin, "help-admin-support-list");
    await expectAccessible(admin, "help-admin-support-list");
  });

  it("6. out of support hours, a new visitor's chat is a message form", async () => {
    await admin.goto(`${server.baseUrl}/admin/settings`);
    for (const day of ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]) {
      await admin.getByRole("checkbox", { name: day, exact: true }).uncheck();
    }
    await admin.getByRole("button", { name: "Save settings" }).click();
    await admin.getByText("Site settings saved").first().waitFor();

    const late = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: "en-GB" });
    visitor = await late.newPage();
    visitor.on("pageerror", (error) => errors.push(error.message));
    await visitor.goto(`${server.baseUrl}/`, { waitUntil: "networkidle" });
    await getHelp("Live Chat");
    await chat().getByText("Away", { exact: true }).waitFor();
    await chat().getByLabel("Your name").fill("Sam Reed");
    await chat().getByLabel("Your email").fill("sam.reed@example.test");
    await chat().getByLabel("Your message").fill("Please call me back tomorrow about a quote.");
    await windowShot(visitor, "help-visitor-offline-form");
    await expectAccessible(visitor, "help-visitor-offline-form");
    await chat().getByRole("button", { name: "Send message" }).click();
    await chat().getByText("We are away just now and will reply by email").waitFor();
    await windowShot(visitor, "help-visitor-offline-sent");
    await expectAccessible(visitor, "help-visitor-offline-sent");
    await late.close();
    expect(errors).toEqual([]);
  });
});
