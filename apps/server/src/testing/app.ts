import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { type App, buildApp } from "../app";
import { loadConfig } from "../config";
import type { Clock } from "../platform/clock";
import { createJobs, type Jobs } from "../platform/jobs/jobs";
import { createMailer } from "../platform/mail/mailer";
import type { PaymentProvider } from "../platform/payments";
import { createLocalStorage } from "../platform/storage/local";
import { startWorkers } from "../workers";
import { createTestDatabase, type TestDatabase } from "./database";

export interface TestApp {
  app: App;
  dataDir: string;
  jobs: Jobs;
  close(): Promise<void>;
}

interface TestAppOptions {
  /** Start pg-boss workers (slower; only the tests that need jobs ask for them). */
  startJobs?: boolean;
  /** Start pg-boss and register the modules' job workers (the library fill); implies startJobs. */
  startWorkers?: boolean;
  env?: Record<string, string>;
  /** Collect every log line (at info level) here. */
  logLines?: string[];
  /** A payment provider to use instead of the configured one (a Stripe provider with a fake API). */
  payments?: PaymentProvider;
  /** A database to share with another app (two processes' worth); its owner drops it. */
  database?: TestDatabase["handle"];
  /** The clock billing rules read (a `manualClock` the test moves); the system clock by default. */
  clock?: Clock;
}

/** A whole app on a fresh database, with outbox mail and local storage in a temporary folder. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "cloudoc-test-"));
  const lines = options.logLines;
  const logStream = lines
    ? new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      })
    : undefined;
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: lines ? "info" : "silent",

    WEB_DIST: path.join(dataDir, "web"),
    ...options.env,
  });
  const database: TestDatabase = options.database
    ? { handle: options.database, drop: async () => undefined }
    : await createTestDatabase();
  const jobs = createJobs(database.handle);
  if (options.startJobs || options.startWorkers) await jobs.start();
  const mail = createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    outboxDir: path.join(dataDir, "outbox"),
    log: pino({ level: "silent" }),
  });
  const app = await buildApp({
    config,
    database: database.handle,
    jobs,
    mail,
    storage: createLocalStorage(path.join(dataDir, "files")),
    logStream,
    payments: options.payments,
    clock: options.clock,
  });
  if (options.startWorkers) await startWorkers(app);

  return {
    app,
    dataDir,
    jobs,
    async close() {
      await app.close();
      await jobs.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
