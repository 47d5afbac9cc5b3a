// Looks at the built app the way a person would: screenshots of the main shells and an axe-core
// check of the home page. Needs `npx vite preview --port 4173 --strictPort` running in apps/web.
// Usage: node apps/web/scripts/screenshots.mjs [baseUrl]
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "playwright-core";

const base = process.argv[2] ?? "http://localhost:4173";
const out = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "e2e", "artifacts");
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

const problems = [];
/** What `POST /api/get/settings` answers once the server has it (spec 000 §3 Site settings). */
const sampleSettings = {
  status: 1,
  response: {
    footer_text: "© Cloudoc Ltd 2021. All rights reserved.",
    phone: "03301234567",
    email_address: "hello@cloudoc.co.uk",
    address: "1 Example Street, Manchester M1 1AA",
    facebook_link: "https://www.facebook.com/",
    twitter_link: "https://twitter.com/",
    instagram_link: "https://www.instagram.com/",
    pinterest_link: "https://www.pinterest.com/",
    blog_url: "https://blog.example.com/",
    banner: 2,
  },
};

async function visit(name, path, viewport, action, { settings = false, signedIn = false } = {}) {
  const context = await browser.newContext({ viewport, locale: "en-GB" });
  const page = await context.newPage();
  if (signedIn) {
    // Session data as the sign-in screens store it (spec 000 §3), with the calls the signed-in
    // shells make answered here (no real session exists on a preview server).
    await page.addInitScript(() => {
      localStorage.setItem("isAuthenticated", "true");
      localStorage.setItem("token", '"preview-token-preview-token"');
      localStorage.setItem("userId", '"u1"');
      localStorage.setItem("userName", '"Jane Smith"');
      localStorage.setItem("userRole", '"company"');
      localStorage.setItem("usersessiontoken", JSON.stringify({ token: "preview", timestamp: Date.now() }));
    });
    const reply = (response) => (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ status: 1, response }),
      });
    await page.route(
      "**/api/user/details",
      reply({
        firstname: "Jane",
        lastname: "Smith",
        username: "",
        companyName: "Sunrise Care Ltd",
        email: "jane@sunrise.example",
        createdAt: new Date().toISOString(),
        comboPackage: { status: 1 },
        documentManagement: { status: 1 },
        documentUpdate: { status: 1 },
        proPackage: { status: 1 },
        settings: { showPoliciesonSite: true },
      }),
    );
    await page.route(
      "**/api/users/get/compdetails",
      reply({ activesubs: true, docUpdateStatus: 1, docManagementStatus: 1 }),
    );
  }
  if (settings) {
    await page.route("**/api/get/settings", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(sampleSettings) }),
    );
  }
  page.on("pageerror", (error) => problems.push(`${name}: page error ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !/Failed to load resource|status of 50\d/.test(message.text())) {
      problems.push(`${name}: console ${message.text()}`);
    }
  });
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  await page.waitForSelector("main");
  if (action) await action(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${name}: the page is ${overflow}px wider than the window`);
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  for (const v of result.violations) {
    if (v.impact === "serious" || v.impact === "critical") {
      problems.push(`${name}: axe ${v.impact} ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    }
  }
  await page.screenshot({
    path: join(out, `web-${name}.png`),
    fullPage: viewport.width >= 600,
  });
  return { context, page };
}

const desktop = { width: 1280, height: 800 };
const home = await visit("home", "/", desktop);
const axe = await new AxeBuilder({ page: home.page })
  .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
  .analyze();
const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
for (const v of axe.violations) {
  console.log(`axe ${v.impact}: ${v.id} (${v.nodes.length}) ${v.help}`);
  for (const node of v.nodes.slice(0, 3))
    console.log(`   ${node.target.join(" ")} ${node.failureSummary?.split("\n")[1] ?? ""}`);
}
await home.context.close();

// With the settings call answering: blog link, footer contact details, social links, year.
const withSettings = await visit("home-settings", "/", desktop, undefined, { settings: true });
const footer = (await withSettings.page.locator("footer").textContent()) ?? "";
for (const expected of ["0330 123 4567", `© Cloudoc Ltd ${new Date().getFullYear()}. All rights reserved.`]) {
  if (!footer.includes(expected)) problems.push(`footer is missing "${expected}"`);
}
if ((await withSettings.page.getByRole("link", { name: /^Blog/ }).count()) !== 1)
  problems.push("no Blog link");
if ((await withSettings.page.locator('footer a[aria-label^="Cloudoc on"]').count()) !== 4)
  problems.push("social links");
await withSettings.page.locator("footer").screenshot({ path: join(out, "web-footer-settings.png") });
await withSettings.context.close();

await (
  await visit("home-policies-menu", "/", desktop, async (page) => {
    await page.getByRole("button", { name: "Policies & Procedures" }).click();
  })
).context.close();
await (
  await visit("company-dashboard", "/company/dashboard", desktop, undefined, { signedIn: true })
).context.close();
await (
  await visit(
    "home-signed-in",
    "/",
    desktop,
    async (page) => {
      await page.getByRole("button", { name: "My Account" }).click();
    },
    { settings: true, signedIn: true },
  )
).context.close();
await (
  await visit(
    "company-signed-in",
    "/company/profile",
    desktop,
    async (page) => {
      await page.getByRole("button", { name: /profile menu/ }).click();
      await page.getByRole("menu").waitFor();
    },
    { signedIn: true },
  )
).context.close();
await (await visit("404", "/404", desktop)).context.close();
await (await visit("unknown", "/no/such/page", desktop)).context.close();
await (await visit("home-mobile", "/", { width: 390, height: 844 })).context.close();
await (
  await visit("home-mobile-menu", "/", { width: 390, height: 844 }, async (page) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").waitFor();
    await page.waitForTimeout(400);
  })
).context.close();
await (
  await visit("company-mobile", "/company/documents", { width: 390, height: 844 }, undefined, {
    signedIn: true,
  })
).context.close();

// The collapsed side menu is remembered for the session (spec 000 §2 Side menu).
const company = await visit(
  "company-collapsed",
  "/company/documents",
  desktop,
  async (page) => {
    await page.getByRole("button", { name: "Collapse the side menu" }).click();
    await page.reload({ waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Expand the side menu" }).waitFor();
  },
  { signedIn: true },
);
await company.context.close();
// Signed out, the private areas send the visitor home (spec 000 §2 Entry rules).
await (await visit("employee", "/employee/policies", desktop)).context.close();
await (await visit("admin", "/admin", desktop)).context.close();

// Route rules of spec 000 §2, seen from the browser.
{
  const context = await browser.newContext({ viewport: desktop, locale: "en-GB" });
  const page = await context.newPage();
  const heading = async () => (await page.locator("main h1").first().textContent())?.trim();
  const expectPage = async (path, url, title) => {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    const actualUrl = new URL(page.url()).pathname;
    const actualTitle = await heading();
    if (actualUrl !== url || actualTitle !== title) {
      problems.push(`${path}: expected ${url} "${title}", got ${actualUrl} "${actualTitle}"`);
    }
  };
  await expectPage("/employee", "/", "Compliance policies and procedures for UK care providers");
  await expectPage("/company", "/", "Compliance policies and procedures for UK care providers");
  await expectPage("/admin", "/", "Compliance policies and procedures for UK care providers");
  await expectPage("/pages/privacy-policy", "/pages/privacy-policy", "Privacy Policy");
  await expectPage("/view/Document/fire-safety", "/view/Document/fire-safety", "Document");
  await page.goto(base, { waitUntil: "networkidle" });
  await page
    .getByRole("link", { name: /Domiciliary Care/ })
    .first()
    .click();
  await page.getByText("Showing: Domiciliary Care").waitFor({ timeout: 5000 });
  if ((await page.locator("footer").count()) !== 1) problems.push("footer missing on /policies-procedures");
  await page.goto(`${base}/login`, { waitUntil: "networkidle" });
  if ((await page.locator("footer").count()) !== 0) problems.push("footer shown on /login");
  await context.close();
}
await browser.close();

console.log(`axe: ${axe.violations.length} violations, ${serious.length} serious or critical`);
for (const problem of problems) console.log(`problem: ${problem}`);
process.exit(serious.length > 0 || problems.length > 0 ? 1 : 0);
