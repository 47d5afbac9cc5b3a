import { shownDate, ukToday, userInvitationLifetimeDays, usersMessages } from "@cloudoc/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Executor, Transaction } from "../../platform/db/client";
import { acrossCompanies } from "../../platform/db/tenant";
import { badRequest, forbidden, notFound } from "../../platform/envelope";
import { mailTemplate } from "../../platform/mail/templates";
import type { Platform } from "../../platform/platform";
import { newToken, sha256 } from "../../platform/tokens";
import { issueCode } from "../accounts/codes";
import { companySiteFacts } from "../accounts/companies";
import { oneTimeCodes, users } from "../accounts/tables";

/**
 * Set-password invitations of system users (DESIGN §5 tokens): a random token mailed once, only its
 * SHA-256 kept as a one-time code of purpose "invite"; single use; valid 7 days; a new one replaces
 * any still open.
 */

const lifetimeSeconds = userInvitationLifetimeDays * 24 * 60 * 60;

export const userInvitationMail = mailTemplate<{
  firstname: string;
  inviter: string;
  companyName: string;
  link: string;
  /** DD/MM/YYYY */
  expires: string;
}>({
  subject: "{{companyName}} has added you to Cloudoc",
  text: [
    "Hello {{firstname}},",
    "",
    "{{inviter}} has added you as a user of {{companyName}}'s account on Cloudoc, where the organisation keeps its policies and procedures. Choose your password to sign in:",
    "",
    "{{link}}",
    "",
    "The link can be used once and works until {{expires}}. If it has expired, ask {{inviter}} to send a new one.",
    "",
    "Cloudoc",
  ].join("\n"),
  html: [
    "<p>Hello {{firstname}},</p>",
    "<p>{{inviter}} has added you as a user of {{companyName}}'s account on Cloudoc, where the organisation keeps its policies and procedures.</p>",
    '<p><a href="{{link}}">Choose your password and sign in</a></p>',
    "<p>The link can be used once and works until {{expires}}. If it has expired, ask {{inviter}} to send a new one.</p>",
    "<p>Cloudoc</p>",
  ].join(""),
});

/** Opens a new invitation for the user (any still open stop working) and answers its token. */
export async function openUserInvitation(tx: Transaction, user: { id: string; email: string }) {
  await tx
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, "invite"),
        eq(oneTimeCodes.userId, user.id),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  const token = newToken();
  await issueCode(tx, {
    purpose: "invite",
    secret: token,
    email: user.email,
    userId: user.id,
    lifetimeSeconds,
  });
  return { token, expiresAt: new Date(Date.now() + lifetimeSeconds * 1000) };
}

/** Mails the invitation: a link to /set-password on the company's own site. */
export async function mailUserInvitation(
  platform: Platform,
  company: { name: string; siteUrl: string },
  invitee: { firstname: string; email: string },
  inviter: string,
  invitation: { token: string; expiresAt: Date },
) {
  const link = `${company.siteUrl}/set-password?token=${encodeURIComponent(invitation.token)}`;
  await platform.mail.send(
    userInvitationMail(invitee.email, {
      firstname: invitee.firstname,
      inviter: inviter || company.name,
      companyName: company.name,
      link,
      expires: shownDate(ukToday(invitation.expiresAt)),
    }),
  );
}

/**
 * The invitation a token names and the user it is for, checked for the site it is used on:
 * unknown, or of another company's site, answers 404; used or expired 400; a deactivated user 403.
 */
export async function invitationByToken(
  executor: Executor,
  token: string,
  siteSubdomain: string | null,
  lock = false,
) {
  const query = executor
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.secretHash, sha256(token)), eq(oneTimeCodes.purpose, "invite")));
  const [code] = lock ? await query.for("update") : await query;
  // The token is all there is to go on: whose company it is comes from the user it names.
  const [user] = code?.userId
    ? await executor.select().from(acrossCompanies(users)).where(eq(users.id, code.userId))
    : [];
  const company = user?.companyId ? await companySiteFacts(executor, user.companyId) : undefined;
  const onOtherSite = siteSubdomain !== null && company?.subdomain.toLowerCase() !== siteSubdomain;
  if (!code || !user?.companyId || !company || onOtherSite) throw notFound(usersMessages.invitationInvalid);
  if (code.consumedAt || user.passwordHash !== "") throw badRequest(usersMessages.invitationUsed);
  if (code.expiresAt.getTime() <= Date.now()) throw badRequest(usersMessages.invitationExpired);
  if (user.deactivatedAt) throw forbidden(usersMessages.accountDeactivated);
  return { code, user: { ...user, companyId: user.companyId }, company };
}

/** Marks the invitation used (in the set-password transaction). */
export async function useUserInvitation(tx: Transaction, codeId: string) {
  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: new Date(), verifiedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt)));
}
