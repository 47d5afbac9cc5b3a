import { eq, sql } from "drizzle-orm";
import type { App } from "../app";
import { sessions } from "../modules/accounts/tables";
import { sha256 } from "../platform/tokens";
import { createUser, testPassword } from "./factories";

/** Host header of a company's own site in tests (BASE_DOMAIN is localhost). */
export const companyHost = (subdomain: string) => `${subdomain}.localhost:3000`;

/** Signs in through the API and answers the session token. */
export async function signIn(app: App, email: string, options: { host?: string; password?: string } = {}) {
  const reply = await app.inject({
    method: "POST",
    url: "/api/user/login",
    headers: { host: options.host ?? "localhost:3000" },
    payload: { email, password: options.password ?? testPassword },
  });
  if (reply.statusCode !== 200) throw new Error(`sign-in failed: ${reply.body}`);
  return reply.json().response as { authToken: string; handoverCode: string; userId: string };
}

export const bearer = (token: string, host = "localhost:3000") => ({
  authorization: `Bearer ${token}`,
  host,
});

/**
 * A platform admin signed in with the second factor already proved on the session, for tests of
 * admin calls (the TOTP flow itself is tested in accounts).
 */
export async function signInAdmin(app: App, options: { email?: string } = {}) {
  const db = app.platform.db;
  const admin = await createUser(db, { companyId: null, role: "admin", email: options.email });
  const { authToken } = await signIn(app, admin.email);
  await db
    .update(sessions)
    .set({ secondFactorAt: sql`now()` })
    .where(eq(sessions.tokenHash, sha256(authToken)));
  return { admin, token: authToken, headers: bearer(authToken) };
}
