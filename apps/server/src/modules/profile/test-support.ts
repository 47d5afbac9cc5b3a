import { permissions } from "@cloudoc/contract";
import type { TestApp } from "../../testing/app";
import { getAs, postAs } from "../../testing/commerce";
import { createCompanyWithOwner, createUser } from "../../testing/factories";
import { openSession } from "../accounts/sessions";

/**
 * Two companies (A and B) with their owners' tokens, and staff of A: one with Settings, one
 * without, and an employee.
 */
export async function profileFixture(t: TestApp) {
  const app = t.app;
  const db = app.platform.db;
  const a = await createCompanyWithOwner(db);
  const b = await createCompanyWithOwner(db);
  const tokenOf = async (user: { id: string; companyId: string | null }) =>
    (await openSession(db, user, { ip: null, userAgent: null })).token;
  const staffOf = async (role: "user" | "employee", granted: string[]) => {
    const user = await createUser(db, { companyId: a.company.id, role, permissions: granted });
    return { user, token: await tokenOf(user) };
  };
  return {
    app,
    db,
    a,
    b,
    ownerA: await tokenOf(a.owner),
    ownerB: await tokenOf(b.owner),
    settingsStaff: await staffOf("user", [permissions.settings, permissions.documents]),
    plainStaff: await staffOf("user", [permissions.documents]),
    employee: await staffOf("employee", [permissions.documents]),
    post: (token: string, url: string, payload: object = {}) => postAs(app, token, url, payload),
    get: (token: string, url: string) => getAs(app, token, url),
  };
}

export type ProfileFixture = Awaited<ReturnType<typeof profileFixture>>;
