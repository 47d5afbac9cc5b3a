import type { TestApp } from "../../testing/app";
import { postAs } from "../../testing/commerce";
import { createCompanyWithOwner, createUser } from "../../testing/factories";
import { lastEmailTo } from "../../testing/outbox";
import { companyHost } from "../../testing/session";
import { subscribeCompanies } from "../../testing/subscribed";
import { openSession } from "../accounts/sessions";
import { decodedMail } from "../employees/test-support";

export const staffPassword = "Staff-password-1";

/** The set-password link in the newest mail to `email`, and its token. */
export async function userInvitationIn(dataDir: string, email: string) {
  const mail = decodedMail(await lastEmailTo(dataDir, email));
  const match = mail.match(/(https?:\/\/[^\s"<>]+\/set-password\?token=([A-Za-z0-9_%-]+))/);
  if (!match?.[1] || !match[2]) throw new Error("no set-password link in the mail");
  return { link: match[1], token: decodeURIComponent(match[2]) };
}

/**
 * Two companies (A on subdomain `a…`, B on `b…`) with their owners signed in, and helpers to call
 * the API, add system users of A through it and let them set their password and sign in.
 */
export async function usersFixture(t: TestApp, label: string) {
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

  /** Adds a user through the API (invited by email) and answers them. */
  const addUser = async (token: string, values: Record<string, unknown> = {}) => {
    count += 1;
    const reply = await post(token, "users/add", {
      firstname: "Robin",
      lastname: `Deputy${count}`,
      email: `robin.${label}.${count}@example.test`,
      permission: [],
      ...values,
    });
    if (reply.statusCode !== 200) throw new Error(`user not added: ${reply.body}`);
    return reply.json().data as { _id: string; email: string; registration: string; permission: string[] };
  };

  /** Sets the password from the mailed invitation, on A's site; answers the session token. */
  const acceptInvitation = async (email: string) => {
    const { token } = await userInvitationIn(t.dataDir, email);
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/users/set-password",
      headers: { host: companyHost(`a${label}`) },
      payload: { token, password: staffPassword, confirmpassword: staffPassword },
    });
    if (reply.statusCode !== 200) throw new Error(`password not set: ${reply.body}`);
    return reply.json().response.authToken as string;
  };

  /** A staff user of A made directly (no invitation), signed in. */
  const staff = async (granted: string[]) => {
    const user = await createUser(db, { companyId: a.company.id, role: "user", permissions: granted });
    return { user, token: await tokenOf(user) };
  };

  return { db, a, b, ownerA, ownerB, post, addUser, acceptInvitation, staff, tokenOf };
}
export type UsersFixture = Awaited<ReturnType<typeof usersFixture>>;
