import { fromPglite, PgBoss } from "pg-boss";
import type { DatabaseHandle } from "../db/client";
import { describeError, type PartStatus } from "../status";

export interface JobOptions {
  /** A key that makes a second send of the same job a no-op while the first is queued. */
  singletonKey?: string;
  retryLimit?: number;
  startAfterSeconds?: number;
}

/** Background work on pg-boss in the same database; workers run in this process (DESIGN §8). */
export interface Jobs {
  start(): Promise<void>;
  stop(): Promise<void>;
  send<T extends object>(queue: string, data: T, options?: JobOptions): Promise<string | null>;
  work<T extends object>(queue: string, handler: (data: T, jobId: string) => Promise<void>): Promise<void>;
  /**
   * Sends a job to `queue` on a cron schedule (in `timeZone`, UTC by default). pg-boss keeps one
   * schedule per queue in the database, so every process may call this at start-up: the last
   * call wins and each occurrence is sent once, whichever process sends it.
   */
  schedule(queue: string, cron: string, options?: { timeZone?: string; data?: object }): Promise<void>;
  /** Removes a schedule a retired job left in the database (no-op when there is none). */
  unschedule(queue: string): Promise<void>;
  status(): Promise<PartStatus>;
}

/**
 * A running job's worker records a heartbeat every 5 s; the monitor (every 10 s, in any process)
 * fails a job whose heartbeat is 10 s old, so a job whose process died is retried within about
 * 20 s instead of at its 15-minute expiry. pg-boss allows no heartbeat under 10 s.
 */
const heartbeatSeconds = 10;
const monitor = { superviseIntervalSeconds: 10, monitorIntervalSeconds: 10 };

export function createJobs(handle: DatabaseHandle): Jobs {
  const boss =
    handle.kind === "pglite"
      ? new PgBoss({ db: fromPglite(handle.pglite), backend: "pglite", ...monitor })
      : new PgBoss({ connectionString: handle.url, max: 4, ...monitor });
  const queues = new Set<string>();
  let started = false;
  let lastError: string | undefined;
  boss.on("error", (error: unknown) => {
    lastError = describeError(error);
  });

  async function ensureQueue(name: string) {
    if (queues.has(name)) return;
    await boss.createQueue(name);
    queues.add(name);
  }

  return {
    async start() {
      await boss.start();
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
    async send(queue, data, options = {}) {
      await ensureQueue(queue);
      return boss.send(queue, data, {
        singletonKey: options.singletonKey,
        retryLimit: options.retryLimit ?? 3,
        retryBackoff: true,
        startAfter: options.startAfterSeconds,
        heartbeatSeconds,
      });
    },
    async work(queue, handler) {
      await ensureQueue(queue);
      await boss.work<typeof handler extends (d: infer D, id: string) => Promise<void> ? D : never>(
        queue,
        { pollingIntervalSeconds: 0.5 },
        async (batch) => {
          for (const job of batch) await handler(job.data, job.id);
        },
      );
    },
    async schedule(queue, cron, options = {}) {
      await ensureQueue(queue);
      await boss.schedule(queue, cron, options.data ?? null, {
        tz: options.timeZone,
        retryLimit: 3,
        retryBackoff: true,
        heartbeatSeconds,
      });
    },
    async unschedule(queue) {
      await boss.unschedule(queue);
    },
    async status() {
      if (!started) return { ok: false, detail: "job workers not started" };
      if (lastError) return { ok: false, detail: `pg-boss: ${lastError}` };
      return { ok: true, detail: `pg-boss on ${handle.kind}` };
    },
  };
}
