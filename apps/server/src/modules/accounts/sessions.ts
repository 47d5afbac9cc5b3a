import { sessionLifetimeMinutes } from "@cloudoc/contract";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Origin, SessionUser } from "../../platform/actor";
import type { Database, Executor } from "../../platform/db/client";
import { preparedOnce } from "../../platform/db/prepared";
import { acrossCompanies } from "../../platform/db/tenant";
import { newToken, sha256 } from "../../platform/tokens";
import { packageFactsJson, ruleFactsOf } from "../subscriptions/facts";
import { ofOwnCompany } from "./own-rows";
import { companies, sessions, users } from "./tables";

export type { SessionUser } from "../../platform/actor";

/** Opens a session with an absolute lifetime of 240 minutes; answers the raw token once. */
export async function openSession(
  executor: Executor,
  user: { id: string; companyId: string | null },
  origin: Origin,
) {
  const token = newToken();
  const [row] = await executor
    .insert(sessions)
    .values({
      tokenHash: sha256(token),
      userId: user.id,
      companyId: user.companyId,
      expiresAt: sql`now() + make_interval(mins => ${sessionLifetimeMinutes})`,
      ip: origin.ip,
      userAgent: origin.userAgent,
    })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (!row) throw new Error("session was not stored");
  return { token, sessionId: row.id, expiresAt: row.expiresAt };
}

/**
 * The live session of a token hash (unknown, expired, of a suspended company, or of a deactivated
 * user: none). The token is all there is to go on: whose company it is comes from the session found.
 * Role and permissions are read from the user's row on every request, so a change to them applies
 * from the user's next request.
 */
const liveSession = preparedOnce((db: Database) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      companyId: users.companyId,
      role: users.role,
      permissions: users.permissions,
      email: users.email,
      subdomain: companies.subdomain,
      expiresAt: sessions.expiresAt,
      secondFactor: sql<boolean>`${sessions.secondFactorAt} is not null`,
      packageFacts: packageFactsJson(users.companyId),
    })
    .from(acrossCompanies(sessions))
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql`now()`),
        // A suspended company's people are signed out at once (the admin console suspends).
        isNull(companies.suspendedAt),
        // So is a deactivated system user (issue 15), whatever session they still hold.
        isNull(users.deactivatedAt),
      ),
    )
    .prepare("find_session"),
);

/** The live session a bearer token belongs to, or undefined; every signed-in call asks first. */
export async function findSession(db: Database, token: string): Promise<SessionUser | undefined> {
  const [row] = await liveSession(db, "").execute({ tokenHash: sha256(token) });
  return row && { ...row, packageFacts: ruleFactsOf(row.packageFacts) };
}

export async function closeSession(executor: Executor, session: SessionUser): Promise<void> {
  await executor
    .delete(sessions)
    .where(ofOwnCompany(sessions, session.companyId, eq(sessions.id, session.sessionId)));
}

/** Signs a person out everywhere (an employee who was deactivated): their sessions end at once. */
export async function closeSessionsOf(
  executor: Executor,
  companyId: string,
  userId: string,
): Promise<number> {
  const ended = await executor
    .delete(sessions)
    .where(ofOwnCompany(sessions, companyId, eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length;
}
