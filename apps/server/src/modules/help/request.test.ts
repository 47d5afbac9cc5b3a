import { helpMessages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastEmailTo } from "../../testing/outbox";
import { supportConversations, supportMessages } from "./tables";
import { type HelpFixture, helpFixture } from "./test-support";

let f: HelpFixture;
beforeAll(async () => {
  f = await helpFixture();
});
afterAll(() => f.t.close());

const question = {
  name: "Sam  Carter",
  email: "sam.carter@example.test",
  phone: "0161 496 0000",
  question: "How do I add a second care home to our subscription?",
};
const storedFor = (email: string) =>
  f.db.select().from(supportConversations).where(eq(supportConversations.email, email));

describe("POST /api/help/request (the Short Help Form)", () => {
  it("keeps a visitor's question, emails the support address and audits it", async () => {
    const { code, body } = await f.post("help/request", { ...question, captcha: await f.pass() });
    expect(code).toBe(200);
    expect(body).toEqual({ status: 1, response: helpMessages.requestSent });
    const [row] = await storedFor(question.email);
    expect(row).toMatchObject({ kind: "form", status: "open", name: "Sam Carter", phone: "01614960000" });
    expect(row?.companyId).toBeNull();
    expect(row?.visitorTokenHash).toBeNull();
    expect(row?.emailedAt).toBeInstanceOf(Date);
    const messages = await f.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, row?.id ?? ""));
    expect(messages.map((m) => [m.from, m.body])).toEqual([["visitor", question.question]]);
    const email = await lastEmailTo(f.t.dataDir, "support@cloudoc.co.uk");
    expect(email).toContain("Subject: Help request from Sam Carter");
    expect(email).toContain("second care home");
    expect(await f.audit("help.request", row?.id ?? "")).toMatchObject({ companyId: null });
  });

  it("refuses a visitor without a solved bot check, or with a pass already spent, and keeps nothing", async () => {
    const email = "no.bot@example.test";
    const without = await f.post("help/request", { ...question, email });
    expect(without.code).toBe(400);
    expect(without.body.errors).toContainEqual({ field: "captcha", message: helpMessages.botCheckFailed });
    const pass = await f.pass();
    expect((await f.post("help/request", { ...question, email, captcha: pass })).code).toBe(200);
    expect((await f.post("help/request", { ...question, email, captcha: pass })).code).toBe(400);
    expect(await storedFor(email)).toHaveLength(1);
  });

  it("needs no bot check from a signed-in owner, and files the question under their company", async () => {
    const email = "owner.question@example.test";
    const { code } = await f.post("help/request", { ...question, email }, f.tokens.ownerA);
    expect(code).toBe(200);
    const [row] = await storedFor(email);
    expect(row?.companyId).toBe(f.a.company.id);
    expect(row?.startedBy).toBe(f.a.owner.id);
  });

  it.each([
    ["name", { name: " " }, "Please enter your name"],
    ["email", { email: "not-an-email" }, "Valid Email is required"],
    ["phone", { phone: "12" }, "Phone number format is incorrect"],
    ["question", { question: "" }, helpMessages.questionRequired],
    ["question", { question: "x".repeat(5001) }, helpMessages.questionTooLong],
  ])("refuses a bad %s with 400 and the field's message", async (field, change, message) => {
    const { code, body } = await f.post("help/request", { ...question, ...change, captcha: "x" });
    expect(code).toBe(400);
    expect(body.errors).toContainEqual({ field, message });
  });

  it("limits one address on the internet to five questions an hour (429 after)", async () => {
    const ip = "198.51.100.77";
    for (let i = 0; i < 5; i++) {
      const payload = { ...question, email: `limit${i}@example.test` };
      expect((await f.post("help/request", payload, f.tokens.ownerA, ip)).code).toBe(200);
    }
    const refused = await f.post(
      "help/request",
      { ...question, email: "limit9@example.test" },
      f.tokens.ownerA,
      ip,
    );
    expect(refused.code).toBe(429);
    expect(await storedFor("limit9@example.test")).toHaveLength(0);
  });

  it("limits one email address to three questions an hour", async () => {
    const email = "same.person@example.test";
    for (let i = 0; i < 3; i++) {
      expect((await f.post("help/request", { ...question, email }, f.tokens.ownerA)).code).toBe(200);
    }
    expect((await f.post("help/request", { ...question, email }, f.tokens.ownerA)).code).toBe(429);
  });
});
