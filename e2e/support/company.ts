import type { Page } from "playwright-core";

/** Goes to a page of the app without reloading it (a full load with a query string goes home). */
export async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((url) => {
    history.pushState({}, "", url);
    dispatchEvent(new PopStateEvent("popstate"));
  }, address);
}

/** Signs the demo company's owner in on the main site; they are handed over to the subdomain. */
export async function signInAsOwner(page: Page, baseUrl: string, dashboardUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`, { waitUntil: "networkidle" });
  await page.getByLabel("Email").fill("owner@meadowbank.local");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Demo-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(dashboardUrl);
}

/** Pays the open card form with the sandbox's card that succeeds. */
export async function payByCard(page: Page): Promise<void> {
  const form = page.getByRole("main").getByRole("form", { name: "Card payment" });
  await form.getByLabel("Name on card").fill("Grace Okafor");
  await form.getByLabel("Card number").pressSequentially("4242424242424242", { delay: 5 });
  await form.getByLabel("Expiry date").pressSequentially("1234", { delay: 5 });
  await form.getByLabel("Security code (CVC)").fill("123");
  await form.getByRole("button", { name: /^Pay £/ }).click();
}

/**
 * Adds the Pro package from Subscriptions and pays for it; the page is reloaded after, as the
 * profile's package flags are read afresh then.
 */
export async function addProPackage(page: Page, subscriptionsUrl: string): Promise<void> {
  await openInApp(page, "/company/subscriptions");
  await page.getByRole("button", { name: "Add add-ons" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add to your subscription" });
  await dialog.getByRole("checkbox", { name: /^Pro:/ }).check();
  await dialog.getByRole("button", { name: "Continue to payment" }).click();
  await payByCard(page);
  await page.waitForURL(subscriptionsUrl, { timeout: 30_000 });
  await page.reload({ waitUntil: "networkidle" });
}
