import type { App } from "../app";
import { testPassword } from "./factories";

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
