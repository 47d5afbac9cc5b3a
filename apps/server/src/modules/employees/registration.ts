import { employeeMessages } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest, forbidden } from "../../platform/envelope";
import { hashPassword } from "../../platform/passwords";
import type { Platform } from "../../platform/platform";
import { signIn } from "../accounts/auth-response";
import { companyState } from "../accounts/company-state";
import { users } from "../accounts/tables";
import { ipKey, type Visit } from "../accounts/visit";
import { invitationByToken, useInvitation } from "./invitations";
import { findEmployee } from "./queries";
import { employeeProfiles } from "./tables";

/** Tokens are 32 random bytes, so these only slow a flood: per IP, the window ends on its own. */
export const invitationLimits = {
  check: { max: 60, windowSeconds: 15 * 60 },
  register: { max: 20, windowSeconds: 15 * 60 },
};

/** POST /employee/invitation: who the invitation is for, so the registration page can greet them. */
export async function checkInvitation(platform: Platform, visit: Visit, token: string) {
  await platform.limiter.enforce(`employee-invitation:ip:${ipKey(visit.origin)}`, invitationLimits.check);
  const { invitation, company } = await invitationByToken(platform.db, token, visit.site.subdomain);
  const employee = await findEmployee(platform.db, invitation.companyId, invitation.userId);
  if (employee.deactivatedAt) throw forbidden(employeeMessages.accountDeactivated);
  if (employee.registeredAt) throw badRequest(employeeMessages.invitationUsed);
  return {
    firstname: employee.firstname,
    lastname: employee.lastname,
    email: employee.email,
    companyName: company.name,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * POST /employee/register: the invited employee chooses their password. In one transaction the
 * invitation is used, the password set, the employee marked registered and signed in, on their
 * company's site (from the main site, with a hand-over code, as the sign-in does).
 */
export async function registerEmployee(
  platform: Platform,
  visit: Visit,
  input: { token: string; password: string },
) {
  await platform.limiter.enforce(`employee-register:ip:${ipKey(visit.origin)}`, invitationLimits.register);
  const passwordHash = await hashPassword(input.password);
  return platform.db.transaction(async (tx) => {
    const { invitation } = await invitationByToken(tx, input.token, visit.site.subdomain, true);
    const { companyId } = invitation;
    const employee = await findEmployee(tx, companyId, invitation.userId, true);
    if (employee.deactivatedAt) throw forbidden(employeeMessages.accountDeactivated);
    if (employee.registeredAt) throw badRequest(employeeMessages.invitationUsed);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, lastSignInAt: sql`now()`, updatedAt: new Date() })
      .where(ofCompany(users, companyId, eq(users.id, employee.id)))
      .returning();
    if (!user) throw new Error("employee was not found");
    await tx
      .update(employeeProfiles)
      .set({ registeredAt: sql`now()`, updatedAt: new Date() })
      .where(ofCompany(employeeProfiles, companyId, eq(employeeProfiles.userId, user.id)));
    await useInvitation(tx, invitation);
    await recordAudit(tx, {
      companyId,
      actorUserId: user.id,
      action: "employee.registered",
      entityType: "employee",
      entityId: user.id,
      ...visit.origin,
    });
    const state = await companyState(tx, companyId);
    const response = await signIn(tx, platform, visit, user, visit.site.subdomain ? "" : state.subdomain);
    return { response: { ...response, subdomain: state.subdomain }, state };
  });
}
