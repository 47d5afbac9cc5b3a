import type { App } from "./app";
import { registerInvoiceEmailWorker } from "./modules/billing/invoice-mail";
import { registerExportWorkers } from "./modules/exports/worker";
import { registerLibraryWorkers } from "./modules/library/worker";
import { registerNotificationWorkers } from "./modules/notifications/worker";
import { registerPolicyReminderWorker } from "./modules/policies/reminders-worker";
import { registerSubscriptionWorker } from "./modules/subscriptions/worker";
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
  await registerSubscriptionWorker(app.platform, app.log);
  await registerInvoiceEmailWorker(app.platform, app.log);
  await registerNotificationWorkers(app.platform, app.log);
  // The owners' update digest became the notifications' daily digest (decision 026): a database
  // made before then still holds its schedule, which no worker would take.
  await app.platform.jobs.unschedule("updates.digest");
}
