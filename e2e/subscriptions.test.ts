import { execFile } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { launchBrowser, screenshot, windowShot } from "./support/browser";
import { outboxFiles, waitForCode } from "./support/outbox";
import { type RunningServer, startServer } from "./support/server";

/**
 * A subscription for the long run, end to end (issue 22), as one owner's journey:
 * 1. a visitor puts a monthly package in the cart, registers, is handed over to the new company
 *    site's checkout, pays, and lands on its /company/subscriptions with the purchase popup;
 * 2. the owner sees the subscription (plan, status, start, renewal date, price) and switches it to
 *    yearly from the next period, after seeing the new price;
 * 3. downloads the invoice PDF, whose text carries the invoice number and the total;
 * 4. adds a second card and makes it the default;
 * 5. cancels the subscription (the end date shown first) and undoes it;
 * and the screens pass axe, at desktop and phone widths. Screenshots: e2e/artifacts/subscriptions-*.
 */

const run = promisify(execFile);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const subdomain = `e2esubs${Math.floor(Math.random() * 1_000_000)}`;
const email = `owner@${subdomain}.example.com`;
const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };
/** What the journey learns on the way. */
const bought = { orderNumber: "", invoiceNumber: "", total: "" };

const siteUrl = (pathname: string) => `http://${subdomain}.localhost:${server.port}${pathname}`;
const main = () => page.getByRole("main");
const subscription = () => main().getByRole("article").filter({ hasText: "Care Home Policies (England)" });

beforeAll(async () => {
  // The journey makes its own company: no demo data to seed, so the server starts sooner.
  server = await startServer({ SEED_DEMO: "false" });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: desktop, locale: "en-GB", acceptDownloads: true });
  page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
});
afterEach(async (test) => {
  if (test.task.result?.state === "fail")
    await windowShot(page, `subscriptions-failed-${test.task.name.split(".")[0]}`);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

async function fillCard(number: string) {
  const form = main().getByRole("form", { name: "Card payment" });
  await form.waitFor({ timeout: 20_000 });
  await form.getByLabel("Name on card").fill("Sam Owner");
  await form.getByLabel("Card number").pressSequentially(number.replace(/\s/g, ""), { delay: 5 });
  await form.getByLabel("Expiry date").pressSequentially("1234", { delay: 5 });
  await form.getByLabel("Security code (CVC)").fill("123");
  return form;
}

/** A page at a phone's width: nothing wider than the window, and a screenshot. */
async function onPhone(name: string) {
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than a phone`).toBeLessThanOrEqual(0);
  await screenshot(page, `subscriptions-${name}-phone`);
  await expectAccessible(page, `subscriptions-${name}-phone`);
  await page.setViewportSize(desktop);
}

const today = new Intl.DateTimeFormat("en-GB").format(new Date());

describe("subscriptions journey", () => {
  it("1. buys a monthly subscription and lands on the company site's subscriptions with the popup", async () => {
    await page.goto(`${server.baseUrl}/subscription-detail/care-home-england`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Add To Cart: Care Home Policies (England)" }).first().click();
    await page.getByText("Subscription or Package successfully added in cart").first().waitFor();
    await page.goto(`${server.baseUrl}/cart`, { waitUntil: "networkidle" });
    await page.getByRole("radio", { name: "Monthly Access" }).first().check();
    await expectAccessible(page, "cart with the monthly plan");

    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    const modal = page.getByRole("dialog");
    await modal.getByRole("tab", { name: "Sign Up" }).click();
    await modal.getByLabel("First name").fill("Sam");
    await modal.getByLabel("Last name").fill("Owner");
    await modal.getByLabel("Email").fill(email);
    await modal.getByLabel("Phone").fill("01612345678");
    await modal.getByLabel("Company name").fill("Long Run Care Ltd");
    await modal.getByLabel("Subdomain").fill(subdomain);
    await modal.getByRole("textbox", { name: "Password", exact: true }).fill("Long-run-123");
    await modal.getByLabel("Confirm password").fill("Long-run-123");
    const before = await outboxFiles(server.dataDir);
    await modal.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("dialog", { name: "Email Verification" }).waitFor({ timeout: 30_000 });
    const code = await waitForCode(server.dataDir, email, before);
    await page.getByRole("textbox", { name: "Character 1 of 4" }).click();
    await page.keyboard.type(code, { delay: 30 });
    await modal.getByRole("button", { name: "Verify and create account" }).click();

    // The checkout runs on the new company's own site, signed in there by the hand-over.
    await page.waitForURL(siteUrl("/checkout"), { timeout: 30_000 });
    await main().getByText("Monthly Access").first().waitFor();
    await expectAccessible(page, "checkout");
    const form = await fillCard("4242 4242 4242 4242");
    const pay = form.getByRole("button", { name: /^Pay £/ });
    bought.total = ((await pay.textContent()) ?? "").replace("Pay ", "");
    await pay.click();

    await page.waitForURL(siteUrl("/company/subscriptions"), { timeout: 30_000 });
    const popup = page.getByRole("dialog", { name: "Thank You for Your Purchase!" });
    const paid = popup.getByText(/^Order ORD-\d{6} is paid/);
    await paid.waitFor({ timeout: 20_000 });
    const text = (await paid.textContent()) ?? "";
    bought.orderNumber = /ORD-\d{6}/.exec(text)?.[0] ?? "";
    bought.invoiceNumber = /INV-\d{6}/.exec(text)?.[0] ?? "";
    expect(text).toContain(`(${bought.total})`);
    expect(bought.invoiceNumber).not.toBe("");
    await windowShot(page, "subscriptions-purchase-popup");
    await expectAccessible(page, "subscriptions-purchase-popup");
    await popup.getByRole("button", { name: "See my subscriptions" }).click();
    await popup.waitFor({ state: "detached" });
    // A reload does not show the popup again.
    await page.reload({ waitUntil: "networkidle" });
    await subscription().waitFor();
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
  });

  it("2. sees the subscription and switches it to yearly from the next period, price first", async () => {
    const card = subscription();
    await card.getByText("Active", { exact: true }).waitFor();
    await card.getByText("Monthly Access", { exact: true }).waitFor();
    await card.getByText("Started").locator("..").getByText(today).waitFor();
    await card.getByText("Renews on").waitFor();
    await card.getByText(/^£[\d,]+\.\d{2} a month$/).waitFor();
    await screenshot(page, "subscriptions-list");
    await expectAccessible(page, "subscriptions-list");

    await card.getByRole("button", { name: "Switch to yearly" }).click();
    const dialog = page.getByRole("dialog", { name: "Change to Annual Plan" });
    const price = dialog.getByTestId("plan-change-price");
    await expect(price.textContent({ timeout: 20_000 })).resolves.toMatch(/^£[\d,]+\.\d{2} a year$/);
    const yearly = ((await price.textContent()) ?? "").replace(" a year", "");
    await windowShot(page, "subscriptions-switch-price");
    await expectAccessible(page, "subscriptions-switch-price");
    await dialog.getByRole("button", { name: "Change to Annual Plan" }).click();
    await page.getByText("Your plan will change at the start of the next period.").first().waitFor();
    await card
      .getByText(
        new RegExp(
          `^Moves to Annual Plan on \\d{2}/\\d{2}/\\d{4}: ${yearly.replace(/[£.,]/g, "\\$&")} a year\\.$`,
        ),
      )
      .waitFor();
    await card.getByRole("button", { name: "Keep Monthly Access" }).waitFor();
    await card.getByText("Monthly Access", { exact: true }).waitFor();
    await onPhone("list");
  });

  it("3. downloads the invoice PDF, which carries the invoice number and the total", async () => {
    await main().getByRole("link", { name: "Invoices" }).click();
    await page.waitForURL(siteUrl("/company/invoice"));
    await main().getByRole("link", { name: bought.invoiceNumber }).waitFor();
    await expectAccessible(page, "invoices");
    await main().getByRole("link", { name: bought.invoiceNumber }).click();
    await main()
      .getByRole("heading", { name: `Invoice ${bought.invoiceNumber}` })
      .waitFor();
    await screenshot(page, "subscriptions-invoice");
    await expectAccessible(page, "subscriptions-invoice");

    const download = page.waitForEvent("download");
    await main().getByRole("button", { name: "Download PDF" }).click();
    const file = path.join(await mkdtemp(path.join(tmpdir(), "invoice-")), "invoice.pdf");
    await (await download).saveAs(file);
    expect((await readFile(file)).subarray(0, 5).toString()).toBe("%PDF-");
    const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
    expect(stdout).toContain(bought.invoiceNumber);
    expect(stdout).toContain(bought.total);
    await writeFile(path.join(path.dirname(file), "invoice.txt"), stdout);
  });

  it("4. adds a second card and makes it the one renewals use", async () => {
    // In the app, as the past-due banner's "Update my card" goes (an address with a query string
    // entered from outside goes home, spec 000 §2 Entry rules).
    await page.goto(siteUrl("/company/profile"), { waitUntil: "networkidle" });
    await main().getByRole("tab", { name: "Payment card" }).click();
    const cards = main().getByRole("listitem");
    // The card paid with at checkout is kept, and is the default.
    await cards.filter({ hasText: "•••• 4242" }).getByText("Default").waitFor();
    await expectAccessible(page, "profile's payment cards");
    await main().getByRole("button", { name: "Add a card" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a card" });
    const form = dialog.getByRole("form", { name: "Card payment" });
    await form.getByLabel("Name on card").fill("Sam Owner");
    await form.getByLabel("Card number").pressSequentially("5555555555554444", { delay: 5 });
    await form.getByLabel("Expiry date").pressSequentially("1130", { delay: 5 });
    await form.getByLabel("Security code (CVC)").fill("321");
    await expectAccessible(page, "add a card dialog");
    await form.getByRole("button", { name: "Save card" }).click();
    await dialog.waitFor({ state: "detached" });
    const mastercard = cards.filter({ hasText: "•••• 4444" });
    await mastercard.getByRole("button", { name: "Use for renewals" }).click();
    await mastercard.getByText("Default").waitFor();
    await expect(cards.filter({ hasText: "•••• 4242" }).getByText("Default").count()).resolves.toBe(0);
    await screenshot(page, "subscriptions-cards");
    await expectAccessible(page, "subscriptions-cards");
  });

  it("5. cancels at the end of the paid period, the date shown first, and undoes it", async () => {
    await page.goto(siteUrl("/company/subscriptions"), { waitUntil: "networkidle" });
    const card = subscription();
    const renews = (await card.getByText("Renews on").locator("..").locator("p").last().textContent()) ?? "";
    expect(renews).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await card.getByRole("button", { name: "Cancel subscription" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this subscription?" });
    await dialog.getByText(renews).first().waitFor();
    await windowShot(page, "subscriptions-cancel");
    await expectAccessible(page, "subscriptions-cancel");
    await dialog.getByRole("button", { name: `Cancel on ${renews}` }).click();
    await page.getByText("Your subscription will end at the end of the paid period.").first().waitFor();
    await card.getByText(`Cancelling on ${renews}`).waitFor();
    await card.getByText("Ends on").waitFor();
    await screenshot(page, "subscriptions-cancelling");
    await expectAccessible(page, "subscriptions-cancelling");

    await card.getByRole("button", { name: "Undo cancellation" }).click();
    await page.getByText("Your subscription will continue and renew as usual.").first().waitFor();
    await card.getByText("Active", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Cancel subscription" }).waitFor();
    expect(errors).toEqual([]);
  });
});
