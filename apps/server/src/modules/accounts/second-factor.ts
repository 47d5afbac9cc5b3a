import { type AuditAction, adminSecurityMessages, type SecondFactorStatus } from "@cloudoc/contract";
import { and, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { adminAuditBy, type SignedIn } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Executor } from "../../platform/db/client";
import { badRequest, conflict, forbidden } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { type Backoff, clearTurns, takeTurn } from "../../platform/rate-limit/backoff";
import { ofOwnCompany } from "./own-rows";
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, stepOfCode } from "./second-factor-codes";
import { seal, unseal } from "./second-factor-seal";
import { adminSecondFactors, sessions } from "./tables";

/**
 * The platform admin's second factor (DESIGN §5, issue 12): a TOTP app set up on the first sign-in
 * with ten one-time recovery codes, proved once per session. These calls run before the session
 * has proved it, so each one checks for the admin role itself.
 */

const m = adminSecurityMessages;
type Factor = typeof adminSecondFactors.$inferSelect;

/** Wrong codes slow the account down as sign-in does: 5 free, then waits doubling to 15 minutes. */
export const secondFactorBackoff: Backoff = {
  free: 5,
  baseSeconds: 5,
  maxSeconds: 15 * 60,
  memorySeconds: 24 * 60 * 60,
};
const turnsOf = (actor: SignedIn) => `second-factor:${actor.userId}`;
const now = sql`now()`;

function requireAdmin(actor: SignedIn) {
  if (actor.session.role !== "admin") throw forbidden();
}

const audit = (executor: Executor, actor: SignedIn, action: AuditAction, detail?: Record<string, unknown>) =>
  recordAudit(executor, {
    ...adminAuditBy(actor),
    action,
    entityType: "user",
    entityId: actor.userId,
    detail,
  });

async function factorOf(executor: Executor, userId: string): Promise<Factor | undefined> {
  const [factor] = await executor
    .select()
    .from(adminSecondFactors)
    .where(eq(adminSecondFactors.userId, userId));
  return factor;
}

async function confirmedFactor(platform: Platform, actor: SignedIn): Promise<Factor> {
  requireAdmin(actor);
  const factor = await factorOf(platform.db, actor.userId);
  if (!factor?.confirmedAt) throw badRequest(m.secondFactorNotSetUp);
  return factor;
}

/** A refused code is recorded on its own, since the refusal rolls back anything else. */
async function refused(platform: Platform, actor: SignedIn, message: string, reason: string) {
  await audit(platform.db, actor, "admin.second-factor.failed", { reason });
  return badRequest(message);
}

/** The time step of a right, unused code; a wrong or used one takes a turn of the back-off and is refused. */
async function checkedStep(platform: Platform, actor: SignedIn, factor: Factor, code: string) {
  await takeTurn(platform.limiter, turnsOf(actor), secondFactorBackoff);
  const step = stepOfCode(await unseal(platform.db, factor.sealedSecret), code);
  if (step === null) throw await refused(platform, actor, m.secondFactorWrongCode, "wrong code");
  if (step <= factor.lastStep) throw await refused(platform, actor, m.secondFactorCodeUsed, "code reused");
  return step;
}

/** This session, and no other, has proved the second factor. */
async function proveSession(tx: Executor, actor: SignedIn) {
  await tx
    .update(sessions)
    .set({ secondFactorAt: now })
    .where(ofOwnCompany(sessions, actor.companyId, eq(sessions.id, actor.session.sessionId)));
}

export async function secondFactorStatus(platform: Platform, actor: SignedIn): Promise<SecondFactorStatus> {
  requireAdmin(actor);
  const factor = await factorOf(platform.db, actor.userId);
  const setUpAt = factor?.confirmedAt ?? null;
  return {
    state: actor.session.secondFactor ? "proved" : setUpAt ? "verify" : "set-up",
    setUpAt: setUpAt?.toISOString() ?? null,
    recoveryCodesLeft: setUpAt ? (factor?.recoveryCodeHashes.length ?? 0) : 0,
  };
}

/** A new secret to scan; starting again replaces one not yet confirmed, never a confirmed one. */
export async function startSetUp(platform: Platform, actor: SignedIn) {
  requireAdmin(actor);
  if ((await factorOf(platform.db, actor.userId))?.confirmedAt) throw conflict(m.secondFactorAlreadySetUp);
  const fresh = await newTotpSecret(actor.session.email);
  const sealedSecret = await seal(platform.db, fresh.secret);
  await platform.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminSecondFactors)
      .values({ userId: actor.userId, sealedSecret })
      .onConflictDoUpdate({
        target: adminSecondFactors.userId,
        set: { sealedSecret, lastStep: 0, recoveryCodeHashes: [], updatedAt: now },
        setWhere: isNull(adminSecondFactors.confirmedAt),
      })
      .returning({ userId: adminSecondFactors.userId });
    if (!row) throw conflict(m.secondFactorAlreadySetUp);
    await audit(tx, actor, "admin.second-factor.set-up-started");
  });
  return fresh;
}

/** The first code confirms the secret and proves this session; answers the recovery codes, shown once. */
export async function confirmSetUp(platform: Platform, actor: SignedIn, code: string): Promise<string[]> {
  requireAdmin(actor);
  const factor = await factorOf(platform.db, actor.userId);
  if (!factor) throw badRequest(m.secondFactorNotSetUp);
  if (factor.confirmedAt) throw conflict(m.secondFactorAlreadySetUp);
  const step = await checkedStep(platform, actor, factor, code);
  const codes = newRecoveryCodes();
  await platform.db.transaction(async (tx) => {
    const [row] = await tx
      .update(adminSecondFactors)
      .set({ confirmedAt: now, lastStep: step, recoveryCodeHashes: codes.hashes, updatedAt: now })
      .where(
        and(
          eq(adminSecondFactors.userId, actor.userId),
          isNull(adminSecondFactors.confirmedAt),
          // A set-up started again meanwhile has another secret: this code was not for it.
          eq(adminSecondFactors.sealedSecret, factor.sealedSecret),
        ),
      )
      .returning({ userId: adminSecondFactors.userId });
    if (!row) throw conflict(m.secondFactorAlreadySetUp);
    await proveSession(tx, actor);
    await audit(tx, actor, "admin.second-factor.set-up");
  });
  await clearTurns(platform.limiter, turnsOf(actor));
  return codes.shown;
}

/** A code from the app proves this session; its time step is spent, so it cannot be replayed. */
export async function verifyCode(platform: Platform, actor: SignedIn, code: string): Promise<void> {
  const factor = await confirmedFactor(platform, actor);
  const step = await checkedStep(platform, actor, factor, code);
  await platform.db.transaction(async (tx) => {
    // Only if no other request spent this step (or a later one) first.
    const [row] = await tx
      .update(adminSecondFactors)
      .set({ lastStep: step, updatedAt: now })
      .where(and(eq(adminSecondFactors.userId, actor.userId), lt(adminSecondFactors.lastStep, step)))
      .returning({ userId: adminSecondFactors.userId });
    if (!row) throw badRequest(m.secondFactorCodeUsed);
    await proveSession(tx, actor);
    await audit(tx, actor, "admin.second-factor.verified");
  });
  await clearTurns(platform.limiter, turnsOf(actor));
}

/** A recovery code proves this session and is struck off. */
export async function redeemRecoveryCode(platform: Platform, actor: SignedIn, code: string): Promise<void> {
  await confirmedFactor(platform, actor);
  await takeTurn(platform.limiter, turnsOf(actor), secondFactorBackoff);
  const hash = recoveryCodeHash(code);
  const hashes = adminSecondFactors.recoveryCodeHashes;
  const used = await platform.db.transaction(async (tx) => {
    const [row] = await tx
      .update(adminSecondFactors)
      .set({ recoveryCodeHashes: sql`array_remove(${hashes}, ${hash})`, updatedAt: now })
      .where(and(eq(adminSecondFactors.userId, actor.userId), sql`${hash} = any(${hashes})`))
      .returning({ hashes });
    if (!row) return false;
    await proveSession(tx, actor);
    await audit(tx, actor, "admin.second-factor.recovery-used", { recoveryCodesLeft: row.hashes.length });
    return true;
  });
  if (!used) throw await refused(platform, actor, m.recoveryCodeWrong, "wrong recovery code");
  await clearTurns(platform.limiter, turnsOf(actor));
}

/** New recovery codes replace every old one (a verified admin session only: the route's access). */
export async function regenerateRecoveryCodes(platform: Platform, actor: SignedIn): Promise<string[]> {
  const codes = newRecoveryCodes();
  await platform.db.transaction(async (tx) => {
    const [row] = await tx
      .update(adminSecondFactors)
      .set({ recoveryCodeHashes: codes.hashes, updatedAt: now })
      .where(and(eq(adminSecondFactors.userId, actor.userId), isNotNull(adminSecondFactors.confirmedAt)))
      .returning({ userId: adminSecondFactors.userId });
    if (!row) throw badRequest(m.secondFactorNotSetUp);
    await audit(tx, actor, "admin.second-factor.recovery-regenerated");
  });
  return codes.shown;
}
