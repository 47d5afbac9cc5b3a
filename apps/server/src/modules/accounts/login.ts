import { messages } from "@cloudoc/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { recordAudit, requestOrigin } from "../../platform/audit/audit";
import { badRequest, notFound } from "../../platform/envelope";
import { hashPassword, verifyPassword } from "../../platform/passwords";
import type { Platform } from "../../platform/platform";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import { companySiteUrl } from "../../platform/tenancy";
import { mergeOfflineCart } from "../cart/service";
import { issueHandover, signIn } from "./auth-response";
import { consumeBySecret } from "./codes";
import { companyState } from "./company-state";
import { closeSession, type SessionUser } from "./sessions";
import { companies, users } from "./tables";

/** Guessing is slowed per address and per IP; windows end on their own (no permanent lock). */
export const loginLimits = {
  perAccount: { max: 10, windowSeconds: 15 * 60 },
  perIp: { max: 100, windowSeconds: 15 * 60 },
};

// Compared against when no account matches, so a wrong address takes as long as a wrong password.
const decoyHash = hashPassword("decoy-password-for-timing");

interface LoginInput {
  email: string;
  password: string;
  offline_cart_data?: Record<string, unknown>[];
}

export async function companyBySubdomain(platform: Platform, subdomain: string) {
  const [company] = await platform.db
    .select()
    .from(companies)
    .where(eq(sql`lower(${companies.subdomain})`, subdomain.toLowerCase()));
  return company;
}

/**
 * Finds the account: on the main site any account but an employee's; on a company subdomain,
 * that company's people (employees sign in only there).
 */
async function findAccount(platform: Platform, email: string, subdomain: string | null) {
  const byEmail = eq(sql`lower(${users.email})`, email.toLowerCase());
  if (!subdomain) {
    const [user] = await platform.db
      .select()
      .from(users)
      .where(and(byEmail, ne(users.role, "employee")));
    return user;
  }
  const company = await companyBySubdomain(platform, subdomain);
  if (!company) return undefined;
  const [user] = await platform.db
    .select()
    .from(users)
    .where(and(byEmail, eq(users.companyId, company.id)));
  return user;
}

export async function login(
  platform: Platform,
  limiter: RateLimiter,
  request: FastifyRequest,
  input: LoginInput,
) {
  const email = input.email.trim().toLowerCase();
  await limiter.enforce(`login:ip:${request.ip}`, loginLimits.perIp);
  const accountKey = `login:account:${email}:${request.ip}`;
  await limiter.enforce(accountKey, loginLimits.perAccount);

  const user = await findAccount(platform, email, request.subdomain);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
  if (!user || !passwordMatches) throw badRequest(messages.invalidEmailOrPassword);
  await limiter.reset(accountKey);

  return platform.db.transaction(async (tx) => {
    const state = await companyState(tx, user.companyId);
    const response = await signIn(tx, platform, request, user, request.subdomain ? "" : state.subdomain);
    const cart = user.companyId
      ? await mergeOfflineCart(
          tx,
          { userId: user.id, companyId: user.companyId },
          input.offline_cart_data ?? [],
        )
      : [];
    await recordAudit(tx, {
      companyId: user.companyId,
      actorUserId: user.id,
      action: "user.login",
      entityType: "user",
      entityId: user.id,
      ...requestOrigin(request),
    });
    return { response: { ...response, subdomain: state.subdomain }, state, cart };
  });
}

/** Exchanges a hand-over code on the company's own site for a session there (DESIGN §5). */
export async function exchangeHandover(platform: Platform, request: FastifyRequest, code: string) {
  if (!request.subdomain) throw notFound();
  const company = await companyBySubdomain(platform, request.subdomain);
  return platform.db.transaction(async (tx) => {
    const handover = await consumeBySecret(tx, "handover", code);
    const [user] = handover?.userId ? await tx.select().from(users).where(eq(users.id, handover.userId)) : [];
    if (!company || !user || user.companyId !== company.id) throw badRequest(messages.sessionExpired);
    const state = await companyState(tx, user.companyId);
    const response = await signIn(tx, platform, request, user, "");
    return { response: { ...response, subdomain: state.subdomain }, state };
  });
}

export async function logout(platform: Platform, request: FastifyRequest, session: SessionUser) {
  await platform.db.transaction(async (tx) => {
    await closeSession(tx, session.sessionId);
    await recordAudit(tx, {
      companyId: session.companyId,
      actorUserId: session.userId,
      action: "user.logout",
      entityType: "user",
      entityId: session.userId,
      ...requestOrigin(request),
    });
  });
}

/**
 * A signed-in person on the main site (after checkout, say) moves to their company's own site:
 * a fresh hand-over code and the site's address.
 */
export async function handoverToCompanySite(
  platform: Platform,
  request: FastifyRequest,
  session: SessionUser,
) {
  if (!session.subdomain || session.role === "employee" || session.role === "admin") throw notFound();
  const handoverCode = await issueHandover(platform.db, session.userId);
  return {
    handoverCode,
    companySiteUrl: companySiteUrl(
      session.subdomain,
      platform.config.baseDomain,
      request.headers.host,
      request.protocol,
    ),
  };
}
