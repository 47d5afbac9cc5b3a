import { employeeMessages, invitationLifetimeDays, shownDate, ukToday } from "@cloudoc/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../../platform/db/client";
import { acrossCompanies, ofCompany } from "../../platform/db/tenant";
import { badRequest, notFound } from "../../platform/envelope";
import { employeeInvitationMail } from "../../platform/mail/templates";
import type { Platform } from "../../platform/platform";
import { newToken, sha256 } from "../../platform/tokens";
import { companySiteOf } from "../accounts/auth-response";
import { companySiteFacts } from "../accounts/companies";
import type { Site } from "../accounts/visit";
import { employeeInvitations } from "./tables";

/**
 * Invitations to register on the company's own site (DESIGN §5 tokens): a random token mailed
 * once, only its SHA-256 kept; single use; valid 7 days; a new one replaces any still open.
 */

interface Invitee {
  id: string;
  firstname: string;
  email: string;
}

/** Opens a new invitation for the employee (any still open stop working) and answers its token. */
export async function openInvitation(tx: Transaction, companyId: string, userId: string, createdBy: string) {
  await tx
    .delete(employeeInvitations)
    .where(
      ofCompany(
        employeeInvitations,
        companyId,
        eq(employeeInvitations.userId, userId),
        isNull(employeeInvitations.usedAt),
      ),
    );
  const token = newToken();
  const [row] = await tx
    .insert(employeeInvitations)
    .values({
      companyId,
      userId,
      tokenHash: sha256(token),
      expiresAt: sql`now() + make_interval(days => ${invitationLifetimeDays})`,
      createdBy,
    })
    .returning({ id: employeeInvitations.id, expiresAt: employeeInvitations.expiresAt });
  if (!row) throw new Error("invitation was not stored");
  return { token, expiresAt: row.expiresAt };
}

/** The company's name and the address of its own site, as the manager's request reaches it. */
export async function invitingCompany(executor: Executor, platform: Platform, site: Site, companyId: string) {
  const company = await companySiteFacts(executor, companyId);
  if (!company) throw notFound();
  return {
    name: company.name,
    siteUrl: company.subdomain ? companySiteOf(platform, site, company.subdomain) : "",
  };
}

/** Mails the invitation: a link to /employee/register on the company's own site. */
export async function mailInvitation(
  platform: Platform,
  company: { name: string; siteUrl: string },
  invitee: Invitee,
  invitation: { token: string; expiresAt: Date },
) {
  const link = `${company.siteUrl}/employee/register?token=${encodeURIComponent(invitation.token)}`;
  await platform.mail.send(
    employeeInvitationMail(invitee.email, {
      firstname: invitee.firstname,
      companyName: company.name,
      link,
      expires: shownDate(ukToday(invitation.expiresAt)),
    }),
  );
}

/**
 * The invitation a token names, checked for the site it is used on: unknown, or of another
 * company's site, answers 404; used or expired 400, each with its own message.
 */
export async function invitationByToken(
  executor: Executor,
  token: string,
  siteSubdomain: string | null,
  lock = false,
) {
  const query = executor
    .select()
    .from(acrossCompanies(employeeInvitations))
    .where(eq(employeeInvitations.tokenHash, sha256(token)));
  const [invitation] = lock ? await query.for("update") : await query;
  if (!invitation) throw notFound(employeeMessages.invitationInvalid);
  const company = await companySiteFacts(executor, invitation.companyId);
  const onOtherSite = siteSubdomain !== null && company?.subdomain.toLowerCase() !== siteSubdomain;
  if (!company || onOtherSite) throw notFound(employeeMessages.invitationInvalid);
  if (invitation.usedAt) throw badRequest(employeeMessages.invitationUsed);
  if (invitation.expiresAt.getTime() <= Date.now()) throw badRequest(employeeMessages.invitationExpired);
  return { invitation, company };
}

/** Marks the invitation used (in the registration's transaction). */
export async function useInvitation(tx: Transaction, invitation: { id: string; companyId: string }) {
  await tx
    .update(employeeInvitations)
    .set({ usedAt: sql`now()` })
    .where(
      ofCompany(
        employeeInvitations,
        invitation.companyId,
        and(eq(employeeInvitations.id, invitation.id), isNull(employeeInvitations.usedAt)),
      ),
    );
}
