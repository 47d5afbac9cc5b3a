import { messages, otpAlphabet, otpLength, otpLifetimeMinutes } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Origin } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import { acrossCompanies } from "../../platform/db/tenant";
import { badRequest } from "../../platform/envelope";
import { resetCodeMail } from "../../platform/mail/templates";
import { hashPassword } from "../../platform/passwords";
import type { Platform } from "../../platform/platform";
import { newCode, newToken } from "../../platform/tokens";
import { checkTypedCode, consumeVerifiedCode, countCodeSent, issueCode } from "./codes";
import { accountByEmail } from "./login";
import { ofOwnCompany } from "./own-rows";
import { sessions, users } from "./tables";
import { ipKey, type Visit } from "./visit";

export const resetLimits = {
  perAddress: { max: 3, windowSeconds: 15 * 60 },
  perIp: { max: 10, windowSeconds: 60 * 60 },
};

/**
 * Starts a reset. The reply is the same whether or not the address is registered: an unknown
 * address gets a code nobody receives, so its handle looks like any other.
 */
export async function startReset(platform: Platform, visit: Visit, log: FastifyBaseLogger, rawEmail: string) {
  const email = rawEmail.trim().toLowerCase();
  await platform.limiter.enforce(`reset:ip:${ipKey(visit.origin)}`, resetLimits.perIp);
  await platform.limiter.enforce(`reset:address:${email}`, resetLimits.perAddress);
  await countCodeSent(platform, email);
  const user = await accountByEmail(platform, email, visit.site.subdomain);
  const code = user ? newCode(otpLength, otpAlphabet) : newToken();
  const id = await issueCode(platform.db, {
    purpose: "reset",
    secret: code,
    email,
    userId: user?.id ?? null,
    lifetimeSeconds: otpLifetimeMinutes * 60,
  });
  if (user) {
    platform.mail
      .send(resetCodeMail(user.email, { code }))
      .catch((error: unknown) => log.error({ err: error }, "reset code not sent"));
  }
  return id;
}

export const checkResetCode = (platform: Platform, origin: Origin, id: string, code: string) =>
  checkTypedCode(platform, origin, "reset", id, code);

/** Sets the new password and signs the person out everywhere. */
export async function resetPassword(platform: Platform, origin: Origin, id: string, password: string) {
  const passwordHash = await hashPassword(password);
  await platform.db.transaction(async (tx) => {
    const code = await consumeVerifiedCode(tx, id, "reset");
    if (!code?.userId) throw badRequest(messages.resetLinkExpired);
    // The verified code names the person; their company is read from their row.
    const [user] = await tx
      .select({ id: users.id, companyId: users.companyId })
      .from(acrossCompanies(users))
      .where(eq(users.id, code.userId));
    if (!user) throw badRequest(messages.resetLinkExpired);
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(ofOwnCompany(users, user.companyId, eq(users.id, user.id)));
    await tx.delete(sessions).where(ofOwnCompany(sessions, user.companyId, eq(sessions.userId, user.id)));
    await recordAudit(tx, {
      companyId: user.companyId,
      actorUserId: user.id,
      action: "user.password-reset",
      entityType: "user",
      entityId: user.id,
      ...origin,
    });
  });
}
