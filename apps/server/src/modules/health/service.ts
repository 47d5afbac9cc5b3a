import type { RouteReply, routes } from "@cloudoc/contract";
import { sql } from "drizzle-orm";
import type { SessionUser } from "../../platform/actor";
import type { Platform } from "../../platform/platform";
import { describeError, type PartStatus } from "../../platform/status";

type HealthReply = RouteReply<typeof routes.health>;
type PartName = keyof HealthReply["parts"];

export interface HealthReport {
  healthy: boolean;
  parts: Record<PartName, PartStatus>;
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

/**
 * The reply for whoever asked. Anyone sees whether each part is up; the details (file paths, the
 * outbox folder, the Chromium path, error text) tell an attacker where things live, so only the
 * platform admin sees them.
 */
export function healthFor(report: HealthReport, session: SessionUser | null): HealthReply {
  const shown = (part: PartStatus) => (session?.role === "admin" ? part : { ok: part.ok });
  const { database, jobs, mail, storage, realtime, pdf } = report.parts;
  return {
    status: report.healthy ? 1 : 0,
    response: report.healthy ? "ok" : "degraded",
    parts: {
      database: shown(database),
      jobs: shown(jobs),
      mail: shown(mail),
      storage: shown(storage),
      realtime: shown(realtime),
      pdf: shown(pdf),
    },
  };
}
