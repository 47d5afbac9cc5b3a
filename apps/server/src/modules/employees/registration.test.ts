import { employeeMessages, messages } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256 } from "../../platform/tokens";
import { createTestApp, type TestApp } from "../../testing/app";
import { bearer, companyHost } from "../../testing/session";
import { employeeInvitations } from "./tables";
import { type EmployeesFixture, employeesFixture, invitationIn } from "./test-support";

let t: TestApp;
let f: EmployeesFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await employeesFixture(t, "reg");
});
afterAll(() => t.close());

const siteA = companyHost("areg");
const password = "Chosen-pass-1";

const call = (url: string, payload: object, host = siteA, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "POST", url: `/api/${url}`, headers: { host }, payload, remoteAddress });

async function invite(email: string) {
  const employee = await f.addEmployee(f.ownerA, { setup: "invite", email });
  return { employee, ...(await invitationIn(t.dataDir, email)) };
}

describe("registering from an invitation", () => {
  it("greets the employee, sets their password and signs them in on their company's site", async () => {
    const { employee, token } = await invite("newstarter@example.test");
    const check = await call("employee/invitation", { token });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().response).toMatchObject({
      firstname: "Sam",
      email: "newstarter@example.test",
      companyName: f.a.company.name,
    });

    const reply = await call("employee/register", { token, password, confirmpassword: password });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ status: 1, message: messages.registeredSuccessfully });
    expect(body.response).toMatchObject({
      role: "employee",
      userId: employee._id,
      subdomain: "areg",
      handoverCode: "",
      companyUserId: "",
    });
    const details = await t.app.inject({
      method: "POST",
      url: "/api/user/details",
      headers: bearer(body.response.authToken, siteA),
    });
    expect(details.statusCode).toBe(200);
    const view = await f.post(f.ownerA, "user/employee/view", { employeeId: employee._id });
    expect(view.json().data).toMatchObject({ registration: "registered", invitationExpiresAt: null });
    // The password works for signing in from now on.
    const login = await call("user/login", { email: "newstarter@example.test", password });
    expect(login.statusCode).toBe(200);
  });

  it("is single use", async () => {
    const { token } = await invite("once@example.test");
    expect((await call("employee/register", { token, password, confirmpassword: password })).statusCode).toBe(
      200,
    );
    const again = await call("employee/register", { token, password, confirmpassword: password });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 0, response: employeeMessages.invitationUsed });
    expect((await call("employee/invitation", { token })).json().response).toBe(
      employeeMessages.invitationUsed,
    );
  });

  it("is refused after 7 days, with its own message", async () => {
    const { token } = await invite("late@example.test");
    await f.db
      .update(employeeInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(employeeInvitations.tokenHash, sha256(token)));
    const reply = await call("employee/register", { token, password, confirmpassword: password });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(employeeMessages.invitationExpired);
    const view = (await f.post(f.ownerA, "user/employee/list", { search: "late@" })).json();
    expect(view.list[0].registration).toBe("expired");
  });

  it("answers an unknown token, or one used on another company's site, as not valid", async () => {
    const unknown = await call("employee/register", {
      token: "x".repeat(43),
      password,
      confirmpassword: password,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().response).toBe(employeeMessages.invitationInvalid);
    const { token } = await invite("wrongsite@example.test");
    const elsewhere = await call(
      "employee/register",
      { token, password, confirmpassword: password },
      companyHost("breg"),
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().response).toBe(employeeMessages.invitationInvalid);
    // Still usable on the right site.
    expect((await call("employee/invitation", { token })).statusCode).toBe(200);
  });

  it("from the main site, hands over to the company's site", async () => {
    const { token } = await invite("mainsite@example.test");
    const reply = await call(
      "employee/register",
      { token, password, confirmpassword: password },
      "localhost:3000",
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().response.handoverCode).not.toBe("");
    expect(reply.json().response.companySiteUrl).toBe("http://areg.localhost:3000");
    const handover = await call("user/handover", { code: reply.json().response.handoverCode });
    expect(handover.statusCode, handover.body).toBe(200);
    expect(handover.json().response.role).toBe("employee");
  });

  it("needs matching passwords of the usual strength", async () => {
    const { token } = await invite("weak@example.test");
    const mismatch = await call("employee/register", { token, password, confirmpassword: "Other-pass-1" });
    expect(mismatch.json().response).toBe(messages.passwordsMustMatch);
    const short = await call("employee/register", { token, password: "short", confirmpassword: "short" });
    expect(short.statusCode).toBe(400);
    expect((await call("employee/invitation", { token })).statusCode).toBe(200);
  });

  it("is refused to a deactivated employee", async () => {
    const { employee, token } = await invite("gone@example.test");
    await f.post(f.ownerA, "user/employee/deactivate", { employeeId: employee._id });
    const reply = await call("employee/register", { token, password, confirmpassword: password });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().response).toBe(employeeMessages.accountDeactivated);
  });

  it("is rate limited per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const reply = await call(
        "employee/register",
        { token: `guess-${i}-`.padEnd(43, "x"), password, confirmpassword: password },
        siteA,
        "203.0.113.50",
      );
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
