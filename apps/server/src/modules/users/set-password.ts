import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import { ofCompany } from "../../platform/db/tenant";
import { hashPassword } from "../../platform/passwords";
import type { Platform } from "../../platform/platform";
import { signIn } from "../accounts/auth-response";
import { companyState } from "../accounts/company-state";
import { users } from "../accounts/tables";
import { ipKey, type Visit } from "../accounts/visit";
import { invitationLimits } from "../employees/registration";
import { invitationByToken, useUserInvitation } from "./invitations";

/** POST /users/invitation: who the invitation is for, so the set-password page can greet them. */
export async function checkUserInvitation(platform: Platform, visit: Visit, token: string) {
  await platform.limiter.enforce(`user-invitation:ip:${ipKey(visit.origin)}`, invitationLimits.check);
  const { code, user, company } = await invitationByToken(platform.db, token, visit.site.subdomain);
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    companyName: company.name,
    expiresAt: code.expiresAt.toISOString(),
  };
}

/**
 * POST /users/set-password: the invited user chooses their password. In one transaction the
 * invitation is used, the password set and the user signed in, on their company's site (from the
 * main site, with a hand-over code, as the sign-in does).
 */
export async function setUserPassword(
  platform: Platform,
  visit: Visit,
  input: { token: string; password: string },
) {
  await platform.limiter.enforce(`user-set-password:ip:${ipKey(visit.origin)}`, invitationLimits.register);
  const passwordHash = await hashPassword(input.password);
  return platform.db.transaction(async (tx) => {
    const { code, user } = await invitationByToken(tx, input.token, visit.site.subdomain, true);
    const { companyId } = user;
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, lastSignInAt: sql`now()`, updatedAt: new Date() })
      .where(ofCompany(users, companyId, eq(users.id, user.id)))
      .returning();
    if (!updated) throw new Error("user was not found");
    await useUserInvitation(tx, code.id);
    await recordAudit(tx, {
      companyId,
      actorUserId: user.id,
      action: "user.password-set",
      entityType: "user",
      entityId: user.id,
      ...visit.origin,
    });
    const state = await companyState(tx, companyId);
    const response = await signIn(tx, platform, visit, updated, visit.site.subdomain ? "" : state.subdomain);
    return { response: { ...response, subdomain: state.subdomain }, state };
  });
}
