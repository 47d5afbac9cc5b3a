import type { App } from "./app";
import { registerExportWorkers } from "./modules/exports/worker";
import { registerLibraryWorkers } from "./modules/library/worker";
import { registerPolicyReminderWorker } from "./modules/policies/reminders-worker";
import { registerRestoreAllWorker } from "./modules/updates/restore-all-worker";
import { registerUpdateWorkers } from "./modules/updates/worker";

/**
 * Registers every module's job workers on a started job queue. main.ts calls it after
 * jobs.start(); tests that need the workers ask createTestApp for them.
 */
export async function startWorkers(app: App): Promise<void> {
  await registerLibraryWorkers(app.platform, app.log);
  await registerExportWorkers(app.platform, app.log);
  await registerRestoreAllWorker(app.platform, app.log);
  await registerUpdateWorkers(app.platform, app.log);
  await registerPolicyReminderWorker(app.platform, app.log);
}
