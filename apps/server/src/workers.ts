import type { App } from "./app";
import { registerExportWorkers } from "./modules/exports/worker";
import { registerLibraryWorkers } from "./modules/library/worker";

/**
 * Registers every module's job workers on a started job queue. main.ts calls it after
 * jobs.start(); tests that need the workers ask createTestApp for them.
 */
export async function startWorkers(app: App): Promise<void> {
  await registerLibraryWorkers(app.platform, app.log);
  await registerExportWorkers(app.platform, app.log);
}
