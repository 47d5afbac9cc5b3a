import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { lastEmailTo } from "../../testing/outbox";
import { contactMessages } from "./tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test speaks from its own address unless it says otherwise, so limits do not leak. */
const nextIp = () => `198.51.100.${++ipCounter}`;
const contact = async (payload: object, remoteAddress = nextIp()) => {
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/site/submit/contact-us",
    payload,
    remoteAddress,
  });
  return { code: reply.statusCode, body: reply.json() };
};
const stored = (email: string) =>
  t.app.platform.db.select().from(contactMessages).where(eq(contactMessages.email, email));

const valid = {
  name: "Sam  Carter",
  email: "sam.carter@example.test",
  phone: "0161 496 0000",
  companyName: "Meadowbank Care",
  topic: "demo",
  message: "We run two care homes in Leeds and would like a demo of the Care Home package.",
};

describe("POST /api/site/submit/contact-us", () => {
  it("stores the message, emails the site's address and answers success", async () => {
    const { code, body } = await contact(valid);
    expect(code).toBe(200);
    expect(body).toEqual({ status: 1, response: "Contact us submitted successfully" });
    const [row] = await stored(valid.email);
    expect(row).toMatchObject({
      name: "Sam Carter",
      phone: "01614960000",
      companyName: "Meadowbank Care",
      topic: "demo",
      message: valid.message,
    });
    expect(row?.ip).toMatch(/^198\.51\.100\./);
    expect(row?.emailedAt).toBeInstanceOf(Date);
    const email = await lastEmailTo(t.dataDir, "hello@cloudoc.co.uk");
    expect(email).toContain("Subject: Contact form: demo from Sam Carter");
    expect(email).toContain("sam.carter@example.test");
    expect(email).toContain("would like a demo");
  });

  it("needs only name, email and message", async () => {
    const { code } = await contact({ name: "Jo", email: "jo@example.test", message: "Hello" });
    expect(code).toBe(200);
    expect((await stored("jo@example.test"))[0]).toMatchObject({ phone: "", companyName: "", topic: "" });
  });

  it.each([
    ["name", { ...valid, name: " " }, "Please enter your name"],
    ["email", { ...valid, email: "" }, "Email is required"],
    ["email", { ...valid, email: "not-an-email" }, "Valid Email is required"],
    ["phone", { ...valid, phone: "12345" }, "Phone number format is incorrect"],
    ["message", { ...valid, message: "" }, "Please enter your message"],
    ["message", { ...valid, message: "x".repeat(5001) }, "Your message must be 5000 characters or fewer"],
    ["companyName", { ...valid, companyName: "x".repeat(201) }, "This field is too long"],
  ])("refuses a bad %s with 400 and the field's message: %#", async (field, payload, message) => {
    const { code, body } = await contact(payload);
    expect(code).toBe(400);
    expect(body.status).toBe(0);
    expect(body.errors).toContainEqual({ field, message });
  });

  it("lists every wrong field at once", async () => {
    const { body } = await contact({ email: "x" });
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["email", "message", "name"]);
  });

  it("still succeeds, and keeps the message unsent, when mail fails", async () => {
    const send = vi.spyOn(t.app.platform.mail, "send").mockRejectedValueOnce(new Error("SMTP is down"));
    try {
      const { code, body } = await contact({ ...valid, email: "mail.fails@example.test" });
      expect(code).toBe(200);
      expect(body.response).toBe("Contact us submitted successfully");
      expect(send).toHaveBeenCalledOnce();
      const [row] = await stored("mail.fails@example.test");
      expect(row?.message).toBe(valid.message);
      expect(row?.emailedAt).toBeNull();
    } finally {
      send.mockRestore();
    }
  });

  it("allows five messages an hour from one address", async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < 5; i++) {
      expect((await contact({ ...valid, email: `visitor${i}@example.test` }, ip)).code).toBe(200);
    }
    const sixth = await contact({ ...valid, email: "visitor5@example.test" }, ip);
    expect(sixth.code).toBe(429);
    expect(sixth.body.response).toBe("Too many attempts. Please wait a moment and try again.");
    expect(await stored("visitor5@example.test")).toHaveLength(0);
    expect((await contact({ ...valid, email: "visitor6@example.test" })).code).toBe(200);
  });

  it("allows three messages an hour about one email address", async () => {
    for (let i = 0; i < 3; i++)
      expect((await contact({ ...valid, email: "same@example.test" })).code).toBe(200);
    expect((await contact({ ...valid, email: "SAME@example.test" })).code).toBe(429);
  });
});
