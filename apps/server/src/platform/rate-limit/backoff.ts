import { tooManyRequests } from "../envelope";
import type { RateLimiter } from "./limiter";

/**
 * Progressive slow-down of one target (an account, an e-mail address) across every address that
 * tries it: `free` tries go through at once, then each try must wait for the one before, and the
 * wait doubles from `baseSeconds` up to `maxSeconds`. The count is forgotten `memorySeconds` after
 * the first try, and a success clears it, so the target is never locked for good.
 */
export interface Backoff {
  free: number;
  baseSeconds: number;
  maxSeconds: number;
  memorySeconds: number;
}

/** The wait after the `tries`-th try in a row. */
export function backoffDelay(tries: number, policy: Backoff): number {
  if (tries <= policy.free) return 0;
  return Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** (tries - policy.free - 1));
}

const keysOf = (key: string) => ({ tries: `${key}:tries`, hold: `${key}:hold` });

/**
 * Lets a try through or throws 429 with the wait left. The try is counted and its wait taken
 * before it is checked (one atomic claim), so a burst from many addresses gets one try per wait.
 */
export async function takeTurn(limiter: RateLimiter, key: string, policy: Backoff): Promise<void> {
  const keys = keysOf(key);
  const waiting = await limiter.heldFor(keys.hold);
  if (waiting > 0) throw tooManyRequests(undefined, waiting);
  const { hits } = await limiter.hit(keys.tries, { max: policy.free, windowSeconds: policy.memorySeconds });
  const delay = backoffDelay(hits, policy);
  if (delay === 0) return;
  const left = await limiter.claim(keys.hold, delay);
  if (left > 0) throw tooManyRequests(undefined, left);
}

/** A right answer: the target starts afresh. */
export async function clearTurns(limiter: RateLimiter, key: string): Promise<void> {
  const keys = keysOf(key);
  await limiter.reset(keys.tries);
  await limiter.reset(keys.hold);
}
