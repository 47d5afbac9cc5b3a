import { type AuthResponse, handOverCodeSeconds } from "@cloudoc/contract";
import type { Executor } from "../../platform/db/client";
import type { Platform } from "../../platform/platform";
import { companySiteUrl } from "../../platform/tenancy";
import { newToken } from "../../platform/tokens";
import { issueCode } from "./codes";
import { openSession } from "./sessions";
import type { users } from "./tables";
import type { Site, Visit } from "./visit";

type User = typeof users.$inferSelect;

/** A one-time code (60 s, single use) that opens a session on the company's own site. */
export async function issueHandover(executor: Executor, userId: string): Promise<string> {
  const code = newToken();
  await issueCode(executor, {
    purpose: "handover",
    secret: code,
    userId,
    lifetimeSeconds: handOverCodeSeconds,
  });
  return code;
}

/** The address of a company's own site, seen from the site the call was made on. */
export const companySiteOf = (platform: Platform, site: Site, subdomain: string) =>
  companySiteUrl(subdomain, platform.config.baseDomain, site.host, site.protocol);

/**
 * Opens a session for `user` and builds the login response of spec 000 §3, with a one-time
 * hand-over code for the company's own site (DESIGN §5).
 */
export async function signIn(
  executor: Executor,
  platform: Platform,
  visit: Visit,
  user: User,
  subdomain: string,
): Promise<AuthResponse> {
  const { token } = await openSession(executor, user, visit.origin);
  const handoverCode = subdomain ? await issueHandover(executor, user.id) : "";

  const displayName =
    [user.firstname, user.lastname].filter(Boolean).join(" ") || user.username || user.email;
  return {
    authToken: token,
    userName: displayName,
    userId: user.id,
    role: user.role,
    subdomain,
    permission: user.permissions,
    companyUserId: user.role === "employee" ? "" : user.id,
    login_user_id: user.id,
    type: user.role,
    handoverCode,
    companySiteUrl: subdomain ? companySiteOf(platform, visit.site, subdomain) : "",
  };
}
