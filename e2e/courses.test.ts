import { readFile } from "node:fs/promises";
import { courseDefinitions } from "@cloudoc/content";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { launchBrowser, screenshot, windowShot } from "./support/browser";
import { addProPackage, openInApp, payByCard, signInAsOwner } from "./support/company";
import { type RunningServer, startServer } from "./support/server";

/**
 * Training courses and the new-provider checklist end to end (issue 17):
 * 1. the demo owner adds the Pro package (Training) and buys a course, paying by test card; the
 *    purchase-success modal shows;
 * 2. assigns the course to the demo employee with a due date;
 * 3. the employee, on a phone, reads the lessons, passes the quiz and downloads the certificate;
 * 4. the owner sees the pass in the training matrix;
 * 5. the owner ticks a step of the new-provider checklist; the tick is kept for the organisation.
 * Screenshots: e2e/artifacts/courses-*.png.
 */

let server: RunningServer;
let browser: Browser;
let ownerContext: BrowserContext;
let owner: Page;
let phone: Page;
const errors: string[] = [];
const course = courseDefinitions.find((c) => c.slug === "safeguarding-adults-awareness");
if (!course) throw new Error("no safeguarding course in the content");

const site = (pathname: string) => `http://meadowbank.localhost:${server.port}${pathname}`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ownerContext = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: "en-GB" });
  owner = await ownerContext.newPage();
  owner.on("pageerror", (error) => errors.push(error.message));
});
afterEach(async (test) => {
  if (test.task.result?.state === "fail") {
    await windowShot(owner, `courses-failed-owner-${test.task.name.split(".")[0]}`);
    if (phone && !phone.isClosed())
      await windowShot(phone, `courses-failed-phone-${test.task.name.split(".")[0]}`);
  }
});
afterAll(async () => {
  await ownerContext?.close();
  await browser?.close();
  await server?.stop();
});

describe("training courses", () => {
  it("1. the owner adds the Pro package and buys a course", async () => {
    await signInAsOwner(owner, server.baseUrl, site("/company/dashboard"));
    await addProPackage(owner, site("/company/subscriptions"));

    await owner.getByRole("link", { name: "Training", exact: true }).click();
    await owner.getByRole("heading", { name: "Training", level: 1 }).waitFor();
    await owner.getByRole("heading", { name: course.title }).waitFor();
    await screenshot(owner, "courses-catalogue");
    await expectAccessible(owner, "courses-catalogue");
    await owner.getByRole("link", { name: `Buy ${course.title}` }).click();
    await owner.getByRole("heading", { name: "Course checkout", level: 1 }).waitFor();
    await owner.getByRole("button", { name: "Pay £25.00" }).waitFor();
    await screenshot(owner, "courses-checkout");
    await expectAccessible(owner, "courses-checkout");
    await payByCard(owner);
    const thanks = owner.getByRole("dialog", { name: "Thank You for Your Purchase!" });
    await thanks.getByText("Your courses are ready.").waitFor({ timeout: 30_000 });
    await windowShot(owner, "courses-purchase-success");
    await expectAccessible(owner, "courses-purchase-success");
    await thanks.getByRole("link", { name: "Assign courses" }).click();
    await owner.getByText("Bought", { exact: true }).waitFor();
    await expectAccessible(owner, "bought courses");
  });

  it("2. assigns the course to the employee with a due date", async () => {
    await owner.getByRole("button", { name: `Assign ${course.title}` }).click();
    const dialog = owner.getByRole("dialog", { name: "Assign a course" });
    await dialog.getByPlaceholder("Search employees").click();
    await owner.getByRole("option", { name: /Priya Shah/ }).waitFor();
    await expectAccessible(owner, "employee picker open");
    await owner.getByRole("option", { name: /Priya Shah/ }).click();
    await owner.keyboard.press("Escape");
    const due = new Date(Date.now() + 14 * 86_400_000).toLocaleDateString("en-GB");
    await dialog.getByPlaceholder("DD/MM/YYYY").fill(due);
    await windowShot(owner, "courses-assign");
    await expectAccessible(owner, "courses-assign");
    await dialog.getByRole("button", { name: "Assign", exact: true }).click();
    await owner.getByText("The course has been assigned.").first().waitFor();
    await owner.getByText("0 of 1 assigned passed").waitFor();
  });

  it("3. the employee takes the course on a phone, passes the quiz and downloads the certificate", async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: "en-GB",
      acceptDownloads: true,
    });
    phone = await context.newPage();
    phone.on("pageerror", (error) => errors.push(error.message));
    await phone.goto(site("/employee/login"), { waitUntil: "networkidle" });
    await phone.getByLabel("Email").fill("employee@meadowbank.local");
    await phone.getByRole("textbox", { name: "Password", exact: true }).fill("Demo-password-1");
    await phone.getByRole("button", { name: "Sign in" }).click();
    await phone.waitForURL(/\/employee\/policies/);
    await phone.getByRole("link", { name: "Courses" }).waitFor();
    await expectAccessible(phone, "employee's policies on a phone");
    await phone.getByRole("link", { name: "Courses" }).click();
    await phone.getByRole("heading", { name: "My courses", level: 1 }).waitFor();
    await phone.getByText("Not started").waitFor();
    await screenshot(phone, "courses-phone-my-courses");
    await expectAccessible(phone, "courses-phone-my-courses");
    await phone.getByRole("link", { name: `Start ${course.title}` }).click();

    await phone.getByRole("heading", { name: course.lessons[0]?.title ?? "" }).waitFor();
    await screenshot(phone, "courses-phone-lesson");
    await expectAccessible(phone, "courses-phone-lesson");
    for (let lesson = 1; lesson < course.lessons.length; lesson += 1) {
      await phone.getByRole("button", { name: "Next lesson" }).click();
      await phone.getByRole("heading", { name: course.lessons[lesson]?.title ?? "" }).waitFor();
    }
    await phone.getByRole("button", { name: "Take the quiz" }).click();
    await phone.getByRole("heading", { name: "Quiz" }).waitFor();
    await expectAccessible(phone, "courses-phone-quiz");
    for (const [index, question] of course.questions.entries()) {
      const group = phone.getByRole("radiogroup", { name: `${index + 1}. ${question.question}` });
      await group.getByRole("radio", { name: question.options[question.answer] ?? "", exact: true }).check();
    }
    await phone.getByRole("button", { name: "Submit answers" }).click();
    await phone.getByText(/^You passed this course on/).waitFor();
    await screenshot(phone, "courses-phone-passed");
    await expectAccessible(phone, "courses-phone-passed");
    const [download] = await Promise.all([
      phone.waitForEvent("download"),
      phone.getByRole("button", { name: "Download certificate" }).first().click(),
    ]);
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(download.suggestedFilename()).toMatch(/^Certificate .*\.pdf$/);
    await context.close();
  });

  it("4. the owner sees the pass in the training matrix", async () => {
    await openInApp(owner, "/company/course?tab=matrix");
    const matrix = owner.getByRole("table", { name: "Training matrix" });
    await matrix.getByText("Priya Shah").waitFor();
    await matrix.getByText("Passed", { exact: true }).waitFor();
    await screenshot(owner, "courses-matrix");
    await expectAccessible(owner, "courses-matrix");
  });
});

describe("the new-provider checklist", () => {
  it("5. keeps the organisation's ticks on the server, per nation", async () => {
    await openInApp(owner, "/checklist-newprovider");
    await owner.getByRole("heading", { name: "Register with the Care Quality Commission" }).waitFor();
    await owner.getByText("your ticks are kept for your organisation.", { exact: false }).waitFor();
    const apply = owner.getByRole("checkbox", { name: "Apply through the CQC provider portal" });
    await apply.click();
    await expect.poll(() => apply.isChecked()).toBe(true);
    await screenshot(owner, "courses-checklist-england");
    await expectAccessible(owner, "courses-checklist-england");
    await owner.getByRole("radiogroup", { name: "Where will your service be?" }).getByText("Wales").click();
    await owner.getByRole("heading", { name: "Register with Care Inspectorate Wales" }).waitFor();
    await owner.getByRole("link", { name: "Welsh Language and the Active Offer" }).waitFor();
    await screenshot(owner, "courses-checklist-wales");
    await expectAccessible(owner, "courses-checklist-wales");
    await owner.reload({ waitUntil: "networkidle" });
    await owner.getByRole("heading", { name: "Register with the Care Quality Commission" }).waitFor();
    await expect
      .poll(() => owner.getByRole("checkbox", { name: "Apply through the CQC provider portal" }).isChecked())
      .toBe(true);
    expect(errors).toEqual([]);
  });
});
