import { packageDefinitions } from "@cloudoc/content";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { launchBrowser, screenshot, windowShot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * The public site (spec 000 §2): home, catalogue, detail, document search, FAQs, a legal page,
 * the contact form and the new-provider checklist, against the real server and its seeded
 * library. Every page is screenshotted as e2e/artifacts/site-*.png.
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

interface Visit {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function open(path: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: "en-GB" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: "networkidle" });
  return { context, page, errors };
}

const main = (page: Page) => page.getByRole("main");

/** A full-page screenshot from the top (the sticky header would otherwise sit mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.waitForTimeout(300);
  await screenshot(page, name);
}

describe("public site", () => {
  it("home page: every section loads from the API", async () => {
    const { context, page, errors } = await open("/");
    await expect(main(page).getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(
      /Compliance policies/,
    );
    await main(page).getByRole("heading", { name: "Packages and Pricing" }).waitFor();
    const packages = main(page).getByRole("region", { name: "Packages and Pricing" }).getByRole("article");
    await expect.poll(() => packages.count()).toBe(3);
    await expect(
      main(page)
        .getByRole("region", { name: "Packages and Pricing" })
        .getByRole("button", { name: /Add To Cart/ })
        .count(),
    ).resolves.toBe(3);
    await main(page).getByRole("heading", { name: "Latest document updates" }).waitFor();
    await main(page).getByText("No blog posts yet").waitFor();
    await main(page)
      .getByRole("button", { name: /Preview: Medication Management/ })
      .waitFor();

    // The sample preview shows the document itself, marked as a sample: its heading and text.
    await main(page)
      .getByRole("button", { name: /Preview: Medication Management/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Medication Management" });
    await dialog.waitFor();
    const sheet = dialog.getByLabel("The first page of Medication Management");
    await sheet.getByRole("heading", { name: /Medication Management/, level: 1 }).waitFor();
    await expect(sheet.textContent()).resolves.toMatch(/ENG-CD-03/);
    await expect(sheet.textContent()).resolves.toMatch(/Purpose/);
    await windowShot(page, "site-sample-preview");
    await expectAccessible(page, "site-sample-preview");
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await dialog.waitFor({ state: "detached" });

    // The intro tour opens on click (no iframe is created before the click).
    await expect(page.locator("iframe").count()).resolves.toBe(0);
    await main(page).getByRole("button", { name: "Take the short tour" }).click();
    await main(page).getByText("Choose your package").waitFor();

    await shot(page, "site-home");
    await expectAccessible(page, "site-home");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("policies & procedures: the mega-menu's country opens the bundles for that country", async () => {
    const { context, page, errors } = await open("/");
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Policies & Procedures" }).click();
    await header.getByRole("link", { name: "Wales", exact: true }).waitFor();
    await expectAccessible(page, "policies & procedures mega-menu");
    await header.getByRole("link", { name: "Wales", exact: true }).click();
    await page.waitForURL(/\/policies-procedures$/);
    await main(page).getByRole("heading", { name: "Wales", level: 2 }).waitFor();
    await expect(main(page).getByRole("radio", { name: "Wales" }).isChecked()).resolves.toBe(true);
    await main(page).getByRole("link", { name: "Care Home Policies (Wales)", exact: true }).waitFor();
    // Only the chosen country's group is shown.
    await expect(main(page).getByRole("heading", { name: "England", level: 2 }).count()).resolves.toBe(0);
    await shot(page, "site-policies-procedures");
    await expectAccessible(page, "site-policies-procedures");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("policies & procedures: code and calls asked for before the entry has run, each once; browse by regulator", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-GB" });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on("request", (request) => asked.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await page.goto(`${server.baseUrl}/policies-procedures`, { waitUntil: "networkidle" });

    // The early script (app/early) preloaded the page's chunk and made its calls; the app took them.
    expect(
      await page.locator('head link[rel="modulepreload"][href*="/PoliciesProceduresPage-"]').count(),
    ).toBe(1);
    for (const call of [
      "POST /api/get/settings",
      "GET /api/get/offer/slug",
      "GET /api/user/get-subscription-lists",
      "POST /api/admin/subscription/category/list",
      "POST /api/admin/subscription/regulator/list",
      "POST /api/admin/subscription/country/list",
    ]) {
      expect(
        asked.filter((each) => each === call),
        call,
      ).toHaveLength(1);
    }
    const early = asked.findIndex((each) => each.startsWith("GET /assets/early-start-"));
    expect(early).toBeGreaterThanOrEqual(0);
    expect(early).toBeLessThan(asked.findIndex((each) => each.startsWith("GET /assets/index-")));

    // "Browse by" is a radio group: the arrow key moves the choice, and the groups follow it.
    const browseBy = main(page).getByRole("radiogroup", { name: "Browse by" });
    await browseBy.getByRole("radio", { name: "Service type" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(browseBy.getByRole("radio", { name: "Regulator" }).isChecked()).resolves.toBe(true);
    await main(page).getByRole("radiogroup", { name: "Choose a regulator" }).waitFor();
    await main(page).getByRole("heading", { name: "CQC England", level: 2 }).waitFor();
    await expect(main(page).getByRole("heading", { name: "Care Home", level: 2 }).count()).resolves.toBe(0);
    await windowShot(page, "site-policies-procedures-by-regulator");
    await expectAccessible(page, "site-policies-procedures-by-regulator");
    await context.close();
  });

  it("subscription list: a filter that finds nothing, then one that finds packages", async () => {
    const { context, page, errors } = await open("/subscription-list");
    const all = packageDefinitions.length;
    await main(page)
      .getByRole("heading", { name: new RegExp(`^${all} packages$`) })
      .waitFor();

    // Supported accommodation for young people is an English service only.
    await main(page).getByRole("checkbox", { name: "Northern Ireland" }).check();
    await main(page).getByRole("checkbox", { name: "Supported Accommodation for Young People" }).check();
    await main(page).getByText("No Subscription Found").waitFor();
    await shot(page, "site-subscription-list-empty");
    await expectAccessible(page, "site-subscription-list-empty");

    await main(page).getByRole("button", { name: "Clear filters" }).first().click();
    await main(page).getByRole("checkbox", { name: "Wales" }).check();
    const welsh = packageDefinitions.filter((p) => p.country === "wales").length;
    await main(page)
      .getByRole("heading", { name: new RegExp(`^${welsh} packages?$`) })
      .waitFor();
    await main(page).getByRole("link", { name: "Care Home Policies (Wales)", exact: true }).waitFor();

    await main(page).getByRole("checkbox", { name: "Wales" }).uncheck();
    await main(page).getByLabel("Pricing").selectOption("0-300");
    await main(page).getByRole("link", { name: "Temporary Staffing Agency Policies", exact: true }).waitFor();
    await expect(main(page).getByText("£299.00").count()).resolves.toBeGreaterThan(0);
    await shot(page, "site-subscription-list");
    await expectAccessible(page, "site-subscription-list");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("subscription detail: folders and documents with a search", async () => {
    const { context, page, errors } = await open("/subscription-detail/care-home-wales");
    await main(page).getByRole("heading", { name: "Care Home Policies (Wales)", level: 1 }).waitFor();
    await main(page).getByText("£399.00").first().waitFor();
    await main(page)
      .getByRole("button", { name: /Add To Cart/ })
      .waitFor();
    await main(page)
      .getByRole("heading", { name: /Safeguarding and Rights/ })
      .waitFor();

    await main(page).getByLabel("Search the documents in this package").fill("medication");
    await main(page)
      .getByText(/document(s)? match(es)? “medication”/)
      .waitFor();
    await main(page).getByText("Medication Management (Wales)").waitFor();
    await expect(main(page).getByText("Safeguarding Adults at Risk (Wales)").count()).resolves.toBe(0);
    await shot(page, "site-subscription-detail");
    await expectAccessible(page, "site-subscription-detail");

    await main(page).getByLabel("Search the documents in this package").fill("zzqxv");
    await main(page).getByText("No documents match “zzqxv”").waitFor();
    await expectAccessible(page, "subscription detail, no match");
    await main(page).getByRole("button", { name: "Clear the search" }).click();
    await main(page).getByText("Safeguarding Adults at Risk (Wales)").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("document library: a search for medication", async () => {
    const { context, page, errors } = await open("/documentlibrary");
    await main(page).getByRole("heading", { name: "Document Search", level: 1 }).waitFor();
    await main(page)
      .getByRole("heading", { name: /^\d+ documents$/ })
      .waitFor();
    await main(page).getByLabel("Search documents").fill("medication");
    await main(page).getByRole("button", { name: "Search", exact: true }).click();
    await main(page)
      .getByRole("heading", { name: /documents? for “medication”/ })
      .waitFor();
    const titles = await main(page).getByRole("heading", { level: 3 }).allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.some((title) => /medication/i.test(title))).toBe(true);
    await shot(page, "site-document-library");
    await expectAccessible(page, "site-document-library");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("FAQs: grouped, searchable, in an accordion", async () => {
    const { context, page, errors } = await open("/faq");
    await main(page).getByRole("heading", { name: "Getting started", level: 2 }).waitFor();
    const question = main(page).getByRole("button", { name: "What is Cloudoc?" });
    await expect(question.getAttribute("aria-expanded")).resolves.toBe("false");
    await question.click();
    await expect(question.getAttribute("aria-expanded")).resolves.toBe("true");
    await main(page)
      .getByText(/online library of policies/)
      .waitFor();
    await expectAccessible(page, "an FAQ open");

    await main(page).getByLabel("Search the questions").fill("subdomain");
    await main(page)
      .getByText(/questions? match(es)? “subdomain”/)
      .waitFor();
    await main(page).getByRole("button", { name: "What is my company subdomain?" }).waitFor();
    await shot(page, "site-faq");
    await expectAccessible(page, "site-faq");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("legal page: the privacy policy from the server", async () => {
    const { context, page, errors } = await open("/pages/privacy-policy");
    await main(page).getByRole("heading", { name: "Privacy Policy", level: 1 }).waitFor();
    await main(page).getByRole("heading", { name: "About this notice" }).waitFor();
    await main(page).getByRole("link", { name: "Terms and Conditions" }).first().waitFor();
    await shot(page, "site-privacy-policy");
    await expectAccessible(page, "site-privacy-policy");

    await page.goto(`${server.baseUrl}/pages/no-such-page`, { waitUntil: "networkidle" });
    await main(page).getByText("We could not find this page").waitFor();
    await expectAccessible(page, "legal page not found");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("contact us: validation, then a message is sent", async () => {
    const { context, page, errors } = await open("/");
    // Get a Demo preselects the demo topic.
    await page.getByRole("banner").getByRole("link", { name: "Get a Demo" }).click();
    await page.waitForURL(/\/contact-us$/);
    const form = main(page);
    await expect(form.getByLabel("What is it about?").inputValue()).resolves.toBe("demo");

    await form.getByRole("button", { name: "Send message" }).click();
    await form.getByText("Please enter your name").waitFor();
    await expectAccessible(page, "contact us with errors");

    await form.getByLabel("Your name").fill("Alex Example");
    await form.getByLabel("Email").fill("alex@example.com");
    await form.getByLabel("Organisation").fill("Example Care Ltd");
    await form.getByLabel("Message").fill("We run a care home in Leeds and would like a demo of Cloudoc.");
    await form.getByRole("button", { name: "Send message" }).click();
    await form.getByText("Contact us submitted successfully").waitFor();
    await expect(form.getByLabel("Your name").inputValue()).resolves.toBe("");
    await shot(page, "site-contact-us");
    await expectAccessible(page, "site-contact-us");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("new provider checklist: a tick is remembered after a reload", async () => {
    const { context, page, errors } = await open("/checklist-newprovider");
    const first = main(page).getByRole("checkbox").first();
    await first.waitFor();
    await main(page)
      .getByText(/^0 of \d+ done \(0%\)$/)
      .waitFor();
    await first.check();
    await main(page)
      .getByText(/^1 of \d+ done/)
      .waitFor();

    await page.reload({ waitUntil: "networkidle" });
    await main(page)
      .getByText(/^1 of \d+ done/)
      .waitFor();
    await expect(main(page).getByRole("checkbox").first().isChecked()).resolves.toBe(true);
    await shot(page, "site-checklist");
    await expectAccessible(page, "site-checklist");
    expect(errors).toEqual([]);
    await context.close();
  });
});
