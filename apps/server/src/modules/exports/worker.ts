import type { FastifyBaseLogger } from "fastify";
import type { Platform } from "../../platform/platform";
import { abandonedAfterSeconds } from "../../platform/storage/storage";
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
 * Removes the partial files (zips, uploads) a crashed process left. Failing here must not stop
 * start-up or the rest of the clean-up, so it is logged instead.
 */
async function removeAbandonedWrites(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  try {
    const removed = await platform.storage.removeAbandonedWrites();
    if (removed > 0) log.info({ removed }, "partial files of interrupted writes deleted");
  } catch (error) {
    log.warn({ err: error }, "partial files of interrupted writes not swept");
  }
}

/**
 * The exports' job workers: bulk exports (one at a time per process, which bounds memory and
 * Chromium), and the clean-up that deletes zips past their 24 hours and the partial files of
 * writes a crash cut short (at start-up too).
 */
export async function registerExportWorkers(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  await removeAbandonedWrites(platform, log);
  await platform.jobs.work<BulkExportData>(bulkExportQueue, (data) => runBulkExport(platform, data, log));
  await platform.jobs.work<Record<string, never>>(exportCleanupQueue, async () => {
    const removed = await removeExpiredExports(platform);
    if (removed > 0) log.info({ removed }, "expired export zips deleted");
    await removeAbandonedWrites(platform, log);
  });
  const queueCleanup = async (startAfterSeconds?: number) => {
    // Once the job queue has stopped (shutdown, a finished test) there is nothing to queue.
    if (!(await platform.jobs.status()).ok) return;
    await platform.jobs.send(exportCleanupQueue, {}, { retryLimit: 1, startAfterSeconds });
  };
  await queueCleanup();
  // A write cut short just before this start is too fresh to tell from one going on: look again.
  await queueCleanup(abandonedAfterSeconds + 5);
  const timer = setInterval(() => {
    queueCleanup().catch((error: unknown) => log.warn({ err: error }, "export clean-up not queued"));
  }, cleanupEveryMs);
  timer.unref();
}
