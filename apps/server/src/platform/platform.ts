import type { Config } from "../config";
import type { BotCheck } from "./botcheck/botcheck";
import type { Clock } from "./clock";
import type { Database, DatabaseHandle } from "./db/client";
import type { Jobs } from "./jobs/jobs";
import type { Mailer } from "./mail/mailer";
import type { PdfRenderer } from "./pdf/renderer";
import type { RateLimiter } from "./rate-limit/limiter";
import type { Realtime } from "./realtime/realtime";
import type { Storage } from "./storage";

/** The adapters every module reaches through `app.platform`. */
export interface Platform {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  mail: Mailer;
  storage: Storage;
  jobs: Jobs;
  realtime: Realtime;
  limiter: RateLimiter;
  pdf: PdfRenderer;
  /** What time the billing rules read; the system clock, or a test's own. */
  clock: Clock;

  botCheck: BotCheck;
}

declare module "fastify" {
  interface FastifyInstance {
    platform: Platform;
  }
}
