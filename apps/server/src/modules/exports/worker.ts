import type { FastifyBaseLogger } from "fastify";
import type { Platform } from "../../platform/platform";
import { runBulkExport } from "./bulk";
import {
  type BulkExportData,
  bulkExportQueue,
  exportCleanupQueue,
  removeExpiredExports,
} from "./export-jobs";

/** How often the expired-zip clean-up is queued (any process may queue it; it is idempotent). */
const cleanupEveryMs = 15 * 60 * 1000;

/**
 * The exports' job workers: bulk exports (one at a time per process, which bounds memory and
 * Chromium), and the clean-up that deletes zips past their 24 hours.
 */
export async function registerExportWorkers(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  await platform.jobs.work<BulkExportData>(bulkExportQueue, (data) => runBulkExport(platform, data, log));
  await platform.jobs.work<Record<string, never>>(exportCleanupQueue, async () => {
    const removed = await removeExpiredExports(platform);
    if (removed > 0) log.info({ removed }, "expired export zips deleted");
  });
  const queueCleanup = async () => {
    // Once the job queue has stopped (shutdown, a finished test) there is nothing to queue.
    if (!(await platform.jobs.status()).ok) return;
    await platform.jobs.send(exportCleanupQueue, {}, { retryLimit: 1 });
  };
  await queueCleanup();
  const timer = setInterval(() => {
    queueCleanup().catch((error: unknown) => log.warn({ err: error }, "export clean-up not queued"));
  }, cleanupEveryMs);
  timer.unref();
}
