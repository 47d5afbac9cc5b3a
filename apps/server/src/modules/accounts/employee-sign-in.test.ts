import { employeeMessages, messages } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { createCompanyWithOwner } from "../../testing/factories";
import { bearer, companyHost } from "../../testing/session";
import { subscribeCompanies } from "../../testing/subscribed";
import { type EmployeesFixture, employeesFixture } from "../employees/test-support";

/**
 * "Signing in as an employee anywhere works" (issue 14, spec 000 §4): an employee signing in on the
 * main site is handed over to their company's site, like company users; on a company's own site
 * only that company's employees sign in; a deactivated employee is refused everywhere.
 */

let t: TestApp;
let f: EmployeesFixture;
const password = "Employee-pass-1";

beforeAll(async () => {
  t = await createTestApp();
  f = await employeesFixture(t, "signin");
});
afterAll(() => t.close());

const login = (email: string, pass: string, host = "localhost:3000") =>
  t.app.inject({
    method: "POST",
    url: "/api/user/login",
    headers: { host },
    payload: { email, password: pass },
  });

describe("an employee signing in", () => {
  it("on the main site is handed over to their company's employee area", async () => {
    const employee = await f.addEmployee(f.ownerA, { email: "main.site@example.test" });
    const reply = await login("MAIN.SITE@example.test", password);
    expect(reply.statusCode, reply.body).toBe(200);
    const { response } = reply.json();
    expect(response).toMatchObject({
      role: "employee",
      userId: employee._id,
      subdomain: "asignin",
      companySiteUrl: "http://asignin.localhost:3000",
      companyUserId: "",
    });
    expect(response.handoverCode).not.toBe("");
    const handover = await t.app.inject({
      method: "POST",
      url: "/api/user/handover",
      headers: { host: companyHost("asignin") },
      payload: { code: response.handoverCode },
    });
    expect(handover.statusCode, handover.body).toBe(200);
    const session = handover.json().response.authToken;
    const details = await t.app.inject({
      method: "POST",
      url: "/api/user/details",
      headers: bearer(session, companyHost("asignin")),
    });
    expect(details.json().response).toMatchObject({ role: "employee", email: "main.site@example.test" });
  });

  it("with a wrong password, or before registering, is told 'Invalid email or password'", async () => {
    await f.addEmployee(f.ownerA, { email: "wrong.pass@example.test" });
    await f.addEmployee(f.ownerA, { email: "not.registered@example.test", setup: "invite" });
    for (const [email, pass] of [
      ["wrong.pass@example.test", "Wrong-pass-123"],
      ["not.registered@example.test", ""],
      ["not.registered@example.test", "Anything-123"],
    ] as const) {
      const reply = await login(email, pass || "x");
      expect(reply.statusCode).toBe(400);
      expect(reply.json().response).toBe(messages.invalidEmailOrPassword);
    }
  });

  it("of company A is refused on company B's site", async () => {
    await f.addEmployee(f.ownerA, { email: "only.a@example.test" });
    const onB = await login("only.a@example.test", password, companyHost("bsignin"));
    expect(onB.statusCode).toBe(400);
    expect(onB.json().response).toBe(messages.invalidEmailOrPassword);
    expect((await login("only.a@example.test", password, companyHost("asignin"))).statusCode).toBe(200);
  });

  it("cannot use a session of company A on company B's site", async () => {
    await f.addEmployee(f.ownerA, { email: "session.a@example.test" });
    const token = (await login("session.a@example.test", password, companyHost("asignin"))).json().response
      .authToken;
    const onB = await t.app.inject({
      method: "POST",
      url: "/api/user/details",
      headers: bearer(token, companyHost("bsignin")),
    });
    expect(onB.statusCode).toBe(403);
  });

  it("who works for two companies under one address reaches the company whose password matches", async () => {
    const inA = await f.addEmployee(f.ownerA, { email: "two.jobs@example.test" });
    const inB = await f.addEmployee(f.ownerB, {
      email: "two.jobs@example.test",
      password: "Other-company-1",
      confirmpassword: "Other-company-1",
    });
    expect((await login("two.jobs@example.test", password)).json().response).toMatchObject({
      userId: inA._id,
      subdomain: "asignin",
    });
    expect((await login("two.jobs@example.test", "Other-company-1")).json().response).toMatchObject({
      userId: inB._id,
      subdomain: "bsignin",
    });
  });

  it("whose address is also an owner's signs in as the owner with the owner's password", async () => {
    await f.addEmployee(f.ownerA, { email: f.b.owner.email, password, confirmpassword: password });
    const asEmployee = await login(f.b.owner.email, password);
    expect(asEmployee.json().response).toMatchObject({ role: "employee", subdomain: "asignin" });
    const asOwner = await login(f.b.owner.email, "Test-password-1");
    expect(asOwner.json().response).toMatchObject({ role: "company", subdomain: "bsignin" });
  });

  it("when deactivated is refused on every site with a clear message", async () => {
    const employee = await f.addEmployee(f.ownerA, { email: "deactivated@example.test" });
    const { handoverCode } = (await login("deactivated@example.test", password)).json().response;
    await f.post(f.ownerA, "user/employee/deactivate", { employeeId: employee._id });
    for (const host of ["localhost:3000", companyHost("asignin")]) {
      const reply = await login("deactivated@example.test", password, host);
      expect(reply.statusCode).toBe(403);
      expect(reply.json().response).toBe(employeeMessages.accountDeactivated);
    }
    // A hand-over code issued just before does not get them in either.
    const handover = await t.app.inject({
      method: "POST",
      url: "/api/user/handover",
      headers: { host: companyHost("asignin") },
      payload: { code: handoverCode },
    });
    expect(handover.statusCode).toBe(403);
  });

  it("is told 'Company domain name not available' only when the company has no site", async () => {
    const siteless = await createCompanyWithOwner(f.db, { subdomain: "" });
    await subscribeCompanies(f.db, [siteless.company.id]);
    const owner = await f.tokenOf(siteless.owner);
    await f.addEmployee(owner, { email: "no.site@example.test" });
    const reply = await login("no.site@example.test", password);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ status: 0, response: messages.companyDomainNotAvailable });
  });
});
