import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app";
import { createCompanyWithOwner, createUser } from "../testing/factories";
import { bearer, companyHost, signIn } from "../testing/session";
import { subdomainOf } from "./tenancy";

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  t.app.get("/api/test/documents", { config: { access: { permission: "Documents" } } }, async () => ({
    status: 1,
    response: "ok",
  }));
  t.app.get("/api/test/admin", { config: { access: "admin" } }, async () => ({ status: 1, response: "ok" }));
  const db = t.app.platform.db;
  const { company, owner } = await createCompanyWithOwner(db, { subdomain: "permco" });
  const withPermission = await createUser(db, {
    companyId: company.id,
    role: "user",
    permissions: ["Documents"],
  });
  const without = await createUser(db, { companyId: company.id, role: "user", permissions: ["Dashboard"] });
  const employee = await createUser(db, { companyId: company.id, role: "employee" });
  const admin = await createUser(db, { companyId: null, role: "admin" });
  tokens.owner = (await signIn(t.app, owner.email)).authToken;
  tokens.withPermission = (await signIn(t.app, withPermission.email)).authToken;
  tokens.without = (await signIn(t.app, without.email)).authToken;
  tokens.employee = (await signIn(t.app, employee.email, { host: companyHost("permco") })).authToken;
  tokens.admin = (await signIn(t.app, admin.email)).authToken;
});
afterAll(() => t.close());

const status = async (url: string, who?: string, host = "localhost:3000") =>
  (await t.app.inject({ method: "GET", url, headers: who ? bearer(tokens[who] ?? "", host) : { host } }))
    .statusCode;

describe("route access", () => {
  it.each([
    [undefined, 401],
    ["owner", 200],
    ["withPermission", 200],
    ["without", 403],
    ["employee", 403],
    ["admin", 403],
  ])("a route needing the Documents permission answers %s with %i", async (who, expected) => {
    const host = who === "employee" ? companyHost("permco") : "localhost:3000";
    expect(await status("/api/test/documents", who, host)).toBe(expected);
  });

  it.each([
    [undefined, 401],
    ["owner", 403],
    ["withPermission", 403],
    ["admin", 200],
  ])("the admin console's routes answer %s with %i", async (who, expected) => {
    expect(await status("/api/test/admin", who)).toBe(expected);
  });
});

describe("subdomains", () => {
  it.each([
    ["meadowbank.localhost:3000", "localhost", "meadowbank"],
    ["MeadowBank.cloudoc.co.uk", "cloudoc.co.uk", "meadowbank"],
    ["localhost:3000", "localhost", null],
    ["www.cloudoc.co.uk", "cloudoc.co.uk", null],
    ["cloudoc.co.uk", "cloudoc.co.uk", null],
    ["evil.example.com", "cloudoc.co.uk", null],
    ["a.b.cloudoc.co.uk", "cloudoc.co.uk", null],
    [undefined, "localhost", null],
  ])("%s on %s is %s", (host, base, expected) => {
    expect(subdomainOf(host, base)).toBe(expected);
  });
});
