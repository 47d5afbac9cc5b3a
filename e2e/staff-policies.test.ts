import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { launchBrowser, screenshot, windowShot } from "./support/browser";
import { outboxFiles } from "./support/outbox";
import { type RunningServer, startServer } from "./support/server";

/**
 * Staff policies in front of an employee, end to end (issue 14):
 * 1. the owner makes two staff policies from library documents (one with a quiz question);
 * 2. the owner adds a group and an employee in it, invited by e-mail, and assigns the two
 *    policies to the group with a due date;
 * 3. the employee opens the invitation (read from the outbox) on a phone, creates a login, sees the
 *    unread-policy popup, reads the policy, passes the quiz and acknowledges with their name;
 * 4. the owner sees the acknowledgement in the matrix and downloads its certificate.
 * Screenshots, phone and desktop, under e2e/artifacts/staff-*.png.
 */

let server: RunningServer;
let browser: Browser;
let ownerContext: BrowserContext;
let phoneContext: BrowserContext;
let owner: Page;
let phone: Page;
const errors: string[] = [];

const employee = {
  first: "Sam",
  last: "Night",
  email: "sam.night@example.test",
  password: "Night-shift-2026",
};
const group = "Night staff";
const quizPolicy = "Safeguarding Adults";
const otherPolicy = "Mental Capacity and Consent";
const rightAnswer = "The designated safeguarding lead";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ownerContext = await browser.newContext({ viewport: { width: 1440, height: 950 }, locale: "en-GB" });
  phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "en-GB",
  });
  owner = await ownerContext.newPage();
  phone = await phoneContext.newPage();
  for (const page of [owner, phone]) page.on("pageerror", (error) => errors.push(error.message));
});
afterEach(async (test) => {
  if (test.task.result?.state !== "fail") return;
  const step = test.task.name.split(".")[0];
  await windowShot(owner, `staff-failed-step-${step}-owner`);
  await windowShot(phone, `staff-failed-step-${step}-phone`);
});
afterAll(async () => {
  await ownerContext?.close();
  await phoneContext?.close();
  await browser?.close();
  await server?.stop();
});

const site = () => `http://meadowbank.localhost:${server.port}`;

/** A call as the signed-in owner's app makes it. */
function ownerCall<T>(
  method: "GET" | "POST",
  url: string,
  body?: object,
): Promise<{ status: number; body: T }> {
  return owner.evaluate(
    async ([m, u, b]) => {
      const token = JSON.parse(localStorage.getItem("token") ?? '""');
      const reply = await fetch(`/api/${u}`, {
        method: m,
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        ...(b ? { body: JSON.stringify(b) } : {}),
      });
      return { status: reply.status, body: await reply.json() };
    },
    [method, url, body] as const,
  );
}

/** Goes to a page of the app without reloading it (a fresh address with a query goes to /). */
async function open(page: Page, address: string) {
  await page.evaluate((url) => {
    history.pushState({}, "", url);
    dispatchEvent(new PopStateEvent("popstate"));
  }, address);
}

/** The invitation link e-mailed to `to`, once it is in the outbox. */
async function invitationLink(to: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const file of (await outboxFiles(server.dataDir)).reverse()) {
      const text = (await readFile(path.join(server.dataDir, "outbox", file), "utf8")).replace(/=\r?\n/g, "");
      const link = text.includes(`To: ${to}`)
        ? text.match(
            /https?:\/\/[^\s"<>]+\/employee\/register\?token=3D[^\s"<>]+|https?:\/\/[^\s"<>]+\/employee\/register\?token=[^\s"<>]+/,
          )?.[0]
        : undefined;
      if (link) return link.replace("token=3D", "token=");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation e-mailed to ${to}`);
}

describe("staff policies in front of an employee", () => {
  it("1. the owner makes two staff policies from library documents, one with a quiz", async () => {
    await owner.goto(`${server.baseUrl}/login`, { waitUntil: "networkidle" });
    await owner.getByLabel("Email").fill("owner@meadowbank.local");
    await owner.getByRole("textbox", { name: "Password", exact: true }).fill("Demo-password-1");
    await owner.getByRole("button", { name: "Sign in" }).click();
    await owner.waitForURL(`${site()}/company/dashboard`);
    await owner.waitForFunction(() => localStorage.getItem("token") !== null);

    for (const name of [quizPolicy, otherPolicy]) {
      const found = await ownerCall<{ list: { _id: string; name: string }[] }>(
        "POST",
        "user/get-document-lists",
        { value: name },
      );
      const document = found.body.list.find((item) => item.name === name);
      if (!document) throw new Error(`${name} is not in the demo library`);
      if (name === quizPolicy) {
        const question = await ownerCall("POST", "user/setquestion", {
          fileId: document._id,
          question: "Who do you tell first about a safeguarding concern?",
          choice: [rightAnswer, "Nobody, unless you are sure"],
          answers: [0],
          type: "single",
          testRequired: true,
        });
        expect(question.status).toBe(200);
      }
      const made = await ownerCall("GET", `user/add/company/policy?fileId=${document._id}`);
      expect(made.status).toBe(200);
    }
    await open(owner, "/company/policies");
    await owner.getByRole("cell", { name: quizPolicy }).first().waitFor();
    await screenshot(owner, "staff-owner-policies");
    await expectAccessible(owner, "staff-owner-policies");
  });

  it("2. the owner adds a group and an invited employee, and assigns both policies to the group", async () => {
    await open(owner, "/company/group/add");
    await owner.getByRole("textbox", { name: "Name" }).fill(group);
    await expectAccessible(owner, "add a group");
    await owner.getByRole("button", { name: "Add group" }).click();
    await owner.waitForURL(/\/company\/group/);
    await owner.getByText(group).first().waitFor();
    await expectAccessible(owner, "groups");

    await open(owner, "/company/employee/add");
    await owner.getByRole("textbox", { name: "First name" }).fill(employee.first);
    await owner.getByRole("textbox", { name: "Last name" }).fill(employee.last);
    await owner.getByRole("textbox", { name: "Email" }).fill(employee.email);
    await owner.getByRole("textbox", { name: "Job role" }).fill("Night carer");
    await owner.getByPlaceholder("Choose groups").click();
    await owner.getByRole("option", { name: group }).waitFor();
    await expectAccessible(owner, "group picker open");
    await owner.getByRole("option", { name: group }).click();
    await owner.keyboard.press("Escape");
    await owner.getByRole("radio", { name: "Send an invitation by email" }).check();
    await screenshot(owner, "staff-owner-add-employee");
    await expectAccessible(owner, "staff-owner-add-employee");
    await owner.getByRole("button", { name: "Add employee" }).click();
    await owner.getByText(`${employee.first} ${employee.last}`).first().waitFor();
    await expectAccessible(owner, "employees");

    await open(owner, "/company/policies");
    await owner.getByRole("button", { name: "Assign policies" }).first().click();
    const dialog = owner.getByRole("dialog", { name: "Assign policies" });
    await dialog.getByPlaceholder("Search your policies").click();
    await owner.getByRole("option", { name: new RegExp(quizPolicy) }).click();
    await owner.getByRole("option", { name: new RegExp(otherPolicy) }).click();
    await owner.keyboard.press("Escape");
    await dialog.getByText("A group", { exact: true }).click();
    await dialog.getByPlaceholder("Search groups").click();
    await owner.getByRole("option", { name: new RegExp(`^${group}`) }).click();
    const due = new Date(Date.now() + 14 * 86_400_000).toLocaleDateString("en-GB");
    await dialog.getByPlaceholder("DD/MM/YYYY").fill(due);
    await windowShot(owner, "staff-owner-assign");
    await expectAccessible(owner, "staff-owner-assign");
    await dialog.getByRole("button", { name: "Assign", exact: true }).click();
    await owner.waitForURL(/\/company\/groups/);
    await windowShot(owner, "staff-owner-assigned");
    await expectAccessible(owner, "staff-owner-assigned");
  });

  it("3. the employee registers from the invitation on a phone, reads, passes the quiz and acknowledges", async () => {
    const link = await invitationLink(employee.email);
    expect(link).toContain("meadowbank.localhost");
    await phone.goto(link, { waitUntil: "networkidle" });
    await phone.getByRole("heading", { name: "Create your login" }).waitFor();
    await phone.getByText(`Welcome, ${employee.first} ${employee.last}`).waitFor();
    await screenshot(phone, "staff-phone-register");
    await expectAccessible(phone, "staff-phone-register");
    await phone.getByRole("textbox", { name: "Password", exact: true }).fill(employee.password);
    await phone.getByRole("textbox", { name: "Confirm password" }).fill(employee.password);
    await phone.getByRole("button", { name: "Create my login" }).click();
    await phone.waitForURL(/\/employee\/policies/);

    await phone.getByText("You have an unread policies. You must read the Policies/documents.").waitFor();
    await windowShot(phone, "staff-phone-unread-popup");
    await expectAccessible(phone, "staff-phone-unread-popup");
    await phone.getByText("Go to policies", { exact: true }).click();
    const readNow = phone.getByLabel(`Read now: ${quizPolicy}`);
    await readNow.waitFor();
    await screenshot(phone, "staff-phone-my-policies");
    await expectAccessible(phone, "staff-phone-my-policies");
    await readNow.click();

    await phone.getByRole("heading", { name: "Check your understanding" }).waitFor();
    await expectAccessible(phone, "staff-phone-read-policy");
    await phone.getByRole("radio", { name: rightAnswer }).check();
    await phone.getByRole("button", { name: "Submit my answers" }).click();
    // A pass moves on to the acknowledgement (the quiz step gives way to it).
    await phone.getByRole("heading", { name: "Acknowledge this policy" }).waitFor();
    await phone
      .getByRole("textbox", { name: /Type your full name to sign/ })
      .fill(`${employee.first} ${employee.last}`);
    await windowShot(phone, "staff-phone-acknowledge");
    await expectAccessible(phone, "staff-phone-acknowledge");
    await phone.getByRole("button", { name: "Acknowledge", exact: true }).click();
    await phone
      .getByRole("button", { name: /certificate/i })
      .first()
      .waitFor();
    await screenshot(phone, "staff-phone-acknowledged");
    await expectAccessible(phone, "staff-phone-acknowledged");
  });

  it("3a. a phone opening a policy asks for its code and text before the app's entry has run, once", async () => {
    const reading = phone.url();
    expect(reading).toMatch(/\/employee\/policies\/[\w-]+$/);
    for (const [path, screen, call] of [
      [new URL(reading).pathname, "ReadPolicyPage", "/api/user/employee/policy/view?id="],
      ["/employee/policies", "MyPoliciesPage", "/api/user/employee/policies?"],
    ] as const) {
      const asked: string[] = [];
      const record = (request: { url: () => string }) =>
        asked.push(new URL(request.url()).pathname + new URL(request.url()).search);
      phone.on("request", record);
      await phone.goto(new URL(path, reading).href, { waitUntil: "networkidle" });
      phone.off("request", record);
      // The early script preloaded the screen and made the calls; the app took its replies.
      expect(await phone.locator(`head link[rel="modulepreload"][href*="/${screen}-"]`).count()).toBe(1);
      expect(asked.filter((url) => url.startsWith(call))).toHaveLength(1);
      expect(asked.filter((url) => url.startsWith("/api/user/get/company/credetials"))).toHaveLength(1);
      const early = asked.findIndex((url) => url.startsWith("/assets/early-start-"));
      const entry = asked.findIndex((url) => url.startsWith("/assets/index-"));
      expect(early).toBeGreaterThanOrEqual(0);
      expect(early).toBeLessThan(entry);
    }
    await phone
      .getByLabel(`Read now: ${quizPolicy}`)
      .or(phone.getByText(quizPolicy).first())
      .first()
      .waitFor();
  });

  it("4. the owner sees the acknowledgement in the matrix and downloads its certificate", async () => {
    await open(owner, "/company/policies?view=matrix");
    const done = owner.getByRole("button", { name: /Download the certificate/ }).first();
    await done.waitFor();
    await screenshot(owner, "staff-owner-matrix");
    await expectAccessible(owner, "staff-owner-matrix");
    const [download] = await Promise.all([owner.waitForEvent("download"), done.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    if (!file) throw new Error("the certificate was not downloaded");
    expect((await readFile(file)).subarray(0, 5).toString()).toBe("%PDF-");
    expect(errors).toEqual([]);
  });
});
