import { adminSecurityMessages } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { createCompanyWithOwner, testPassword } from "../../testing/factories";
import { companies, sessions, users } from "./tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password = testPassword) =>
  t.app.inject({
    method: "POST",
    url: "/api/user/login",
    headers: { host: "localhost:3000" },
    payload: { email, password },
  });

describe("signing in, as the admin console sees it", () => {
  it("records when the user last signed in", async () => {
    const { owner } = await createCompanyWithOwner(t.app.platform.db);
    expect(owner.lastSignInAt).toBeNull();
    expect((await login(owner.email)).statusCode).toBe(200);
    const [row] = await t.app.platform.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.lastSignInAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses the people of a suspended company with a clear message, after the right password only", async () => {
    const db = t.app.platform.db;
    const { company, owner } = await createCompanyWithOwner(db);
    await db.update(companies).set({ suspendedAt: sql`now()` }).where(eq(companies.id, company.id));
    const refused = await login(owner.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 0, response: adminSecurityMessages.companySuspended });
    const wrong = await login(owner.email, "Wrong-password-9");
    expect(wrong.json().response).not.toBe(adminSecurityMessages.companySuspended);
    const opened = await db.select().from(sessions).where(eq(sessions.userId, owner.id));
    expect(opened).toHaveLength(0);
    const [row] = await db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.lastSignInAt).toBeNull();
  });
});
