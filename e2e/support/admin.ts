import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";

/** The demo platform admin, as the seed makes it. */
export const demoAdmin = { email: "admin@cloudoc.local", password: "Demo-password-1" };

/** The code an authenticator app shows for `secret`, `offsetSeconds` from now. */
export const codeFor = (secret: string, offsetSeconds = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSeconds * 1000 });

/** Signs in at /login with the password and waits for the console (or its second-factor step). */
export async function signInAdmin(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`, { waitUntil: "networkidle" });
  await page.getByLabel("Email").fill(demoAdmin.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(demoAdmin.password);
  await page.locator("form button[type=submit]").click();
  await page.waitForURL((url) => url.pathname.startsWith("/admin"));
}

/** Types a code into the second-factor form and sends it with `button`. */
export async function enterCode(page: Page, code: string, button: string) {
  await page.getByLabel("Code from your authenticator app").fill(code);
  await page.getByRole("button", { name: button }).click();
}

/** The admin's first sign-in on a fresh server, through the authenticator set-up, to the console. */
export async function setUpAdmin(page: Page, baseUrl: string): Promise<string> {
  await signInAdmin(page, baseUrl);
  await page.getByRole("heading", { name: "Set up your authenticator app" }).waitFor();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
  await enterCode(page, codeFor(secret), "Confirm and continue");
  await page.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
  await page.getByLabel("I have saved my recovery codes").check();
  await page.getByRole("button", { name: "Go to the admin console" }).click();
  await page.getByRole("navigation", { name: "Admin menu" }).waitFor();
  return secret;
}
