import { messages, otpMaxAttempts } from "@cloudoc/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Origin } from "../../platform/actor";
import type { Executor } from "../../platform/db/client";
import { AppError, badRequest, tooManyRequests } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { type Backoff, clearTurns, takeTurn } from "../../platform/rate-limit/backoff";
import { sameHash, sha256 } from "../../platform/tokens";
import { oneTimeCodes } from "./tables";
import { ipKey } from "./visit";

type Purpose = (typeof oneTimeCodes.$inferInsert)["purpose"];

interface IssueOptions {
  purpose: Purpose;
  secret: string;
  lifetimeSeconds: number;
  email?: string | null;
  userId?: string | null;
}

/** Stores the hash of a new code and answers its id (the handle the client holds). */
export async function issueCode(executor: Executor, options: IssueOptions): Promise<string> {
  const [row] = await executor
    .insert(oneTimeCodes)
    .values({
      purpose: options.purpose,
      email: options.email?.toLowerCase() ?? null,
      userId: options.userId ?? null,
      secretHash: sha256(options.secret),
      expiresAt: sql`now() + make_interval(secs => ${options.lifetimeSeconds})`,
    })
    .returning({ id: oneTimeCodes.id });
  if (!row) throw new Error("code was not stored");
  return row.id;
}

export type CodeCheck =
  | { ok: true; code: typeof oneTimeCodes.$inferSelect }
  | { ok: false; reason: "unknown" | "expired" | "used" | "attempts" | "wrong" };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Typed codes are compared without regard to case (they are mailed in capitals). */
const typedCodeHash = (secret: string) => sha256(secret.trim().toUpperCase());

/**
 * Checks a typed code against the stored one. Every wrong try counts; after the fifth the code
 * is dead. A right code is marked verified (it can still be consumed once by the next step).
 */
export async function verifyCode(
  executor: Executor,
  id: string,
  purpose: Purpose,
  secret: string,
): Promise<CodeCheck> {
  if (!uuidPattern.test(id)) return { ok: false, reason: "unknown" };
  const [code] = await executor
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.id, id), eq(oneTimeCodes.purpose, purpose)))
    .for("update");
  if (!code) return { ok: false, reason: "unknown" };
  if (code.consumedAt) return { ok: false, reason: "used" };
  if (code.expiresAt.getTime() < Date.now()) return { ok: false, reason: "expired" };
  if (code.attempts >= otpMaxAttempts) return { ok: false, reason: "attempts" };
  if (!sameHash(code.secretHash, typedCodeHash(secret))) {
    await executor
      .update(oneTimeCodes)
      .set({ attempts: code.attempts + 1 })
      .where(eq(oneTimeCodes.id, id));
    return { ok: false, reason: code.attempts + 1 >= otpMaxAttempts ? "attempts" : "wrong" };
  }
  const [verified] = await executor
    .update(oneTimeCodes)
    .set({ verifiedAt: code.verifiedAt ?? new Date() })
    .where(eq(oneTimeCodes.id, id))
    .returning();
  return verified ? { ok: true, code: verified } : { ok: false, reason: "unknown" };
}

/** Typed codes checked from one address: past this, guessing waits (each code also dies after 5 tries). */
export const codeCheckLimit = { max: 30, windowSeconds: 15 * 60 };

/**
 * Tries at the codes mailed to one e-mail address, from every address together: 5 go through,
 * then each waits 1 minute, doubling up to an hour. With 10 codes a day (below) that is about 35
 * guesses a day among 390,000 codes.
 */
export const codeTryBackoff: Backoff = {
  free: 5,
  baseSeconds: 60,
  maxSeconds: 60 * 60,
  memorySeconds: 24 * 60 * 60,
};

/** Codes mailed to one e-mail address a day, sign-up and reset together. */
export const codesPerDay = { max: 10, windowSeconds: 24 * 60 * 60 };

/** Counts a code about to be mailed to `email`; past the day's allowance, 429. */
export async function countCodeSent(platform: Platform, email: string): Promise<void> {
  const sent = await platform.limiter.hit(`codes-sent:email:${email}`, codesPerDay);
  if (!sent.allowed) throw tooManyRequests(messages.tooManyCodesToday, sent.retryAfterSeconds);
}

async function emailOfCode(executor: Executor, id: string, purpose: Purpose) {
  if (!uuidPattern.test(id)) return null;
  const [code] = await executor
    .select({ email: oneTimeCodes.email })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.id, id), eq(oneTimeCodes.purpose, purpose)));
  return code?.email ?? null;
}

/**
 * The step of a flow where the person types the code they were mailed (sign-up, password reset):
 * answers nothing when it is right, else the catalogue's words for why not.
 */
export async function checkTypedCode(
  platform: Platform,
  origin: Origin,
  purpose: Purpose,
  id: string,
  code: string,
): Promise<void> {
  await platform.limiter.enforce(`code-verify:ip:${ipKey(origin)}`, codeCheckLimit);
  const email = await emailOfCode(platform.db, id, purpose);
  const turns = email ? `code-verify:email:${email}` : null;
  if (turns) await takeTurn(platform.limiter, turns, codeTryBackoff);
  const result = await platform.db.transaction((tx) => verifyCode(tx, id, purpose, code));
  if (result.ok) {
    if (turns) await clearTurns(platform.limiter, turns);
    return;
  }
  if (result.reason === "attempts") throw new AppError(429, messages.tooManyRequests);
  throw badRequest(result.reason === "expired" ? messages.resetLinkExpired : messages.enterCorrectOtp);
}

/** Marks a verified, unexpired code as used; answers it, or undefined if it cannot be used. */
export async function consumeVerifiedCode(executor: Executor, id: string, purpose: Purpose) {
  if (!uuidPattern.test(id)) return undefined;
  const [code] = await executor
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.id, id),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        sql`${oneTimeCodes.verifiedAt} is not null`,
        sql`${oneTimeCodes.expiresAt} > now()`,
      ),
    )
    .returning();
  return code;
}

/** Uses a code known only by its secret (hand-over and bot-check passes): single use. */
export async function consumeBySecret(executor: Executor, purpose: Purpose, secret: string) {
  const [code] = await executor
    .update(oneTimeCodes)
    .set({ consumedAt: new Date(), verifiedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.secretHash, sha256(secret)),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        sql`${oneTimeCodes.expiresAt} > now()`,
      ),
    )
    .returning();
  return code;
}
