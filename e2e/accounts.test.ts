import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { addressOf, launchBrowser, screenshot, windowShot } from "./support/browser";
import { outboxFiles, waitForCode } from "./support/outbox";
import { type RunningServer, startServer } from "./support/server";

/**
 * Accounts, sessions, roles and company subdomains, end to end: a company registers, verifies
 * its e-mail, lands on its own site, signs out and in again, and resets its password; an employee
 * signs in on the company site; an unknown company site is a clear not-found page.
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

/** A new page that records page errors. */
async function openPage(context: BrowserContext, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  return page;
}

/** Types the code into the 4 boxes, one key at a time from the first box (focus moves on by itself). */
async function typeCode(page: Page, code: string) {
  await page.getByRole("textbox", { name: "Character 1 of 4" }).click();
  await page.keyboard.type(code, { delay: 30 });
}

async function signOut(page: Page, subdomain: string) {
  await page.getByRole("button", { name: /profile menu/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page.waitForURL(`${siteOf(subdomain)}/login`);
  await page.getByText("You have logged out successfully").waitFor();
}

describe("accounts journey", () => {
  it("registers a company, lands on its site, signs out and in, and resets the password", async () => {
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: desktop, locale: "en-GB" });
    const page = await openPage(context, errors);
    const subdomain = `e2e${Math.floor(Math.random() * 1_000_000)}`;
    const email = `owner@${subdomain}.example.com`;
    const password = "Sunrise-pass-1";
    const newPassword = "Sunrise-pass-2";

    // Sign up: the form's own checks first.
    await page.goto(`${server.baseUrl}/signup`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("All fields are required").first().isVisible()).resolves.toBe(true);
    await screenshot(page, "accounts-signup-errors");
    await expectAccessible(page, "accounts-signup-errors");

    await page.getByLabel("First name").fill("Jane");
    await page.getByLabel("Last name").fill("Tester");
    await page.getByLabel("Email").fill(email);
    const phone = page.getByLabel("Phone");
    await phone.pressSequentially("07e7+0-0.9001234", { delay: 10 });
    await expect(phone.inputValue()).resolves.toBe("077009001234");
    await page.getByLabel("Company name").fill("Sunrise Care Ltd");
    await page.getByLabel("Subdomain").fill(subdomain);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill("not the same");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Password and Confirm password should be same").isVisible()).resolves.toBe(
      true,
    );
    await page.getByLabel("Confirm password").fill(password);
    await expect(page.getByText(`${subdomain}.localhost:${server.port}`).isVisible()).resolves.toBe(true);
    await screenshot(page, "accounts-signup");
    await expectAccessible(page, "accounts-signup");

    // Validate, invisible bot check, code by e-mail: the Email Verification step.
    const before = await outboxFiles(server.dataDir);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(/\/verifyotp$/, { timeout: 30_000 });
    await page.getByText("OTP has been sent to your registered mail successfully.").waitFor();
    await expectAccessible(page, "email verification");
    await expect(page.getByRole("button", { name: "Resend code" }).isDisabled()).resolves.toBe(true);
    await expect(page.getByText(/in\s+0[45]:\d\d/).isVisible()).resolves.toBe(true);
    const code = await waitForCode(server.dataDir, email, before);

    // A wrong code first: the server's message, word for word.
    const wrong = code === "AAAA" ? "CCCC" : "AAAA";
    await typeCode(page, wrong);
    await page.getByRole("button", { name: "Verify and create account" }).click();
    await page.getByText("Enter correct otp").waitFor();
    await screenshot(page, "accounts-verify-email");
    await expectAccessible(page, "accounts-verify-email");

    // Backspace moves back through the boxes.
    await typeCode(page, code.slice(0, 3));
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    await expect(
      page.getByRole("textbox", { name: "Character 2 of 4" }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.type(code.slice(1), { delay: 30 });
    const boxes = await Promise.all(
      [1, 2, 3, 4].map((n) => page.getByRole("textbox", { name: `Character ${n} of 4` }).inputValue()),
    );
    expect(boxes.join("")).toBe(code);
    await page.getByRole("button", { name: "Verify and create account" }).click();
    await page.getByText("Registered Successfully.").first().waitFor();
    await screenshot(page, "accounts-registered");
    await expectAccessible(page, "accounts-registered");

    // Handed over to the company's own site, signed in, with the code gone from the address.
    await page.waitForURL(`${siteOf(subdomain)}/company/dashboard`, { timeout: 20_000 });
    const profileButton = page.getByRole("button", { name: /profile menu/ });
    await profileButton.getByText("JT", { exact: true }).waitFor();
    await page.waitForLoadState("networkidle");
    // A new company has no subscription yet: the side menu shows how to get one (spec 000 §6).
    const sideMenu = page.locator("#company-side-menu");
    await sideMenu.getByText("Subscription").waitFor();
    await expect(sideMenu.getByText("Documents", { exact: true }).count()).resolves.toBe(0);
    await sideMenu.getByRole("link", { name: "Book Training" }).waitFor();
    await screenshot(page, "accounts-dashboard");
    await expectAccessible(page, "accounts-dashboard");
    const closedHeight = (await profileButton.boundingBox())?.height;
    await profileButton.click();
    await page.getByRole("menu").getByText(email).waitFor();
    // The open menu's button keeps its one line: initials beside the name, as when closed.
    await expect(profileButton.boundingBox().then((box) => box?.height)).resolves.toBe(closedHeight);
    await windowShot(page, "accounts-profile-menu");
    await expectAccessible(page, "accounts-profile-menu");
    await page.keyboard.press("Escape");

    await signOut(page, subdomain);
    await screenshot(page, "accounts-logged-out");
    await expectAccessible(page, "accounts-logged-out");
    // Signed out: the company app is closed, and the company site's root goes to sign-in.
    await page.goto(`${siteOf(subdomain)}/company/dashboard`, { waitUntil: "networkidle" });
    await expect(page.url()).toBe(`${siteOf(subdomain)}/login`);

    // Sign in again on the main site, from the header's Sign In (the sign-in/up modal).
    await page.goto(server.baseUrl, { waitUntil: "networkidle" });
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    const modal = page.getByRole("dialog");
    await modal.getByRole("tab", { name: "Sign In" }).waitFor();
    await expect(page.url()).toBe(`${server.baseUrl}/login`);
    await modal.getByLabel("Email").fill(email);
    await modal.getByRole("textbox", { name: "Password", exact: true }).fill(password);
    await windowShot(page, "accounts-sign-in-modal");
    await expectAccessible(page, "accounts-sign-in-modal");
    await modal.getByRole("tab", { name: "Sign Up" }).click();
    await modal.getByLabel("Subdomain").waitFor();
    await windowShot(page, "accounts-sign-up-modal");
    await expectAccessible(page, "accounts-sign-up-modal");
    await modal.getByRole("tab", { name: "Sign In" }).click();
    await modal.getByLabel("Email").fill(email);
    await modal.getByRole("textbox", { name: "Password", exact: true }).fill(password);
    await modal.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${siteOf(subdomain)}/company/dashboard`, { timeout: 20_000 });
    await page
      .getByRole("button", { name: /profile menu/ })
      .getByText("JT", { exact: true })
      .waitFor();
    await signOut(page, subdomain);

    // Forgot password: e-mail, code (pasted), new password, back to sign in.
    await page.goto(`${server.baseUrl}/login`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.waitForURL(/\/forgotpassword$/);
    await page.getByRole("button", { name: "Send code" }).click();
    await page.getByText("Email is required").waitFor();
    await page.getByLabel("Email").fill(email);
    await screenshot(page, "accounts-forgot-password");
    await expectAccessible(page, "accounts-forgot-password");
    const beforeReset = await outboxFiles(server.dataDir);
    await page.getByRole("button", { name: "Send code" }).click();
    await page.waitForURL(/\/verifyotp$/);
    await page.getByText("An OTP will be send to your registered email address").first().waitFor();
    const resetCode = await waitForCode(server.dataDir, email, beforeReset);
    await page.getByRole("textbox", { name: "Character 1 of 4" }).evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData("text/plain", text);
      input.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, ` ${resetCode} `);
    await expect(page.getByRole("textbox", { name: "Character 4 of 4" }).inputValue()).resolves.toBe(
      resetCode[3],
    );
    await screenshot(page, "accounts-reset-code");
    await expectAccessible(page, "accounts-reset-code");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/\/resetpassword$/);
    await page.getByRole("textbox", { name: "New password", exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await screenshot(page, "accounts-new-password");
    await expectAccessible(page, "accounts-new-password");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.waitForURL(`${server.baseUrl}/login`);
    const popup = page.getByRole("dialog");
    await popup.getByText("New password updated successfully").waitFor();
    await page.waitForTimeout(2500); // the popup stays: it is one of the sticky messages
    await expect(popup.getByText("New password updated successfully").isVisible()).resolves.toBe(true);
    await windowShot(page, "accounts-password-updated");
    await expectAccessible(page, "accounts-password-updated");
    await popup.getByRole("button", { name: "Dismiss" }).click();

    // The old password no longer works; the new one does.
    await page.getByLabel("Email").fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").getByText("Invalid email or password").waitFor();
    await screenshot(page, "accounts-login-error");
    await expectAccessible(page, "accounts-login-error");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${siteOf(subdomain)}/company/dashboard`, { timeout: 20_000 });
    await page
      .getByRole("button", { name: /profile menu/ })
      .getByText("JT", { exact: true })
      .waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it("registers from the sign-up modal with an offline cart, and goes on to checkout", async () => {
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: desktop, locale: "en-GB" });
    const page = await openPage(context, errors);
    const subdomain = `e2ecart${Math.floor(Math.random() * 1_000_000)}`;
    const email = `buyer@${subdomain}.example.com`;
    await page.goto(server.baseUrl, { waitUntil: "networkidle" });
    // A visitor's offline cart (spec 000 §4 Cart), as the catalogue will keep it.
    await page.evaluate(() =>
      localStorage.setItem("offlineCart", JSON.stringify([{ id: "not-a-package", name: "Sample" }])),
    );

    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    const modal = page.getByRole("dialog");
    await modal.getByRole("tab", { name: "Sign Up" }).click();
    await modal.getByLabel("First name").fill("Sam");
    await modal.getByLabel("Last name").fill("Buyer");
    await modal.getByLabel("Email").fill(email);
    await modal.getByLabel("Phone").fill("01612345678");
    await modal.getByLabel("Company name").fill("Cart Care Ltd");
    await modal.getByLabel("Subdomain").fill(subdomain);
    await modal.getByRole("textbox", { name: "Password", exact: true }).fill("Cart-pass-123");
    await modal.getByLabel("Confirm password").fill("Cart-pass-123");
    const before = await outboxFiles(server.dataDir);
    await modal.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("dialog", { name: "Email Verification" }).waitFor({ timeout: 30_000 });
    const code = await waitForCode(server.dataDir, email, before);
    await typeCode(page, code);
    await windowShot(page, "accounts-modal-verify-email");
    await expectAccessible(page, "accounts-modal-verify-email");
    await modal.getByRole("button", { name: "Verify and create account" }).click();
    await modal.getByText("Taking you to checkout to finish your order…").waitFor();

    // Spec 000 §4 Signup: with an offline cart, /checkout, on the new company's own site (issue 22).
    await page.waitForURL(`${siteOf(subdomain)}/checkout`);
    await page.getByRole("heading", { name: "Checkout", level: 1 }).waitFor();
    await page.getByRole("button", { name: "My Account" }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem("offlineCart"))).resolves.toBeNull();
    await screenshot(page, "accounts-checkout-after-signup");
    await expectAccessible(page, "accounts-checkout-after-signup");

    // My Account menu: Logout signs out here and goes to /login.
    await page.getByRole("button", { name: "My Account" }).click();
    await page.getByRole("button", { name: "Logout" }).waitFor();
    await expectAccessible(page, "checkout's My Account menu");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${siteOf(subdomain)}/login`);
    await page.getByText("You have logged out successfully").waitFor();
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("signs the demo employee in on the company site only", async () => {
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: desktop, locale: "en-GB" });
    const page = await openPage(context, errors);

    // On the main site an employee may sign in too (they are handed over to their company's site);
    // registering needs the invitation, which opens on the company's site.
    await page.goto(`${server.baseUrl}/employee/login`, { waitUntil: "networkidle" });
    await page.getByText("the policies your organisation has assigned you").waitFor();
    await screenshot(page, "accounts-employee-main-site");
    await expectAccessible(page, "accounts-employee-main-site");
    await page.goto(`${server.baseUrl}/employee/register`, { waitUntil: "networkidle" });
    await page.getByText("Company domain name not available").waitFor();
    await expectAccessible(page, "employee register on the main site");

    await page.goto(`${siteOf("meadowbank")}/employee/register`, { waitUntil: "networkidle" });
    await page.getByText(/by invitation/).waitFor();
    await screenshot(page, "accounts-employee-register");
    await expectAccessible(page, "accounts-employee-register");

    // A second tab of the same browser, on the live connection before the first one signs in.
    const other = await openPage(context, errors);
    const heard = new Promise<string>((resolve) => {
      other.on("websocket", (socket) =>
        socket.on("framereceived", ({ payload }) => {
          if (String(payload).includes("login:success")) resolve(String(payload));
        }),
      );
    });
    const connected = other.waitForEvent("websocket", { timeout: 15_000 });
    await other.goto(`${siteOf("meadowbank")}/employee/register`, { waitUntil: "networkidle" });
    await connected;

    await page.goto(`${siteOf("meadowbank")}/employee/login`, { waitUntil: "networkidle" });
    await page
      .getByText(/Meadowbank Care Ltd/)
      .first()
      .waitFor();
    await page.getByLabel("Email").fill("employee@meadowbank.local");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("Demo-password-1");
    await screenshot(page, "accounts-employee-login");
    await expectAccessible(page, "accounts-employee-login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${siteOf("meadowbank")}/employee/policies`);
    await page.getByText("You have logged in successfully").waitFor();
    await screenshot(page, "accounts-employee-policies");
    await expectAccessible(page, "accounts-employee-policies");
    // Spec 000 §1: the server told the browser's other tabs, naming the tab that signed in.
    await expect(heard).resolves.toMatch(/login:success.*tabId/);
    await other.close();

    // The session is kept per site and shared by the site's tabs.
    const second = await openPage(context, errors);
    await second.goto(`${siteOf("meadowbank")}/employee/policies`, { waitUntil: "networkidle" });
    await expect(second.url()).toBe(`${siteOf("meadowbank")}/employee/policies`);
    await second.goto(`${server.baseUrl}/company/dashboard`, { waitUntil: "networkidle" });
    await expect(second.url()).toBe(`${server.baseUrl}/`);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps staff users off the package catalogue and sends the admin to the console", async () => {
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: desktop, locale: "en-GB" });
    const page = await openPage(context, errors);

    // A staff user (role user) signs in on the main site and is handed over to the company site.
    await page.goto(`${server.baseUrl}/login`, { waitUntil: "networkidle" });
    await page.getByLabel("Email").fill("staff@meadowbank.local");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("Demo-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${siteOf("meadowbank")}/company/dashboard`);
    // Spec 000 §6: only the entries its permissions name (Dashboard, Documents; no subscription yet).
    const sideMenu = page.locator("#company-side-menu");
    await sideMenu.getByText("Dashboard").waitFor();
    await expect(sideMenu.getByText("Subscription").count()).resolves.toBe(0);
    await page
      .getByRole("button", { name: /profile menu/ })
      .getByText("TH", { exact: true })
      .waitFor();
    await expectAccessible(page, "staff dashboard");

    // Spec 000 §6: the package catalogue is sent to 404, then home (the company site's home).
    await page.goto(`${siteOf("meadowbank")}/policies-procedures`);
    await page.waitForURL(`${siteOf("meadowbank")}/404`);
    await page.getByText("This page is not available to your account.").waitFor();
    await screenshot(page, "accounts-staff-catalogue-404");
    await expectAccessible(page, "accounts-staff-catalogue-404");
    await page.waitForURL(`${siteOf("meadowbank")}/company/dashboard`, { timeout: 10_000 });
    await context.close();

    // The platform admin signs in on the main site and goes to the console.
    const adminContext = await browser.newContext({ viewport: desktop, locale: "en-GB" });
    const admin = await openPage(adminContext, errors);
    await admin.goto(`${server.baseUrl}/login`, { waitUntil: "networkidle" });
    await admin.getByLabel("Email").fill("admin@cloudoc.local");
    await admin.getByRole("textbox", { name: "Password", exact: true }).fill("Demo-password-1");
    await admin.getByRole("button", { name: "Sign in" }).click();
    // The console asks for the second factor first (its own journey is e2e/admin-console.test.ts).
    await admin.waitForURL((url) => url.pathname.startsWith("/admin"));
    await admin.getByRole("heading", { name: "Set up your authenticator app" }).waitFor();
    await expectAccessible(admin, "admin second factor set-up");
    expect(errors).toEqual([]);
    await adminContext.close();
  });

  it("has no serious or critical accessibility violations on any sign-in screen", async () => {
    const context = await browser.newContext({ viewport: desktop, locale: "en-GB" });
    const page = await context.newPage();
    for (const screen of ["/login", "/signup", "/forgotpassword", "/signin", "/employee/login"]) {
      await page.goto(`${server.baseUrl}${screen}`, { waitUntil: "networkidle" });
      await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
      await expectAccessible(page, screen);
    }
    await context.close();
  });

  it("shows a not-found page for a company site that does not exist", async () => {
    const context = await browser.newContext({ viewport: desktop, locale: "en-GB" });
    const page = await context.newPage();
    await page.goto(`${siteOf("nosuchcompany")}/login`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "This Cloudoc site does not exist" }).waitFor();
    await expect(page.getByRole("main").textContent()).resolves.toContain(
      "Company domain name not available",
    );
    await screenshot(page, "accounts-unknown-site");
    await expectAccessible(page, "accounts-unknown-site");
    await context.close();
  });

  it("applies the entry rules: stray query strings go home, private pages need a session", async () => {
    const context = await browser.newContext({ viewport: desktop, locale: "en-GB" });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/documentlibrary?utm_source=mail`, { waitUntil: "networkidle" });
    await expect(addressOf(page)).resolves.toBe(`${server.baseUrl}/`);
    await page.goto(`${server.baseUrl}/company/documents`, { waitUntil: "networkidle" });
    await expect(addressOf(page)).resolves.toBe(`${server.baseUrl}/`);
    await page.goto(`${server.baseUrl}/employee`, { waitUntil: "networkidle" });
    await expect(addressOf(page)).resolves.toBe(`${server.baseUrl}/`);
    await page.goto(`${siteOf("meadowbank")}/`, { waitUntil: "networkidle" });
    await expect(addressOf(page)).resolves.toBe(`${siteOf("meadowbank")}/login`);
    await page.goto(`${siteOf("meadowbank")}/company/policy/documents`, { waitUntil: "networkidle" });
    await expect(addressOf(page)).resolves.toBe(`${siteOf("meadowbank")}/policy/documents`);
    // An old or used hand-over code: sign in instead.
    await page.goto(`${siteOf("meadowbank")}/company/dashboard?user=not-a-real-code-not-a-real-code`, {
      waitUntil: "networkidle",
    });
    await expect(addressOf(page)).resolves.toBe(`${siteOf("meadowbank")}/login`);
    await context.close();
  });
});
