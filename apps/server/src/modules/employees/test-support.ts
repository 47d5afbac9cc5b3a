import { permissions } from "@cloudoc/contract";
import type { TestApp } from "../../testing/app";
import { postAs } from "../../testing/commerce";
import { createCompanyWithOwner, createUser } from "../../testing/factories";
import { lastEmailTo } from "../../testing/outbox";
import { subscribeCompanies } from "../../testing/subscribed";
import { openSession } from "../accounts/sessions";

/** The mail's text with quoted-printable soft line breaks joined and `=3D` read back as `=`. */
export function decodedMail(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

/** The invitation link in the newest mail to `email`, and its token. */
export async function invitationIn(dataDir: string, email: string) {
  const mail = decodedMail(await lastEmailTo(dataDir, email));
  const match = mail.match(/(https?:\/\/[^\s"<>]+\/employee\/register\?token=([A-Za-z0-9_%-]+))/);
  if (!match?.[1] || !match[2]) throw new Error("no invitation link in the mail");
  return { link: match[1], token: decodeURIComponent(match[2]) };
}

/**
 * Two companies (A on subdomain `a…`, B on `b…`) with their owners signed in, and helpers to call
 * the API as them and to add employees and groups of A.
 */
export async function employeesFixture(t: TestApp, label: string) {
  const db = t.app.platform.db;
  const a = await createCompanyWithOwner(db, { subdomain: `a${label}` });
  const b = await createCompanyWithOwner(db, { subdomain: `b${label}` });
  await subscribeCompanies(db, [a.company.id, b.company.id]);
  const tokenOf = async (user: { id: string; companyId: string | null }) =>
    (await openSession(db, user, { ip: null, userAgent: null })).token;
  const ownerA = await tokenOf(a.owner);
  const ownerB = await tokenOf(b.owner);
  const post = (token: string, url: string, payload: object = {}) => postAs(t.app, token, url, payload);
  let count = 0;
  const addEmployee = async (token: string, values: Record<string, unknown> = {}) => {
    count += 1;
    const reply = await post(token, "user/employee/add", {
      firstname: "Sam",
      lastname: `Carer${count}`,
      email: `sam.${label}.${count}@example.test`,
      setup: "password",
      password: "Employee-pass-1",
      confirmpassword: "Employee-pass-1",
      ...values,
    });
    if (reply.statusCode !== 200) throw new Error(`employee not added: ${reply.body}`);
    return reply.json().data as { _id: string; email: string; registration: string };
  };
  const addGroup = async (token: string, name: string, employeeIds: string[] = []) => {
    const reply = await post(token, "user/group/add", { name, employeeIds });
    if (reply.statusCode !== 200) throw new Error(`group not added: ${reply.body}`);
    return reply.json().data as { _id: string; name: string };
  };
  const staff = async (granted: string[]) => {
    const user = await createUser(db, { companyId: a.company.id, role: "user", permissions: granted });
    return tokenOf(user);
  };
  return { db, a, b, ownerA, ownerB, post, addEmployee, addGroup, staff, tokenOf, permissions };
}

export type EmployeesFixture = Awaited<ReturnType<typeof employeesFixture>>;
