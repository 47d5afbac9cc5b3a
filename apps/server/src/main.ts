import path from "node:path";
import pino from "pino";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { loadCourses } from "./modules/courses/catalogue";
import { ensureSiteSettings } from "./modules/settings/service";
import { queueActivations } from "./modules/subscriptions/service";
import { openDatabase } from "./platform/db/client";
import { createJobs } from "./platform/jobs/jobs";
import { createMailer } from "./platform/mail/mailer";
import { createStorage } from "./platform/storage";
import { isDatabaseEmpty, seedDemoData } from "./seed/demo";
import { seedDemoSubscription } from "./seed/demo-subscription";
import { loadLibrary } from "./seed/library";
import { startWorkers } from "./workers";

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Cloudoc cannot start. ${error.message}`);
    process.exit(1);
  }
}

async function main() {
  const config = readConfig();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({
    ...config,
    onIdleError: (error) => log.warn({ err: error }, "an idle database connection was closed by the server"),
  });

  await database.migrate();
  await ensureSiteSettings(database.db);
  const libraryLoaded = await loadLibrary(database.db);
  await loadCourses(database.db);

  const seeded = config.seedDemo && (await isDatabaseEmpty(database.db));
  if (seeded) await seedDemoData(database.db);
  const demoOrder = seeded ? await seedDemoSubscription(database.db) : undefined;

  const jobs = createJobs(database);
  const storage = createStorage(config);
  const outboxDir = path.join(config.dataDir, "outbox");
  const mail = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir, log });
  const app = await buildApp({ config, database, jobs, storage, mail });
  await jobs.start();
  await startWorkers(app);
  if (demoOrder) await queueActivations(app.platform, app.log, demoOrder.companyId, demoOrder.orderId);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, seeded, libraryLoaded },
    `Cloudoc is serving http://localhost:${config.port}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await jobs.stop();
    mail.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

void main();
