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
 * Fixed-window counters shared by every process (DESIGN §2): in Redis when there is one,
 * otherwise in the database. A window ends on its own, so nobody is locked out for good.
 */
export interface RateLimiter {
  hit(key: string, limit: Limit): Promise<HitResult>;
  /** Counts a hit and throws 429 when the limit is passed. */
  enforce(key: string, limit: Limit): Promise<void>;
  reset(key: string): Promise<void>;
}

function limiterFrom(hit: RateLimiter["hit"], reset: RateLimiter["reset"]): RateLimiter {
  return {
    hit,
    reset,
    async enforce(key, limit) {
      const result = await hit(key, limit);
      if (!result.allowed) throw tooManyRequests();
    },
  };
}

export function databaseRateLimiter(db: Database): RateLimiter {
  return limiterFrom(
    async (key, { max, windowSeconds }) => {
      const window = sql`make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, hits: 1, resetAt: sql`now() + ${window}` })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.hits} + 1 end`,
            resetAt: sql`case when ${rateLimitCounters.resetAt} <= now() then now() + ${window} else ${rateLimitCounters.resetAt} end`,
          },
        })
        .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt });
      const hits = row?.hits ?? 1;
      const retryAfterSeconds = Math.max(
        0,
        Math.ceil(((row?.resetAt.getTime() ?? Date.now()) - Date.now()) / 1000),
      );
      return { allowed: hits <= max, hits, retryAfterSeconds };
    },
    async (key) => {
      await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
    },
  );
}

export function redisRateLimiter(redis: Redis): RateLimiter {
  return limiterFrom(
    async (key, { max, windowSeconds }) => {
      const name = `ratelimit:${key}`;
      const reply = await redis.multi().incr(name).expire(name, windowSeconds, "NX").ttl(name).exec();
      const hits = Number(reply?.[0]?.[1] ?? 1);
      const ttl = Number(reply?.[2]?.[1] ?? windowSeconds);
      return { allowed: hits <= max, hits, retryAfterSeconds: Math.max(0, ttl) };
    },
    async (key) => {
      await redis.del(`ratelimit:${key}`);
    },
  );
}

/** Drops counters whose window has ended (run by a periodic job). */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.resetAt} <= now()`);
}
