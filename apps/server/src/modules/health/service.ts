import { sql } from "drizzle-orm";
import type { Platform } from "../../platform/platform";
import { describeError, type PartStatus } from "../../platform/status";

export interface HealthReport {
  healthy: boolean;
  parts: Record<"database" | "jobs" | "mail" | "storage" | "realtime" | "pdf", PartStatus>;
}

async function databaseStatus(platform: Platform): Promise<PartStatus> {
  try {
    await platform.db.execute(sql`select 1`);
    return { ok: true, detail: platform.database.kind === "pglite" ? "embedded PGlite" : "PostgreSQL" };
  } catch (error) {
    return { ok: false, detail: describeError(error) };
  }
}

/** Every part's state; healthy when the parts the product cannot work without are up. */
export async function checkHealth(platform: Platform): Promise<HealthReport> {
  const [database, jobs, mail, storage, realtime] = await Promise.all([
    databaseStatus(platform),
    platform.jobs.status(),
    platform.mail.status(),
    platform.storage.status(),
    platform.realtime.status(),
  ]);
  const parts = { database, jobs, mail, storage, realtime, pdf: platform.pdf.status() };

  return { healthy: database.ok && jobs.ok && storage.ok, parts };
}
