import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { codeFor, enterCode as enterCodeOn, signInAdmin } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { launchBrowser, screenshot, windowShot } from "./support/browser";
import { outboxFiles } from "./support/outbox";
import { type RunningServer, startServer } from "./support/server";

/**
 * The platform team's console, end to end (issue 12), one signed-in admin through the steps in order:
 * 1. signing in at /login, setting up the authenticator app on the first sign-in (the test reads the
 *    secret off the screen and computes the codes an app would show), saving the recovery codes, and
 *    verifying a fresh code on the next sign-in;
 * 2. editing a master template's draft in the TipTap editor and publishing it as a major change;
 * 3. creating a package with a price from existing templates and putting it on sale;
 * 4. a visitor finding it, with its price, in the public catalogue;
 * 5. approving a company's profile edit request, which updates the profile and e-mails the company.
 * Each step is screenshotted under e2e/artifacts/admin-*.png.
 */

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: "en-GB" });
  page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
});
afterEach(async (test) => {
  // A failed step leaves a picture of where it stopped.
  if (test.task.result?.state === "fail")
    await windowShot(page, `admin-failed-step-${test.task.name.split(".")[0]}`);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const owner = { email: "owner@meadowbank.local", password: "Demo-password-1" };
const template = "Safeguarding Adults";
const secondTemplate = "Mental Capacity and Consent";
const pkg = {
  name: "E2E Supported Living Essentials",
  slug: "e2e-supported-living-essentials",
  fee: "149.50",
  price: "£149.50",
  folder: "Core policies",
  description: "The core safeguarding and consent policies for a supported living service in England.",
};
const signIn = () => signInAdmin(page, server.baseUrl);
const enterCode = (code: string, button: string) => enterCodeOn(page, code, button);

const menu = () => page.getByRole("navigation", { name: "Admin menu" });

/** Picks an option of a Mantine Select by its label. */
async function choose(label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Signs in through the API, as a company's app does, and returns the bearer token. */
async function apiToken(email: string, password: string): Promise<string> {
  const reply = await fetch(`${server.baseUrl}/api/user/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  expect(reply.status).toBe(200);
  const body = (await reply.json()) as { response: { authToken: string } };
  return body.response.authToken;
}

describe("the admin console", () => {
  it("1. sets up the second factor on the first sign-in and verifies a fresh code on the next", async () => {
    await signIn();
    await page.getByRole("heading", { name: "Set up your authenticator app" }).waitFor();
    await page.getByRole("img", { name: /QR code/ }).waitFor();
    await screenshot(page, "admin-second-factor-setup");
    await expectAccessible(page, "admin-second-factor-setup");
    const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await enterCode("000000", "Confirm and continue");
    await page.getByText("That code is not right").waitFor();
    await expectAccessible(page, "second factor, a wrong code");
    await enterCode(codeFor(secret), "Confirm and continue");
    await page.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes.count()).resolves.toBe(10);
    await screenshot(page, "admin-second-factor-recovery-codes");
    await expectAccessible(page, "admin-second-factor-recovery-codes");
    const goOn = page.getByRole("button", { name: "Go to the admin console" });
    await expect(goOn.isDisabled()).resolves.toBe(true);
    await page.getByLabel("I have saved my recovery codes").check();
    await goOn.click();

    await menu().waitFor();
    await menu().getByRole("link", { name: "Activity" }).click();
    await page.getByRole("heading", { name: "Admin activity" }).waitFor();
    await page.getByRole("cell", { name: /^admin\.second-factor\.set-up user/ }).waitFor();
    await screenshot(page, "admin-console-activity");
    await expectAccessible(page, "admin-console-activity");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${server.baseUrl}/login`);
    await signIn();
    await page.getByRole("heading", { name: "Confirm it's you" }).waitFor();
    await expect(menu().count()).resolves.toBe(0);
    await screenshot(page, "admin-second-factor-verify");
    await expectAccessible(page, "admin-second-factor-verify");
    // The next time step's code: the one that confirmed the set-up may still be current, and is spent.
    await enterCode(codeFor(secret, 30), "Continue");
    await menu().waitFor();
    await menu().getByRole("link", { name: "Security" }).click();
    await page.getByText("You have 10 unused recovery codes.", { exact: false }).waitFor();
    await screenshot(page, "admin-console-security");
    await expectAccessible(page, "admin-console-security");
  });

  it("2. edits a template's draft in the editor and publishes it as a major change", async () => {
    await menu().getByRole("link", { name: "Templates" }).click();
    await page.getByRole("heading", { name: "Templates", level: 1 }).waitFor();
    await page.getByRole("textbox", { name: "Search templates" }).fill(template);
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: template, exact: true }) });
    await row.waitFor();
    const listedVersion = Number(await row.getByRole("cell").nth(3).innerText());
    expect(listedVersion).toBeGreaterThanOrEqual(1);
    await screenshot(page, "admin-templates-search");
    await expectAccessible(page, "admin-templates-search");

    await row.getByRole("link", { name: template, exact: true }).click();
    // The page's own title (the document text below starts with the same heading).
    await page.getByRole("heading", { name: template, level: 1 }).first().waitFor();
    await page.getByText(`version ${listedVersion}`, { exact: false }).first().waitFor();
    const text = page.getByRole("textbox", { name: "Template text" });
    // The end of the body's last paragraph (not a list item): its last line, past the last word.
    const paragraph = text.locator(":scope > p").last();
    const box = await paragraph.boundingBox();
    if (!box) throw new Error("the template's last paragraph is not on screen");
    await paragraph.click({ position: { x: box.width - 2, y: box.height - 4 } });
    await page.keyboard.press("End");
    await page.keyboard.type(" Staff who are unsure must speak to the safeguarding lead the same day.");
    await page.getByText("unsaved changes", { exact: false }).waitFor();
    // The document is long: these pictures are of the window, at the edit and then at the top.
    await windowShot(page, "admin-template-edited");
    await expectAccessible(page, "admin-template-edited");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText("Draft saved.").first().waitFor();
    await page.getByText("draft saved", { exact: false }).first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await windowShot(page, "admin-template-draft-saved");
    await expectAccessible(page, "admin-template-draft-saved");

    const next = listedVersion + 1;
    await page.getByRole("button", { name: "Publish…" }).click();
    const dialog = page.getByRole("dialog", { name: `Publish version ${next}` });
    await dialog.waitFor();
    await dialog
      .getByRole("textbox", { name: "Release notes" })
      .fill("Staff must raise concerns with the lead the same day.");
    await dialog.getByRole("radio", { name: "Major: staff must read it again" }).check();
    await windowShot(page, "admin-template-publish-dialog");
    await expectAccessible(page, "admin-template-publish-dialog");
    await dialog.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText(`Version ${next} published.`).first().waitFor();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText(`version ${next}`, { exact: false }).first().waitFor();
    const newest = page.getByRole("listitem").filter({ hasText: `Version ${next}` });
    await newest.getByText("Major", { exact: true }).waitFor();
    await newest.getByText("Staff must raise concerns with the lead the same day.").waitFor();
    await expect(text.innerText()).resolves.toContain("speak to the safeguarding lead the same day");
    await page.evaluate(() => window.scrollTo(0, 0));
    await windowShot(page, "admin-template-published");
    await expectAccessible(page, "admin-template-published");

    await page.getByRole("link", { name: "← All templates" }).click();
    await page.getByRole("textbox", { name: "Search templates" }).fill(template);
    await expect.poll(() => row.getByRole("cell").nth(3).innerText()).toBe(String(next));
  });

  it("3. creates a package from existing templates with a price and puts it on sale", async () => {
    await menu().getByRole("link", { name: "Packages" }).click();
    await page.getByRole("heading", { name: "Packages", level: 1 }).waitFor();
    await expectAccessible(page, "packages list");
    await page.getByRole("link", { name: "New package" }).click();
    await page.getByRole("heading", { name: "New package", level: 1 }).waitFor();
    const form = page.getByRole("form", { name: "Package details" });
    await form.getByRole("textbox", { name: "Name" }).fill(pkg.name);
    await expect(form.getByRole("textbox", { name: "Slug" }).inputValue()).resolves.toBe(pkg.slug);
    await form.getByRole("textbox", { name: "Licence fee, in pounds" }).fill(pkg.fee);
    await choose("Country", "England");
    await choose("Service type", "Supported Living");
    await choose("Regulator", "CQC England");
    await form.getByRole("combobox", { name: "Categories" }).click();
    await page.getByRole("option", { name: "Supported Living", exact: true }).click();
    await expectAccessible(page, "package categories list open");
    await page.keyboard.press("Escape");
    await form.getByRole("textbox", { name: "Description" }).fill(pkg.description);
    await screenshot(page, "admin-package-new");
    await expectAccessible(page, "admin-package-new");
    await form.getByRole("button", { name: "Create package" }).click();
    await page.waitForURL(/\/admin\/packages\/(?!new)[^/]+$/);
    await page.getByRole("heading", { name: pkg.name, level: 1 }).waitFor();
    await expect(form.getByRole("textbox", { name: "Licence fee, in pounds" }).inputValue()).resolves.toBe(
      "£149.50",
    );

    await page.getByRole("button", { name: "Add folder" }).click();
    const folderDialog = page.getByRole("dialog", { name: "New folder" });
    await folderDialog.getByRole("textbox", { name: "Folder name" }).fill(pkg.folder);
    await expectAccessible(page, "new folder dialog");
    await folderDialog.getByRole("button", { name: "Save folder" }).click();
    await folderDialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: `Actions for the folder ${pkg.folder}` }).click();
    await page.getByRole("menuitem", { name: "Add templates…" }).waitFor();
    await expectAccessible(page, "folder actions menu");
    await page.getByRole("menuitem", { name: "Add templates…" }).click();
    const picker = page.getByRole("dialog", { name: `Add templates to ${pkg.folder}` });
    const search = picker.getByRole("textbox", { name: "Search templates" });
    for (const title of [template, secondTemplate]) {
      await search.fill(title);
      const box = picker.getByRole("checkbox", { name: new RegExp(`\\s${title}$`) });
      await box.check();
    }
    await windowShot(page, "admin-package-picker");
    await expectAccessible(page, "admin-package-picker");
    await picker.getByRole("button", { name: "Add 2 templates" }).click();
    await picker.waitFor({ state: "hidden" });
    const tree = page.getByRole("region", { name: "Folders and templates" });
    await tree.getByText("2 templates").waitFor();
    await tree.getByText(template, { exact: true }).waitFor();
    await tree.getByText(secondTemplate, { exact: true }).waitFor();
    await page.getByText("2 documents").first().waitFor();

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: `Publish ${pkg.name}?` });
    await confirm.getByText("with its 2 documents", { exact: false }).waitFor();
    await windowShot(page, "admin-package-publish-confirm");
    await expectAccessible(page, "admin-package-publish-confirm");
    await confirm.getByRole("button", { name: "Publish package" }).click();
    await page.getByText("The package is published and on sale.").first().waitFor();
    await page.getByRole("button", { name: "Withdraw", exact: true }).waitFor();
    await screenshot(page, "admin-package-published");
    await expectAccessible(page, "admin-package-published");
  });

  it("4. a visitor finds the new package, with its price, in the public catalogue", async () => {
    const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: "en-GB" });
    const site = await visitor.newPage();
    site.on("pageerror", (error) => errors.push(error.message));
    await site.goto(`${server.baseUrl}/policies-procedures`, { waitUntil: "networkidle" });
    const card = site.getByRole("article").filter({ has: site.getByRole("link", { name: pkg.name }) });
    await card.first().waitFor();
    await expect(card.first().innerText()).resolves.toMatch(
      /England\s*· CQC England[\s\S]*2 documents[\s\S]*£149\.50/,
    );
    await card.first().scrollIntoViewIfNeeded();
    await windowShot(site, "admin-catalogue-listing");
    await expectAccessible(site, "admin-catalogue-listing");

    await card
      .first()
      .getByRole("link", { name: `View Details: ${pkg.name}` })
      .click();
    await site.waitForURL(`${server.baseUrl}/subscription-detail/${pkg.slug}`);
    await site.getByRole("heading", { name: pkg.name, level: 1 }).waitFor();
    await site.getByText(pkg.price).first().waitFor();
    await site.getByText(secondTemplate).first().waitFor();
    await screenshot(site, "admin-catalogue-detail");
    await expectAccessible(site, "admin-catalogue-detail");
    await visitor.close();
  });

  it("5. approves a company's profile edit request, updating its profile and e-mailing it", async () => {
    const token = await apiToken(owner.email, owner.password);
    const form = new FormData();
    form.set("reason", "We changed our registered name");
    form.set("detail_expalanation", "Companies House confirmed the new name last week.");
    form.set("changeRequest", JSON.stringify({ companyName: "Meadowbank Care Group Ltd" }));
    form.set("filename", "certificate.pdf");
    form.set(
      "file",
      new Blob(["%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n%%EOF\n"], { type: "application/pdf" }),
      "certificate.pdf",
    );
    const sent = await fetch(`${server.baseUrl}/api/company/profile/edit/request`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(sent.status, await sent.clone().text()).toBe(200);

    await menu().getByRole("link", { name: "Profile edit requests" }).click();
    await page.getByRole("heading", { name: "Profile edit requests", level: 1 }).waitFor();
    const row = page.getByRole("row").filter({ hasText: "We changed our registered name" });
    await row.getByText("Company name").waitFor();
    await screenshot(page, "admin-edit-requests");
    await expectAccessible(page, "admin-edit-requests");
    await row.getByRole("button", { name: "View the request from Meadowbank Care Ltd" }).click();
    const drawer = page.getByRole("dialog", { name: /^Request from Meadowbank Care/ });
    await drawer.getByRole("button", { name: "Download certificate.pdf" }).waitFor();
    const value = drawer.getByRole("textbox", { name: "New company name" });
    await expect(value.inputValue()).resolves.toBe("Meadowbank Care Group Ltd");
    await drawer
      .getByRole("textbox", { name: "Note to the company (optional)" })
      .fill("Thank you: updated from the certificate.");
    await windowShot(page, "admin-edit-request-open");
    await expectAccessible(page, "admin-edit-request-open");

    const before = await outboxFiles(server.dataDir);
    await drawer.getByRole("button", { name: "Approve and update the profile" }).click();
    // Approved, and applied: the drawer is titled with the company's new name.
    await page.getByRole("dialog", { name: "Request from Meadowbank Care Group Ltd" }).waitFor();
    await drawer.getByText("Approved", { exact: true }).first().waitFor();
    await expect(
      drawer.getByRole("button", { name: "Approve and update the profile" }).count(),
    ).resolves.toBe(0);
    await windowShot(page, "admin-edit-request-approved");
    await expectAccessible(page, "admin-edit-request-approved");

    // The list: nothing is pending now; under Approved the request stands with the new name.
    await drawer.getByRole("button", { name: "Close" }).click();
    await drawer.waitFor({ state: "hidden" });
    await page.getByText("Nothing is waiting for a decision.").waitFor();
    await choose("Status", "Approved");
    const approved = page.getByRole("row").filter({ hasText: "We changed our registered name" });
    await approved.getByText("Meadowbank Care Group Ltd").waitFor();
    await approved.getByText("Approved", { exact: true }).waitFor();
    await screenshot(page, "admin-edit-requests-approved");
    await expectAccessible(page, "admin-edit-requests-approved");

    // The company is told: a new mail to its owner says the request was approved.
    const mail = await waitForMail(server.dataDir, owner.email, before, /^Subject: .* is approved$/m);
    expect(mail).toContain("Company name: now Meadowbank Care Group Ltd");
    expect(mail).toContain("Thank you: updated from the certificate.");

    expect(errors).toEqual([]);
  });
});

/** Waits for a new e-mail to `to` (one not in `before`) whose text matches `pattern`. */
async function waitForMail(dataDir: string, to: string, before: readonly string[], pattern: RegExp) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const file of (await outboxFiles(dataDir)).filter((f) => !before.includes(f))) {
      // Unfold the headers and join quoted-printable soft line breaks.
      const raw = await readFile(path.join(dataDir, "outbox", file), "utf8");
      const text = raw.replace(/\r?\n[ \t]+/g, " ").replace(/=\r?\n/g, "");
      if (text.includes(`To: ${to}`) && pattern.test(text)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const fresh = (await outboxFiles(dataDir)).filter((f) => !before.includes(f));
  const heads = await Promise.all(
    fresh.map(async (f) => (await readFile(path.join(dataDir, "outbox", f), "utf8")).slice(0, 600)),
  );
  throw new Error(`no mail to ${to} matching ${pattern}; new mail:\n${heads.join("\n---\n")}`);
}
