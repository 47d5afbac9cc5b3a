import { adminSecurityMessages, messages } from "@cloudoc/contract";
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { CompanyActor, SignedIn } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Executor } from "../../platform/db/client";
import { acrossCompanies, ofCompany } from "../../platform/db/tenant";
import { badRequest, forbidden, notFound } from "../../platform/envelope";
import { hashPassword, verifyPassword } from "../../platform/passwords";
import type { Platform } from "../../platform/platform";
import { type Backoff, clearTurns, takeTurn } from "../../platform/rate-limit/backoff";
import { mergeOfflineCart } from "../cart/service";
import { refuseDeactivatedEmployee } from "../employees/status";
import { refuseDeactivatedUser } from "../users/status";
import { companySiteOf, issueHandover, signIn } from "./auth-response";
import { consumeBySecret } from "./codes";
import { companyState } from "./company-state";
import { employeeByPassword, refuseEmployeeSignIn } from "./employee-sign-in";
import { ofOwnCompany } from "./own-rows";
import { closeSession } from "./sessions";
import { companies, users } from "./tables";
import { type BrowserTab, ipKey, type Site, type Visit } from "./visit";

/** Guessing is slowed per account from one IP and per IP; windows end on their own (no permanent lock). */
export const loginLimits = {
  perAccount: { max: 10, windowSeconds: 15 * 60 },
  perIp: { max: 100, windowSeconds: 15 * 60 },
};

/**
 * Tries at one account from IPs it has not signed in from, all IPs together (a proxy buys no
 * fresh guesses): 5 go through, then each waits 5 s, doubling up to 15 minutes, about 110 a day.
 * The wait always ends, and IPs the account signed in from lately skip it, so an attacker cannot
 * lock the real user out.
 */
export const loginBackoff: Backoff = {
  free: 5,
  baseSeconds: 5,
  maxSeconds: 15 * 60,
  memorySeconds: 24 * 60 * 60,
};
const knownIpSeconds = 30 * 24 * 60 * 60;

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
 * The account an address signs in to (and resets the password of): on the main site any account
 * but an employee's, whatever its company (these addresses are unique; employees are looked for
 * next, see employee-sign-in.ts); on a company subdomain, that company's people.
 */
export async function accountByEmail(platform: Platform, email: string, subdomain: string | null) {
  const byEmail = eq(sql`lower(${users.email})`, email.toLowerCase());
  if (!subdomain) {
    const [user] = await platform.db
      .select()
      .from(acrossCompanies(users))
      .where(and(byEmail, ne(users.role, "employee")));
    return user;
  }
  const company = await companyBySubdomain(platform, subdomain);
  if (!company) return undefined;
  const [user] = await platform.db
    .select()
    .from(users)
    .where(ofCompany(users, company.id, byEmail));
  return user;
}

/** Whether the platform admin has suspended the company (its people cannot sign in; its data is kept). */
async function isSuspended(executor: Executor, companyId: string | null): Promise<boolean> {
  if (!companyId) return false;
  const [company] = await executor
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNotNull(companies.suspendedAt)));
  return company !== undefined;
}

export async function login(platform: Platform, visit: Visit, input: LoginInput) {
  const email = input.email.trim().toLowerCase();
  const ip = ipKey(visit.origin);
  await platform.limiter.enforce(`login:ip:${ip}`, loginLimits.perIp);
  const accountKey = `login:account:${email}:${ip}`;
  await platform.limiter.enforce(accountKey, loginLimits.perAccount);
  const knownIp = `login:known:${email}:${ip}`;
  const turns = (await platform.limiter.heldFor(knownIp)) > 0 ? null : `login:turns:${email}`;
  if (turns) await takeTurn(platform.limiter, turns, loginBackoff);

  const found = await accountByEmail(platform, email, visit.site.subdomain);
  const passwordMatches = await verifyPassword(found?.passwordHash ?? (await decoyHash), input.password);
  // On the main site an employee's address is tried too: they are handed over to their company's site.
  const user =
    found && passwordMatches
      ? found
      : visit.site.subdomain
        ? undefined
        : await employeeByPassword(platform, email, input.password);
  if (!user) throw badRequest(messages.invalidEmailOrPassword);
  await platform.limiter.reset(accountKey);
  // Only a sign-in that took a turn clears the count: one from a known IP leaves an attack's count.
  if (turns) await clearTurns(platform.limiter, turns);
  await platform.limiter.claim(knownIp, knownIpSeconds);

  return platform.db.transaction(async (tx) => {
    // Told only after the right password, so the message reveals nothing to a guesser.
    if (await isSuspended(tx, user.companyId)) throw forbidden(adminSecurityMessages.companySuspended);
    refuseDeactivatedUser(user);
    const state = await companyState(tx, user.companyId);
    await refuseEmployeeSignIn(tx, user, visit.site, state.subdomain);
    await tx
      .update(users)
      .set({ lastSignInAt: sql`now()` })
      .where(ofOwnCompany(users, user.companyId, eq(users.id, user.id)));
    const response = await signIn(tx, platform, visit, user, visit.site.subdomain ? "" : state.subdomain);
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
      ...visit.origin,
    });
    return { response: { ...response, subdomain: state.subdomain }, state, cart };
  });
}

/**
 * Tells the browser's other tabs that a login succeeded, so they refresh their session data
 * (spec 000 §1). The tab that signed in names itself and ignores the echo.
 */
export function announceLogin(platform: Platform, tab: BrowserTab) {
  if (tab.browserId) platform.realtime.emitToBrowser(tab.browserId, "login:success", { tabId: tab.tabId });
}

/** Exchanges a hand-over code on the company's own site for a session there (DESIGN §5). */
export async function exchangeHandover(platform: Platform, visit: Visit, code: string) {
  if (!visit.site.subdomain) throw notFound();
  const company = await companyBySubdomain(platform, visit.site.subdomain);
  return platform.db.transaction(async (tx) => {
    // Inside the transaction: a code tried on the wrong site stays unused (the refusal rolls back).
    const handover = await consumeBySecret(tx, "handover", code);
    const [user] =
      company && handover?.userId
        ? await tx
            .select()
            .from(users)
            .where(ofCompany(users, company.id, eq(users.id, handover.userId)))
        : [];
    if (!user) throw badRequest(messages.sessionExpired);
    await refuseDeactivatedEmployee(tx, user);
    refuseDeactivatedUser(user);
    const state = await companyState(tx, user.companyId);
    const response = await signIn(tx, platform, visit, user, "");
    return { response: { ...response, subdomain: state.subdomain }, state };
  });
}

export async function logout(platform: Platform, actor: SignedIn) {
  await platform.db.transaction(async (tx) => {
    await closeSession(tx, actor.session);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorUserId: actor.userId,
      action: "user.logout",
      entityType: "user",
      entityId: actor.userId,
      ...actor.origin,
    });
  });
}

/**
 * A signed-in person on the main site (after checkout, say) moves to their company's own site:
 * a fresh hand-over code and the site's address.
 */
export async function handoverToCompanySite(platform: Platform, actor: CompanyActor, site: Site) {
  const { subdomain } = actor.session;
  if (!subdomain) throw notFound();
  return {
    handoverCode: await issueHandover(platform.db, actor.userId),
    companySiteUrl: companySiteOf(platform, site, subdomain),
  };
}
