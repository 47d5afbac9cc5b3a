import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { launchBrowser, screenshot, windowShot } from "./support/browser";
import { outboxFiles, waitForCode } from "./support/outbox";
import { type RunningServer, startServer } from "./support/server";

/**
 * Cart, checkout and orders, end to end: a visitor fills the offline cart from the catalogue,
 * registers (sign-up continues to /checkout on the new company site because there was a cart),
 * pays with the sandbox's test card, lands on that site's /company/subscriptions with the purchase
 * popup and the subscription active, and finds the order in the order history; a declined card
 * goes back to the cart with the cart intact.
 */

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

const desktop = { width: 1366, height: 900 };
const siteOf = (subdomain: string) => `http://${subdomain}.localhost:${server.port}`;
const careHome = { slug: "care-home-england", name: "Care Home Policies (England)" };
const domiciliary = { slug: "domiciliary-care-england", name: "Domiciliary Care Policies (England)" };

async function openPage(context: BrowserContext, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  return page;
}

const cartButton = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart, / });

/** Adds a package to the cart from its catalogue detail page (the site's Add To Cart button). */
async function addFromCatalogue(page: Page, pkg: { slug: string; name: string }, expected: string) {
  await page.goto(`${server.baseUrl}/subscription-detail/${pkg.slug}`, { waitUntil: "networkidle" });
  await page
    .getByRole("button", { name: `Add To Cart: ${pkg.name}` })
    .first()
    .click();
  await page.getByText(expected).first().waitFor();
  await expectAccessible(page, `${pkg.slug}: ${expected}`);
}

/** Registers from the sign-up/in modal over the cart; with a cart it continues to the company site's /checkout. */
async function registerFromCart(page: Page, subdomain: string) {
  const email = `buyer@${subdomain}.example.com`;
  await page
    .getByRole("button", { name: "Proceed to checkout" })
    .or(page.getByRole("link", { name: "Proceed to checkout" }))
    .click();
  const modal = page.getByRole("dialog");
  await modal.getByRole("tab", { name: "Sign Up" }).click();
  await modal.getByLabel("First name").fill("Pat");
  await modal.getByLabel("Last name").fill("Buyer");
  await modal.getByLabel("Email").fill(email);
  await modal.getByLabel("Phone").fill("01612345678");
  await modal.getByLabel("Company name").fill("Cart Care Ltd");
  await modal.getByLabel("Subdomain").fill(subdomain);
  await modal.getByRole("textbox", { name: "Password", exact: true }).fill("Cart-pass-123");
  await modal.getByLabel("Confirm password").fill("Cart-pass-123");
  await expectAccessible(page, "sign-up over the cart");
  const before = await outboxFiles(server.dataDir);
  await modal.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("dialog", { name: "Email Verification" }).waitFor({ timeout: 30_000 });
  await expectAccessible(page, "e-mail verification over the cart");
  const code = await waitForCode(server.dataDir, email, before);
  await page.getByRole("textbox", { name: "Character 1 of 4" }).click();
  await page.keyboard.type(code, { delay: 30 });
  await modal.getByRole("button", { name: "Verify and create account" }).click();
  await page.waitForURL(`${siteOf(subdomain)}/checkout`, { timeout: 20_000 });
  await page.getByRole("heading", { name: "Checkout", level: 1 }).waitFor();
}

async function fillCard(page: Page, number: string) {
  const form = page.getByRole("form", { name: "Card payment" });
  await form.waitFor({ timeout: 20_000 });
  await form.getByLabel("Name on card").fill("Pat Buyer");
  await form.getByLabel("Card number").pressSequentially(number.replace(/\s/g, ""), { delay: 5 });
  await expect(form.getByLabel("Card number").inputValue()).resolves.toBe(number);
  await form.getByLabel("Expiry date").pressSequentially("1234", { delay: 5 });
  await expect(form.getByLabel("Expiry date").inputValue()).resolves.toBe("12/34");
  await form.getByLabel("Security code (CVC)").fill("123");
  return form;
}

describe("commerce journey", () => {
  it("fills the offline cart, registers, pays, and finds the order and the subscription", async () => {
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: desktop, locale: "en-GB" });
    const page = await openPage(context, errors);
    const subdomain = `e2eshop${Math.floor(Math.random() * 1_000_000)}`;

    // An empty cart points to the catalogue.
    await page.goto(`${server.baseUrl}/cart`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Your cart is empty" }).waitFor();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Browse policies & procedures" }).getAttribute("href"),
    ).resolves.toBe("/policies-procedures");
    await screenshot(page, "commerce-cart-empty");
    await expectAccessible(page, "commerce-cart-empty");

    // A visitor adds two packages from the catalogue pages; adding one twice is refused.
    await addFromCatalogue(page, careHome, "Subscription or Package successfully added in cart");
    await addFromCatalogue(page, domiciliary, "Subscription or Package successfully added in cart");
    await cartButton(page).and(page.getByLabel("Cart, 2 items")).waitFor();
    await page
      .getByRole("button", { name: `Add To Cart: ${domiciliary.name}` })
      .first()
      .click();
    await page.getByText("already added in cart").first().waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("offlineCart") ?? "[]"));
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ name: careHome.name, slug: careHome.slug, sendtype: "subscription" });

    // The offline cart: both lines priced in the browser, plan and add-on choices with the merge rules.
    await cartButton(page).click();
    await page.waitForURL(`${server.baseUrl}/cart`);
    await page.getByRole("heading", { name: "Your cart", level: 1 }).waitFor();
    const lines = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
    await expect(lines.count()).resolves.toBe(2);
    const first = lines.filter({ hasText: careHome.name });
    await first.getByRole("checkbox", { name: /^Updates:/ }).click();
    await first.getByRole("checkbox", { name: /^Management:/ }).click();
    // Updates and Management together are Combo (spec 000 §4 Cart).
    await expect(first.getByRole("checkbox", { name: /^Combo:/ }).getAttribute("aria-checked")).resolves.toBe(
      "true",
    );
    await first.getByRole("checkbox", { name: /^Updates: Included in Combo/ }).waitFor();
    await expect(page.getByTestId("cart-total").textContent()).resolves.toBe("£1,248.00");
    await page.locator(".mantine-Notification-root").first().waitFor({ state: "detached" });
    await screenshot(page, "commerce-cart");
    await expectAccessible(page, "commerce-cart");

    // Proceed to checkout: the sign-in/up modal; registering moves the cart to the server.
    await registerFromCart(page, subdomain);
    await expect(page.evaluate(() => localStorage.getItem("offlineCart"))).resolves.toBeNull();
    const main = page.getByRole("main");
    await main.getByText(careHome.name).waitFor();
    await main.getByText(domiciliary.name).waitFor();
    await main.getByText("Annual Plan; add-ons: Combo").waitFor();
    await main.getByText(/^Order ORD-\d{6}$/).waitFor({ timeout: 20_000 });
    await expect(main.getByRole("button", { name: "Pay £1,248.00" }).isVisible()).resolves.toBe(true);

    // The card form's own checks, next to each field.
    await main.getByRole("button", { name: /^Pay / }).click();
    await main.getByText("Please enter the name on the card.").waitFor();
    await main.getByText("Please enter a valid card number.").waitFor();
    await expect(
      main.getByLabel("Name on card").evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await expectAccessible(page, "/checkout with errors");

    const form = await fillCard(page, "4242 4242 4242 4242");
    await screenshot(page, "commerce-checkout");
    await expectAccessible(page, "commerce-checkout");
    await form.getByRole("button", { name: "Pay £1,248.00" }).click();
    await page.getByText("Payment Successfully Completed.").first().waitFor({ timeout: 20_000 });
    // Paid on the company site, the buyer is home: its /company/subscriptions with the popup.
    await page.waitForURL(`${siteOf(subdomain)}/company/subscriptions`, { timeout: 20_000 });
    const popup = page.getByRole("dialog", { name: "Thank You for Your Purchase!" });
    await popup.waitFor();
    await popup.getByText(/Order ORD-\d{6} is paid \(£1,248\.00\), invoice INV-\d{6}/).waitFor();
    await windowShot(page, "commerce-success");
    await expectAccessible(page, "commerce-success");
    await popup.getByRole("button", { name: "See my subscriptions" }).click();
    const sideMenu = page.locator("#company-side-menu");
    await sideMenu.getByText("Documents", { exact: true }).waitFor({ timeout: 15_000 });
    const state = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem("token") ?? "null");
      const reply = await fetch("/api/users/get/compdetails", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: "{}",
      });
      return reply.json();
    });
    expect(state.response.activesubs).toBe(true);

    // The order history (spec 000 §2 /order/history) and the order's details.
    await page.goto(`${siteOf(subdomain)}/order/history`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Order history", level: 1 }).waitFor();
    const row = page.getByRole("row").filter({ hasText: /ORD-\d{6}/ });
    await expect(row.count()).resolves.toBe(1);
    await row.getByText("Paid").waitFor();
    await row.getByText("£1,248.00").waitFor();
    await row.getByText(/INV-\d{6}/).waitFor();
    await page.getByText("Showing 1–1 of 1 order").waitFor();
    await page.getByLabel("Search orders").fill("Domiciliary");
    await page.waitForLoadState("networkidle");
    await expect(row.count()).resolves.toBe(1);
    await page.getByLabel("Search orders").fill("no such order");
    await page.getByText("No orders match your search.").waitFor();
    await page.getByLabel("Search orders").fill("");
    await row.first().waitFor();
    await screenshot(page, "commerce-order-history");
    await expectAccessible(page, "commerce-order-history");

    await row.getByRole("link", { name: /ORD-\d{6}/ }).click();
    await page.waitForURL(/\/company\/order-detail\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: /^Order ORD-\d{6}$/, level: 1 }).waitFor();
    const details = page.getByRole("main");
    await details.getByText("•••• 4242").waitFor();
    await details.getByText(/^INV-\d{6}$/).waitFor();
    await details.getByText("Combo add-on, Annual Plan").waitFor();
    const today = new Intl.DateTimeFormat("en-GB").format(new Date());
    await expect(details.getByText(today).count()).resolves.toBeGreaterThan(0);
    await screenshot(page, "commerce-order-detail");
    await expectAccessible(page, "commerce-order-detail");

    expect(errors).toEqual([]);
    await context.close();
  });

  it("goes back to the cart, intact, when the card is declined", async () => {
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: desktop, locale: "en-GB" });
    const page = await openPage(context, errors);
    const subdomain = `e2edecline${Math.floor(Math.random() * 1_000_000)}`;

    await addFromCatalogue(page, careHome, "Subscription or Package successfully added in cart");
    await addFromCatalogue(page, domiciliary, "Subscription or Package successfully added in cart");
    await page.goto(`${server.baseUrl}/cart`, { waitUntil: "networkidle" });
    await expect(page.getByTestId("cart-total").textContent()).resolves.toBe("£948.00");
    await registerFromCart(page, subdomain);
    await page
      .getByRole("main")
      .getByText(/^Order ORD-\d{6}$/)
      .waitFor({ timeout: 20_000 });

    const form = await fillCard(page, "4000 0000 0000 0002");
    await form.getByRole("button", { name: "Pay £948.00" }).click();
    await page.getByText("Payment Failed.").first().waitFor({ timeout: 20_000 });
    await page.waitForURL(`${siteOf(subdomain)}/cart`);
    const lines = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
    await lines.filter({ hasText: careHome.name }).waitFor();
    await lines.filter({ hasText: domiciliary.name }).waitFor();
    await expect(lines.count()).resolves.toBe(2);
    await expect(page.getByTestId("cart-total").textContent()).resolves.toBe("£948.00");
    await cartButton(page).and(page.getByLabel("Cart, 2 items")).waitFor();
    await screenshot(page, "commerce-decline");
    await expectAccessible(page, "commerce-decline");
    await page.setViewportSize({ width: 390, height: 844 });
    await windowShot(page, "commerce-cart-mobile");
    await expectAccessible(page, "commerce-cart-mobile");
    await page.setViewportSize(desktop);

    // The failed order is in the history; a second try with the good card goes through.
    await page.goto(`${siteOf(subdomain)}/order/history`, { waitUntil: "networkidle" });
    const failedRow = page.getByRole("row").filter({ hasText: /ORD-\d{6}/ });
    await failedRow.getByText("Failed").waitFor();
    // One order only: the checkout page started one order, not one per render.
    await page.getByText("Showing 1–1 of 1 order").waitFor();
    await expect(page.getByText("Failed orders").locator("..").textContent()).resolves.toContain("1");
    await expectAccessible(page, "order history with a failed order");

    // The same list in the company app (spec 000 §2 private route /orders, under /company).
    await page.goto(`${siteOf(subdomain)}/company/orders`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
    await page
      .getByRole("row")
      .filter({ hasText: /ORD-\d{6}/ })
      .getByText("Failed")
      .waitFor();
    await expectAccessible(page, "company orders");

    await page.goto(`${siteOf(subdomain)}/checkout`, { waitUntil: "networkidle" });
    const retry = await fillCard(page, "4242 4242 4242 4242");
    await retry.getByRole("button", { name: "Pay £948.00" }).click();
    await page.getByRole("dialog", { name: "Thank You for Your Purchase!" }).waitFor({ timeout: 20_000 });

    expect(errors).toEqual([]);
    await context.close();
  });
});
