import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/database";
import { AppError } from "../envelope";
import { backoffDelay, clearTurns, takeTurn } from "./backoff";
import { databaseRateLimiter, type RateLimiter, redisRateLimiter } from "./limiter";

// The Redis limiter runs where a Redis server is given (CI sets TEST_REDIS_URL when one answers).
const redisUrl = process.env.TEST_REDIS_URL;

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof AppError)) throw new Error("expected a refusal");
  return error;
}

/** What every store must do alike, so processes behind one Redis or one database agree. */
function behavesAsALimiter(
  name: string,
  open: () => Promise<{ limiter: RateLimiter; close(): Promise<void> }>,
) {
  describe(name, () => {
    let limiter: RateLimiter;
    let close: () => Promise<void>;
    const key = (part: string) => `test:${name}:${part}:${Date.now()}`;
    beforeAll(async () => {
      ({ limiter, close } = await open());
    });
    afterAll(() => close());

    it("refuses past the limit with 429 and the seconds left of the window", async () => {
      const k = key("window");
      await limiter.enforce(k, { max: 1, windowSeconds: 60 });
      const error = await refusal(limiter.enforce(k, { max: 1, windowSeconds: 60 }));
      expect(error.statusCode).toBe(429);
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
      expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it("gives a hold to one claimer at a time, and tells the others how long it lasts", async () => {
      const k = key("claim");
      expect(await limiter.heldFor(k)).toBe(0);
      const claims = await Promise.all([1, 2, 3, 4].map(() => limiter.claim(k, 30)));
      expect(claims.filter((left) => left === 0)).toHaveLength(1);
      for (const left of claims.filter((l) => l > 0)) expect(left).toBeLessThanOrEqual(30);
      expect(await limiter.heldFor(k)).toBeGreaterThan(0);
      await limiter.reset(k);
      expect(await limiter.claim(k, 30)).toBe(0);
    });

    it("slows a target progressively across callers, and a success starts it afresh", async () => {
      const k = key("turns");
      const policy = { free: 2, baseSeconds: 10, maxSeconds: 40, memorySeconds: 600 };
      await takeTurn(limiter, k, policy);
      await takeTurn(limiter, k, policy);
      await takeTurn(limiter, k, policy); // the third goes through and starts a 10 s wait
      const error = await refusal(takeTurn(limiter, k, policy));
      expect(error.statusCode).toBe(429);
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
      expect(error.retryAfterSeconds).toBeLessThanOrEqual(10);
      await clearTurns(limiter, k);
      await takeTurn(limiter, k, policy);
    });
  });
}

it("doubles the wait after the free tries, up to the cap", () => {
  const policy = { free: 5, baseSeconds: 5, maxSeconds: 900, memorySeconds: 86_400 };
  expect([1, 5, 6, 7, 8, 13, 20].map((tries) => backoffDelay(tries, policy))).toEqual([
    0, 0, 5, 10, 20, 640, 900,
  ]);
});

behavesAsALimiter("database", async () => {
  const database: TestDatabase = await createTestDatabase();
  return { limiter: databaseRateLimiter(database.handle.db), close: () => database.drop() };
});

if (redisUrl) {
  behavesAsALimiter("redis", async () => {
    const redis = new Redis(redisUrl);
    return {
      limiter: redisRateLimiter(redis),
      async close() {
        redis.disconnect();
      },
    };
  });
}
