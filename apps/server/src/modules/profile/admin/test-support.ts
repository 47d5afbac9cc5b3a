import { type AuditAction, messages, permissions } from "@cloudoc/contract";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { App } from "../../../app";
import { auditEvents } from "../../../platform/audit/tables";
import { acrossCompanies } from "../../../platform/db/tenant";
import { postAs } from "../../../testing/commerce";
import { createCompanyWithOwner, createUser } from "../../../testing/factories";
import { signIn, signInAdmin } from "../../../testing/session";
import { openSession } from "../../accounts/sessions";

/**
 * The people the requests area is tried with: a platform admin with the second factor proved,
 * one without it, and a company's owner, staff user and employee.
 */
export async function requestsFixture(app: App) {
  const db = app.platform.db;
  const { company, owner } = await createCompanyWithOwner(db);
  const tokenOf = async (user: { id: string; companyId: string | null }) =>
    (await openSession(db, user, { ip: null, userAgent: null })).token;
  const staff = await createUser(db, {
    companyId: company.id,
    role: "user",
    permissions: [permissions.settings],
  });
  const employee = await createUser(db, { companyId: company.id, role: "employee" });
  const halfAdmin = await createUser(db, { companyId: null, role: "admin" });
  const admin = await signInAdmin(app);
  return {
    app,
    db,
    company,
    owner,
    admin,
    tokens: {
      owner: await tokenOf(owner),
      staff: await tokenOf(staff),
      employee: await tokenOf(employee),
      adminWithoutSecondFactor: (await signIn(app, halfAdmin.email)).authToken,
    },
    /** A call as the admin with the second factor. */
    asAdmin: (url: string, payload: object = {}) => postAs(app, admin.token, url, payload),
  };
}

export type RequestsFixture = Awaited<ReturnType<typeof requestsFixture>>;

/** 401 without a session and for an admin without the second factor; 403 for company people. */
export async function expectAdminOnly(f: RequestsFixture, url: string, payload: object = {}) {
  const anonymous = await f.app.inject({ method: "POST", url: `/api/${url}`, payload });
  expect(anonymous.statusCode).toBe(401);
  const halfAdmin = await postAs(f.app, f.tokens.adminWithoutSecondFactor, url, payload);
  expect(halfAdmin.statusCode).toBe(401);
  expect(halfAdmin.json().response).toBe(messages.secondFactorNeeded);
  for (const token of [f.tokens.owner, f.tokens.staff, f.tokens.employee]) {
    const reply = await postAs(f.app, token, url, payload);
    expect(reply.statusCode).toBe(403);
  }
}

/** The audit events of one action on one record. */
export const auditOf = (f: RequestsFixture, action: AuditAction, entityId: string) =>
  f.db
    .select()
    .from(acrossCompanies(auditEvents))
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, entityId)));

/** A raw e-mail as a reader sees it: folded headers unfolded, quoted-printable decoded. */
export const readableMail = (raw: string) =>
  raw
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
