import { permissionCatalogue, permissions } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app";
import { createCompanyWithOwner, createUser } from "../testing/factories";
import { bearer, companyHost, signIn } from "../testing/session";
import type { SessionUser } from "./actor";
import { allows } from "./auth";
import { subdomainOf } from "./tenancy";

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.platform.db;
  const { company, owner } = await createCompanyWithOwner(db, { subdomain: "permco" });
  const withPermission = await createUser(db, {
    companyId: company.id,
    role: "user",
    permissions: [permissions.subscriptions],
  });
  const without = await createUser(db, {
    companyId: company.id,
    role: "user",
    permissions: [permissions.dashboard],
  });
  const employee = await createUser(db, { companyId: company.id, role: "employee" });
  const admin = await createUser(db, { companyId: null, role: "admin" });
  tokens.owner = (await signIn(t.app, owner.email)).authToken;
  tokens.withPermission = (await signIn(t.app, withPermission.email)).authToken;
  tokens.without = (await signIn(t.app, without.email)).authToken;
  tokens.employee = (await signIn(t.app, employee.email, { host: companyHost("permco") })).authToken;
  tokens.admin = (await signIn(t.app, admin.email)).authToken;
});
afterAll(() => t.close());

const status = async (url: string, who?: string, host = "localhost:3000", method: "GET" | "POST" = "GET") =>
  (
    await t.app.inject({
      method,
      url,
      headers: who ? bearer(tokens[who] ?? "", host) : { host },
      ...(method === "POST" ? { payload: {} } : {}),
    })
  ).statusCode;

describe("route access", () => {
  it.each([
    [undefined, 401],
    ["owner", 200],
    ["withPermission", 200],
    ["without", 403],
    ["employee", 403],
    ["admin", 403],
  ])("a call needing the Subscriptions permission (order list) answers %s with %i", async (who, expected) => {
    const host = who === "employee" ? companyHost("permco") : "localhost:3000";
    expect(await status("/api/user/order-lists", who, host, "POST")).toBe(expected);
  });

  it("admits only the platform admin to admin calls", () => {
    const session = (role: SessionUser["role"]): SessionUser => ({
      sessionId: "s",
      userId: "u",
      companyId: role === "admin" ? null : "c",
      role,
      permissions: [...permissionCatalogue],
      email: "x@example.test",
      subdomain: null,
      expiresAt: new Date(),
      secondFactor: role === "admin",
      packageFacts: [],
    });
    expect(allows(session("admin"), "admin")).toBe(true);
    for (const role of ["company", "user", "employee"] as const)
      expect(allows(session(role), "admin")).toBe(false);
    expect(allows(session("admin"), "company")).toBe(false);
    expect(allows(session("employee"), "employee")).toBe(true);
    expect(allows(session("company"), "employee")).toBe(false);
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
