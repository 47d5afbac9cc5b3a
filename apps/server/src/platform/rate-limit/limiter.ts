import { sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { Database } from "../db/client";
import { tooManyRequests } from "../envelope";
import { rateLimitCounters } from "./tables";

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface HitResult {
  allowed: boolean;
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters and holds shared by every process (DESIGN §2): in Redis when there is one,
 * otherwise in the database. Windows and holds end on their own, so nobody is locked out for good.
 */
export interface RateLimiter {
  hit(key: string, limit: Limit): Promise<HitResult>;
  /** Counts a hit and throws 429 (with its Retry-After) when the limit is passed. */
  enforce(key: string, limit: Limit): Promise<void>;
  reset(key: string): Promise<void>;
  /**
   * Holds `key` for `seconds` unless a hold is already running: answers 0 when this call took it,
   * else the seconds the running hold has left. Atomic, so concurrent callers get one hold.
   */
  claim(key: string, seconds: number): Promise<number>;
  /** Seconds left of a hold on `key`; 0 when there is none. */
  heldFor(key: string): Promise<number>;
}

type Store = Omit<RateLimiter, "enforce">;

function limiterFrom(store: Store): RateLimiter {
  return {
    ...store,
    async enforce(key, limit) {
      const result = await store.hit(key, limit);
      if (!result.allowed) throw tooManyRequests(undefined, result.retryAfterSeconds);
    },
  };
}

const secondsUntil = (time: Date | undefined) =>
  time ? Math.max(0, Math.ceil((time.getTime() - Date.now()) / 1000)) : 0;

export function databaseRateLimiter(db: Database): RateLimiter {
  const counters = rateLimitCounters;
  const heldFor = async (key: string) => {
    const [row] = await db
      .select({ resetAt: counters.resetAt })
      .from(counters)
      .where(sql`${counters.key} = ${key} and ${counters.resetAt} > now()`);
    return row ? Math.max(1, secondsUntil(row.resetAt)) : 0;
  };
  return limiterFrom({
    async hit(key, { max, windowSeconds }) {
      const window = sql`make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .insert(counters)
        .values({ key, hits: 1, resetAt: sql`now() + ${window}` })
        .onConflictDoUpdate({
          target: counters.key,
          set: {
            hits: sql`case when ${counters.resetAt} <= now() then 1 else ${counters.hits} + 1 end`,
            resetAt: sql`case when ${counters.resetAt} <= now() then now() + ${window} else ${counters.resetAt} end`,
          },
        })
        .returning({ hits: counters.hits, resetAt: counters.resetAt });
      const hits = row?.hits ?? 1;
      return { allowed: hits <= max, hits, retryAfterSeconds: secondsUntil(row?.resetAt) };
    },
    async reset(key) {
      await db.delete(counters).where(sql`${counters.key} = ${key}`);
    },
    async claim(key, seconds) {
      const until = sql`now() + make_interval(secs => ${seconds})`;
      // Takes a free key, or one whose hold has ended; a running hold is left alone.
      const taken = await db
        .insert(counters)
        .values({ key, hits: 1, resetAt: until })
        .onConflictDoUpdate({
          target: counters.key,
          set: { hits: 1, resetAt: until },
          setWhere: sql`${counters.resetAt} <= now()`,
        })
        .returning({ key: counters.key });
      return taken.length > 0 ? 0 : heldFor(key);
    },
    heldFor,
  });
}

export function redisRateLimiter(redis: Redis): RateLimiter {
  const name = (key: string) => `ratelimit:${key}`;
  const heldFor = async (key: string) => Math.max(0, Math.ceil((await redis.pttl(name(key))) / 1000));
  return limiterFrom({
    async hit(key, { max, windowSeconds }) {
      const reply = await redis
        .multi()
        .incr(name(key))
        .expire(name(key), windowSeconds, "NX")
        .ttl(name(key))
        .exec();
      const hits = Number(reply?.[0]?.[1] ?? 1);
      const ttl = Number(reply?.[2]?.[1] ?? windowSeconds);
      return { allowed: hits <= max, hits, retryAfterSeconds: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(name(key));
    },
    async claim(key, seconds) {
      const taken = await redis.set(name(key), "1", "EX", Math.max(1, Math.ceil(seconds)), "NX");
      return taken === "OK" ? 0 : Math.max(1, await heldFor(key));
    },
    heldFor,
  });
}

/** Drops counters whose window has ended (run by a periodic job). */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.resetAt} <= now()`);
}
