import { messages, otpLength, otpLifetimeMinutes } from "@cloudoc/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { recordAudit, requestOrigin } from "../../platform/audit/audit";
import { AppError, badRequest } from "../../platform/envelope";
import { hashPassword } from "../../platform/passwords";
import type { Platform } from "../../platform/platform";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import { newNumericCode, newToken } from "../../platform/tokens";
import { consumeVerifiedCode, issueCode, verifyCode } from "./codes";
import { resetCodeEmail } from "./emails";
import { companyBySubdomain } from "./login";
import { sessions, users } from "./tables";

export const resetLimits = {
  perAddress: { max: 3, windowSeconds: 15 * 60 },
  perIp: { max: 10, windowSeconds: 60 * 60 },
  verifyPerIp: { max: 30, windowSeconds: 15 * 60 },
};

async function accountFor(platform: Platform, email: string, subdomain: string | null) {
  const byEmail = eq(sql`lower(${users.email})`, email);
  const company = subdomain ? await companyBySubdomain(platform, subdomain) : undefined;
  if (subdomain && !company) return undefined;
  const scope = company ? eq(users.companyId, company.id) : ne(users.role, "employee");
  const [user] = await platform.db.select().from(users).where(and(byEmail, scope));
  return user;
}

/**
 * Starts a reset. The reply is the same whether or not the address is registered: an unknown
 * address gets a code nobody receives, so its handle looks like any other.
 */
export async function startReset(
  platform: Platform,
  limiter: RateLimiter,
  request: FastifyRequest,
  rawEmail: string,
) {
  const email = rawEmail.trim().toLowerCase();
  await limiter.enforce(`reset:ip:${request.ip}`, resetLimits.perIp);
  await limiter.enforce(`reset:address:${email}`, resetLimits.perAddress);
  const user = await accountFor(platform, email, request.subdomain);
  const code = user ? newNumericCode(otpLength) : newToken();
  const id = await issueCode(platform.db, {
    purpose: "reset",
    secret: code,
    email,
    userId: user?.id ?? null,
    lifetimeSeconds: otpLifetimeMinutes * 60,
  });
  if (user) {
    platform.mail
      .send(resetCodeEmail(user.email, code))
      .catch((error: unknown) => request.log.error({ err: error }, "reset code not sent"));
  }
  return id;
}

export async function checkResetCode(
  platform: Platform,
  limiter: RateLimiter,
  request: FastifyRequest,
  id: string,
  code: string,
) {
  await limiter.enforce(`code-verify:ip:${request.ip}`, resetLimits.verifyPerIp);
  const result = await platform.db.transaction((tx) => verifyCode(tx, id, "reset", code));
  if (result.ok) return;
  if (result.reason === "attempts") throw new AppError(429, messages.tooManyRequests);
  throw badRequest(result.reason === "expired" ? messages.resetLinkExpired : messages.enterCorrectOtp);
}

/** Sets the new password and signs the person out everywhere. */
export async function resetPassword(
  platform: Platform,
  request: FastifyRequest,
  id: string,
  password: string,
) {
  const passwordHash = await hashPassword(password);
  await platform.db.transaction(async (tx) => {
    const code = await consumeVerifiedCode(tx, id, "reset");
    if (!code?.userId) throw badRequest(messages.resetLinkExpired);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, code.userId));
    await tx.delete(sessions).where(eq(sessions.userId, code.userId));
    const [user] = await tx
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.id, code.userId));
    await recordAudit(tx, {
      companyId: user?.companyId ?? null,
      actorUserId: code.userId,
      action: "user.password-reset",
      entityType: "user",
      entityId: code.userId,
      ...requestOrigin(request),
    });
  });
}
