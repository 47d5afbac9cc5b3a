import { restoreAllQueue } from "@cloudoc/contract";
import { asc, count, eq, gt, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Executor, Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import type { Platform } from "../../platform/platform";
import { findDocuments, liveDocuments } from "../documents/queries";
import { companyDocuments, documentBackups } from "../documents/tables";
import { applyMaster, type MasterApplication } from "../documents/template";
import type { Writer } from "../documents/versions";
import { emitRestoreProgress, type RestoreAllJob, type RestoreRunRow, restorable } from "./restore-all";
import { restoreRuns } from "./tables";

/** Documents restored per transaction: small enough to keep locks short, large enough to move on. */
const batchSize = 25;

const restoreAll: MasterApplication = {
  reason: "restore-all",
  source: "overwrite",
  decision: "restored",
  audit: "document.admin-restored",
};

/**
 * Not yet restored by this run: no Restore All backup taken since it started. A run retried after
 * a crash skips what it already did, so every document is restored once.
 */
const notRestoredIn = (run: RestoreRunRow): SQL => sql`not exists (
  select 1 from ${documentBackups} b
  where b.company_id = ${companyDocuments.companyId} and b.document_id = ${companyDocuments.id}
    and b.reason = 'restore-all' and b.created_at >= ${run.startedAt.toISOString()}::timestamptz
)`;

/** The conditions on what is left to restore (after `after` in id order, when given). */
const leftToRestore = (run: RestoreRunRow, after?: string) => [
  restorable(),
  notRestoredIn(run),
  after === undefined ? undefined : gt(companyDocuments.id, after),
];

/** The next documents to restore, locked; none when the run is through. */
async function nextBatch(tx: Transaction, run: RestoreRunRow, after?: string) {
  const rows = await tx
    .select({ id: companyDocuments.id })
    .from(companyDocuments)
    .where(liveDocuments(run.companyId, ...leftToRestore(run, after)))
    .orderBy(asc(companyDocuments.id))
    .limit(batchSize)
    .for("update", { of: companyDocuments });
  if (rows.length === 0) return [];
  return findDocuments(
    tx,
    run.companyId,
    rows.map((row) => row.id),
  );
}

/** A change to a run's row: values, or SQL computed by the database. */
type RunChange = { [K in keyof RestoreRunRow]?: RestoreRunRow[K] | SQL };

async function setRun(executor: Executor, run: RestoreRunRow, change: RunChange) {
  const [row] = await executor
    .update(restoreRuns)
    .set(change)
    .where(ofCompany(restoreRuns, run.companyId, eq(restoreRuns.id, run.id)))
    .returning();
  return row ?? run;
}

/** Restores one batch in its own transaction and counts it; null when nothing is left. */
async function restoreBatch(platform: Platform, run: RestoreRunRow, after?: string) {
  const writer: Writer = { companyId: run.companyId, userId: run.requestedBy };
  return platform.db.transaction(async (tx) => {
    const documents = await nextBatch(tx, run, after);
    const last = documents.at(-1);
    if (!last) return null;
    for (const document of documents) await applyMaster(tx, writer, document, restoreAll);
    const counted = await setRun(tx, run, { done: sql`${restoreRuns.done} + ${documents.length}` });
    return { run: counted, last: last.id };
  });
}

/** Marks the run going, with its total: what it did before a crash plus what is left. */
async function begin(platform: Platform, run: RestoreRunRow) {
  const [left] = await platform.db
    .select({ n: count() })
    .from(companyDocuments)
    .where(liveDocuments(run.companyId, ...leftToRestore(run)));
  return setRun(platform.db, run, { status: "running", total: run.done + (left?.n ?? 0) });
}

/**
 * The Restore All job: every live library document of the company back to the admin version, in
 * batches, with progress after each to the person who asked. A failure marks the run failed and
 * throws, so pg-boss retries it; the retry resumes where the run stopped.
 */
export async function runRestoreAll(platform: Platform, job: RestoreAllJob, log: FastifyBaseLogger) {
  const [found] = await platform.db
    .select()
    .from(restoreRuns)
    .where(ofCompany(restoreRuns, job.companyId, eq(restoreRuns.id, job.runId)));
  if (!found || found.status === "done") return;
  let run = await begin(platform, found);
  emitRestoreProgress(platform, run);
  try {
    let after: string | undefined;
    for (;;) {
      const step = await restoreBatch(platform, run, after);
      if (!step) break;
      ({ run, last: after } = step);
      emitRestoreProgress(platform, run);
    }
    run = await setRun(platform.db, run, {
      status: "done",
      total: Math.max(run.total, run.done),
      finishedAt: sql`now()`,
    });
    emitRestoreProgress(platform, run);
    log.info({ runId: run.id, companyId: run.companyId, done: run.done }, "restore all finished");
  } catch (error) {
    run = await setRun(platform.db, run, { status: "failed" });
    emitRestoreProgress(platform, run);
    throw error;
  }
}

/** Registers the Restore All worker on a started job queue. */
export async function registerRestoreAllWorker(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  await platform.jobs.work<RestoreAllJob>(restoreAllQueue, (data, jobId) =>
    runRestoreAll(platform, data, log.child({ jobId })),
  );
}
