import { messages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { botPass, solvedBotCheck } from "../../testing/botcheck";
import { codeIn, lastEmailTo } from "../../testing/outbox";
import { bearer, companyHost } from "../../testing/session";
import { carts } from "../cart/tables";
import { companies, users } from "./tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fields = {
  firstname: "Grace",
  lastname: "Okafor",
  email: "grace@riverside.test",
  personal_phone: "07700900123",
  companyName: "Riverside Care Ltd",
  subdomain: "Riverside",
  password: "Riverside-pass-1",
  confirmPassword: "Riverside-pass-1",
};

async function verifiedCode(email: string) {
  const captcha = await botPass(t.app);
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/email/otp/verification",
    payload: { email, name: "Grace", captcha },
  });
  expect(sent.json()).toMatchObject({ status: 1, response: messages.otpSent });
  const data = sent.json().data as string;
  const code = codeIn(await lastEmailTo(t.dataDir, email));
  const verified = await t.app.inject({
    method: "POST",
    url: "/api/otp/time/verification",
    // Mailed in capitals, checked without regard to case.
    payload: { data, votp: code.toLowerCase() },
  });
  expect(verified.json()).toEqual({ status: 1, response: messages.otpVerified });
  return data;
}

describe("registration", () => {
  it("validates, checks for bots, verifies the emailed code, and creates the company and owner", async () => {
    const valid = await t.app.inject({ method: "POST", url: "/api/user/validate", payload: fields });
    expect(valid.json()).toEqual({ status: 1, response: "ok" });

    const data = await verifiedCode(fields.email);
    const cart = [
      { id: "pkg-care-home", name: "Care Home – England (CQC)", sendtype: "subscription", price: 299 },
    ];
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/user/register",
      headers: { host: "localhost:3000" },
      payload: { ...fields, data, cart_data: cart },
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      status: 1,
      message: messages.registeredSuccessfully,
      activesubs: false,
      // The line names no package on sale, so the server does not keep it (modules/cart/cart.test.ts).
      offline_cart_data: [],
    });
    expect(body.response).toMatchObject({
      role: "company",
      subdomain: "riverside",
      userName: "Grace Okafor",
      companySiteUrl: "http://riverside.localhost:3000",
    });
    expect(body.response.handoverCode).toMatch(/^[\w-]{40,}$/);

    const [company] = await t.app.platform.db
      .select()
      .from(companies)
      .where(eq(companies.subdomain, "riverside"));
    expect(company?.name).toBe("Riverside Care Ltd");
    const [owner] = await t.app.platform.db.select().from(users).where(eq(users.email, fields.email));
    expect(owner).toMatchObject({ role: "company", companyId: company?.id, phone: "07700900123" });
    const [storedCart] = await t.app.platform.db
      .select()
      .from(carts)
      .where(eq(carts.userId, owner?.id ?? ""));
    expect(storedCart?.items ?? []).toEqual([]);

    // The hand-over code opens a session on the company's own site, once.
    const handover = {
      method: "POST" as const,
      url: "/api/user/handover",
      headers: { host: companyHost("riverside") },
      payload: { code: body.response.handoverCode },
    };
    const first = await t.app.inject(handover);
    expect(first.statusCode).toBe(200);
    const details = await t.app.inject({
      method: "POST",
      url: "/api/user/details",
      headers: bearer(first.json().response.authToken, companyHost("riverside")),
    });
    expect(details.json().response).toMatchObject({
      email: fields.email,
      companyName: "Riverside Care Ltd",
      companyDetails: { subdomain: "riverside" },
    });
    expect((await t.app.inject(handover)).statusCode).toBe(400);
  });

  it("will not register without a verified code, nor reuse one", async () => {
    const other = { ...fields, email: "second@riverside.test", subdomain: "riverside2" };
    const unverified = await t.app.inject({
      method: "POST",
      url: "/api/user/register",
      payload: { ...other, data: "00000000-0000-0000-0000-000000000000", cart_data: [] },
    });
    expect(unverified.json()).toEqual({ status: 0, response: messages.enterCorrectOtp });
    const data = await verifiedCode(other.email);
    const mismatched = await t.app.inject({
      method: "POST",
      url: "/api/user/register",
      payload: { ...other, email: "third@riverside.test", data, cart_data: [] },
    });
    expect(mismatched.statusCode).toBe(400);
    const [nobody] = await t.app.platform.db
      .select()
      .from(companies)
      .where(eq(companies.subdomain, "riverside2"));
    expect(nobody).toBeUndefined();
  });

  it.each([
    [{ firstname: "" }, messages.allFieldsRequired],
    [{ email: "not-an-email" }, messages.validEmailRequired],
    [{ confirmPassword: "Something-else-1" }, messages.passwordsMustMatch],
    [{ personal_phone: "+447700900" }, messages.phoneFormatIncorrect],
    [{ personal_phone: "123456789" }, messages.phoneFormatIncorrect],
    [{ personal_phone: "1234567890123" }, messages.phoneFormatIncorrect],
    [{ subdomain: "my-care" }, messages.subdomainLettersDigits],
    [{ subdomain: "Admin" }, messages.subdomainReserved],
    [{ subdomain: "RIVERSIDE" }, messages.subdomainTaken],
    [{ email: "GRACE@riverside.test" }, messages.emailTaken],
  ])("refuses %j with %j", async (change, message) => {
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/user/validate",
      payload: { ...fields, email: "new@x.test", subdomain: "fresh1", ...change },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(message);
  });

  it("will not send a code without a solved bot check, and a pass works once", async () => {
    const none = await t.app.inject({
      method: "POST",
      url: "/api/email/otp/verification",
      payload: { email: "bot@x.test", captcha: "x".repeat(43) },
    });
    expect(none.statusCode).toBe(400);
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/recaptcha/api/siteverify",
      payload: {
        response: JSON.stringify({
          challenge: { parameters: {} },
          solution: { counter: 1, derivedKey: "00" },
        }),
      },
    });
    expect(forged.statusCode).toBe(400);
    const captcha = await botPass(t.app);
    const first = await t.app.inject({
      method: "POST",
      url: "/api/email/otp/verification",
      payload: { email: "once@x.test", captcha },
    });
    expect(first.statusCode).toBe(200);
    const replay = await t.app.inject({
      method: "POST",
      url: "/api/email/otp/verification",
      payload: { email: "once@x.test", captcha },
    });
    expect(replay.statusCode).toBe(400);
  });

  it("takes a solved challenge once only: a replay earns no second pass", async () => {
    const response = await solvedBotCheck(t.app);
    const verify = () =>
      t.app.inject({ method: "POST", url: "/api/recaptcha/api/siteverify", payload: { response } });
    expect((await verify()).statusCode).toBe(200);
    const replay = await verify();
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ status: 0, response: messages.somethingWentWrongNoDot });
  });

  it("stores injection strings inertly, as plain text", async () => {
    const hostile = {
      ...fields,
      firstname: "Robert'); DROP TABLE users;--",
      lastname: "<script>alert('x')</script>",
      companyName: '<img src=x onerror="alert(1)">',
      email: "hostile@x.test",
      subdomain: "hostile1",
    };
    const data = await verifiedCode(hostile.email);
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/user/register",
      payload: { ...hostile, data, cart_data: [] },
    });
    expect(reply.statusCode).toBe(200);
    const token = reply.json().response.authToken;
    const details = await t.app.inject({ method: "POST", url: "/api/user/details", headers: bearer(token) });
    expect(details.headers["content-type"]).toContain("application/json");
    expect(details.json().response).toMatchObject({
      firstname: hostile.firstname,
      lastname: hostile.lastname,
      companyName: hostile.companyName,
    });
    const everyone = await t.app.platform.db.select().from(users);
    expect(everyone.length).toBeGreaterThan(1);
    const sqlInSubdomain = await t.app.inject({
      method: "POST",
      url: "/api/user/validate",
      payload: { ...fields, email: "q@x.test", subdomain: "x' OR '1'='1" },
    });
    expect(sqlInSubdomain.json().response).toBe(messages.subdomainLettersDigits);
  });
});
