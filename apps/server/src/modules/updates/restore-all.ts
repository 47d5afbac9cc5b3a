import { type RestoreRun, restoreAllQueue, restoreProgressEvent, updateMessages } from "@cloudoc/contract";
import { and, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Executor, Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { forbidden } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { userRoom } from "../../platform/realtime/rooms";
import { companyDocuments } from "../documents/tables";
import { type Actor, auditBy } from "../library/access";
import { entitlementsOf } from "../subscriptions/service";
import { restoreRuns } from "./tables";

/** What the Restore All job is sent: the run to carry out, and its company. */
export interface RestoreAllJob {
  runId: string;
  companyId: string;
}

export type RestoreRunRow = typeof restoreRuns.$inferSelect;

export function toRestoreRun(row: RestoreRunRow): RestoreRun {
  return {
    _id: row.id,
    status: row.status,
    total: row.total,
    done: row.done,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The company's library documents with a master: what Restore All reverts. */
export const restorable = () =>
  and(sql`${companyDocuments.origin} = 'library'`, isNotNull(companyDocuments.templateId));

/** The company's latest Restore All, or null when it never ran one. */
export async function latestRun(executor: Executor, companyId: string): Promise<RestoreRunRow | null> {
  const [row] = await executor
    .select()
    .from(restoreRuns)
    .where(ofCompany(restoreRuns, companyId))
    .orderBy(desc(restoreRuns.startedAt), desc(restoreRuns.id))
    .limit(1);
  return row ?? null;
}

/** A run still queued or going; starting another would restore the same documents twice. */
async function unfinishedRun(tx: Transaction, companyId: string) {
  const [row] = await tx
    .select()
    .from(restoreRuns)
    .where(ofCompany(restoreRuns, companyId, inArray(restoreRuns.status, ["queued", "running"])))
    .limit(1);
  return row;
}

/** Records a new run (one at a time per company: the company's runs are serialised by a lock). */
async function recordRun(tx: Transaction, actor: Actor) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`restore-all:${actor.companyId}`}))`);
  const running = await unfinishedRun(tx, actor.companyId);
  if (running) return { run: running, started: false };
  const [documents] = await tx
    .select({ n: count() })
    .from(companyDocuments)
    .where(
      ofCompany(companyDocuments, actor.companyId, sql`${companyDocuments.deletedAt} is null`, restorable()),
    );
  const [run] = await tx
    .insert(restoreRuns)
    .values({ companyId: actor.companyId, requestedBy: actor.userId, total: documents?.n ?? 0 })
    .returning();
  if (!run) throw new Error("the restore run was not recorded");
  await recordAudit(tx, {
    ...auditBy(actor),
    action: "documents.restore-all",
    entityType: "restore_runs",
    entityId: run.id,
    detail: { total: run.total },
  });
  return { run, started: true };
}

/**
 * POST /user/restore-documents {action: start}: only with an active subscription whose add-ons
 * give both document updates and document management (spec 000 §2, §6). The run is recorded,
 * then its job queued once that has committed (pg-boss has its own connection). A second start
 * while one runs answers the running one.
 */
export async function startRestoreAll(platform: Platform, actor: Actor) {
  const held = await entitlementsOf(platform.db, actor.companyId, platform.clock.now());
  if (!(held.active && held.updates && held.management)) {
    throw forbidden(updateMessages.restoreAllNotAllowed);
  }
  const { run, started } = await platform.db.transaction((tx) => recordRun(tx, actor));
  if (!started) return { message: updateMessages.restoreAllRunning, run: toRestoreRun(run) };
  const job: RestoreAllJob = { runId: run.id, companyId: actor.companyId };
  try {
    await platform.jobs.send(restoreAllQueue, job, { singletonKey: run.id });
  } catch (error) {
    // A run that was never queued must not block the next start.
    await platform.db
      .update(restoreRuns)
      .set({ status: "failed", finishedAt: sql`now()` })
      .where(ofCompany(restoreRuns, actor.companyId, eq(restoreRuns.id, run.id)));
    throw error;
  }
  return { message: updateMessages.restoreAllStarted, run: toRestoreRun(run) };
}

/** POST /user/restore-documents {action: status}: how the latest run stands. */
export async function restoreAllStatus(platform: Platform, actor: Actor) {
  const run = await latestRun(platform.db, actor.companyId);
  return run ? toRestoreRun(run) : null;
}

/** Tells the person who asked how far the run has come (their own room: no one else hears it). */
export function emitRestoreProgress(platform: Platform, run: RestoreRunRow): void {
  if (run.requestedBy) {
    platform.realtime.emitToRoom(userRoom(run.requestedBy), restoreProgressEvent, toRestoreRun(run));
  }
}
