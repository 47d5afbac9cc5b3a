import type { App } from "./app";
import { registerLibraryWorkers } from "./modules/library/worker";

/**
 * Registers every module's job workers on a started job queue. main.ts calls it after
 * jobs.start(); tests that need the workers ask createTestApp for them.
 */
export async function startWorkers(app: App): Promise<void> {
  await registerLibraryWorkers(app.platform, app.log);
}
