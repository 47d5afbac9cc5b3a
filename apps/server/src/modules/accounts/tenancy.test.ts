import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { createCompanyWithOwner, createUser } from "../../testing/factories";
import { bearer, companyHost, signIn } from "../../testing/session";

let t: TestApp;
let a: Awaited<ReturnType<typeof createCompanyWithOwner>>;
let b: Awaited<ReturnType<typeof createCompanyWithOwner>>;
let tokenA: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await createCompanyWithOwner(t.app.platform.db, { subdomain: "alpha" });
  b = await createCompanyWithOwner(t.app.platform.db, { subdomain: "bravo" });
  tokenA = (await signIn(t.app, a.owner.email)).authToken;
});
afterAll(() => t.close());

const call = (url: string, payload: object, headers = bearer(tokenA)) =>
  t.app.inject({ method: "POST", url: `/api/${url}`, headers, payload });

describe("company A cannot reach company B", () => {
  it.each(["user/details", "users/getuserbyid"])("%s answers 404 for B's user", async (url) => {
    const reply = await call(url, { userId: b.owner.id });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain(b.owner.email);
  });

  it("answers A's own data from the company details call, and 403 when it names B's user", async () => {
    expect((await call("users/get/compdetails", {})).json().Comp_details.subdomain).toBe("alpha");
    const reply = await call("users/get/compdetails", { userId: b.owner.id });
    expect(reply.statusCode).toBe(403);
    expect(reply.body).not.toContain("bravo");
  });

  it("refuses A's session on B's subdomain", async () => {
    const reply = await call("user/details", {}, bearer(tokenA, companyHost("bravo")));
    expect(reply.statusCode).toBe(403);
  });

  it("refuses A's hand-over code on B's subdomain", async () => {
    const { handoverCode } = await signIn(t.app, a.owner.email);
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/user/handover",
      headers: { host: companyHost("bravo") },
      payload: { code: handoverCode },
    });
    expect(reply.statusCode).toBe(400);
  });

  it("refuses to update someone else's account", async () => {
    const reply = await call("users/update/myaccount", { userId: b.owner.id, firstname: "X", lastname: "Y" });
    expect(reply.statusCode).toBe(403);
  });

  it("lets the owner read a staff member of their own company, but not staff read the owner", async () => {
    const staff = await createUser(t.app.platform.db, {
      companyId: a.company.id,
      role: "user",
      permissions: ["Documents"],
    });
    expect((await call("user/details", { userId: staff.id })).statusCode).toBe(200);
    const staffToken = (await signIn(t.app, staff.email)).authToken;
    expect((await call("user/details", { userId: a.owner.id }, bearer(staffToken))).statusCode).toBe(403);
  });

  it("knows which subdomains exist", async () => {
    const known = await t.app.inject({
      method: "GET",
      url: "/api/user/get/company/credetials?domainName=Alpha",
    });
    expect(known.json().response).toMatchObject({ subdomain: "alpha" });
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/user/get/company/credetials?domainName=zulu",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().response).toBe("Company domain name not available");
  });
});

describe("moving from the main site to the company site", () => {
  it("mints a single-use hand-over code for the signed-in person's own site only", async () => {
    const reply = await call("user/handover/new", {});
    expect(reply.statusCode).toBe(200);
    const { handoverCode, companySiteUrl } = reply.json().response;
    expect(companySiteUrl).toContain("alpha.localhost");
    const onBravo = await t.app.inject({
      method: "POST",
      url: "/api/user/handover",
      headers: { host: companyHost("bravo") },
      payload: { code: handoverCode },
    });
    expect(onBravo.statusCode).toBe(400);
    // Tried on the wrong site, the code opens nothing; on its own site it opens one session, once.
    const handover = (code: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/user/handover",
        headers: { host: companyHost("alpha") },
        payload: { code },
      });
    expect((await handover(handoverCode)).statusCode).toBe(200);
    expect((await handover(handoverCode)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/user/handover/new",
      headers: { host: "localhost:3000" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("gives no hand-over code to an employee: it is for the company's owner and staff", async () => {
    const employee = await createUser(t.app.platform.db, { companyId: a.company.id, role: "employee" });
    const { authToken } = await signIn(t.app, employee.email, { host: companyHost("alpha") });
    const reply = await call("user/handover/new", {}, bearer(authToken, companyHost("alpha")));
    expect(reply.statusCode).toBe(403);
  });
});
