import {
  type BulkExportFormat,
  bulkExportArchiveName,
  type DownloadLink,
  type ExportFormat,
  type ExportJob,
  exportLifetimeHours,
  exportProgressEvent,
} from "@cloudoc/contract";
import { and, desc, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor } from "../../platform/db/client";
import { acrossCompanies, ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { userRoom } from "../../platform/realtime/rooms";
import { looksLikeId } from "../documents/queries";
import { createLink } from "./links";
import { requireDocuments } from "./printables";
import { exportJobs } from "./tables";

export const bulkExportQueue = "exports.bulk";

/** What the bulk-export job is sent: the export row and the documents, in the order chosen. */
export interface BulkExportData {
  exportId: string;
  companyId: string;
  userId: string;
  format: BulkExportFormat;
  ids: string[];
}

type ExportRow = typeof exportJobs.$inferSelect;

export function toExportJob(row: ExportRow): ExportJob {
  return {
    _id: row.id,
    format: row.format,
    status: row.status,
    total: row.total,
    done: row.done,
    fileName: row.fileName,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export function emitProgress(platform: Platform, userId: string | null, row: ExportRow): void {
  if (userId) platform.realtime.emitToRoom(userRoom(userId), exportProgressEvent, toExportJob(row));
}

/** The path decides a bulk export's format, unless both were asked for (one zip of PDFs and Word files). */
export const bulkFormatOf = (path: ExportFormat, asked: BulkExportFormat | undefined): BulkExportFormat =>
  asked === "both" ? "both" : path;

/**
 * POST /user/bulk-export-pdf and /user/bulk-export-word: checks that every document is the
 * company's (404 otherwise), records the export and queues its job; answers the export at once.
 */
export async function startBulkExport(
  platform: Platform,
  actor: CompanyActor,
  format: BulkExportFormat,
  ids: string[],
): Promise<ExportJob> {
  const { db } = platform;
  await requireDocuments(db, actor.companyId, ids);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(exportJobs)
      .values({
        companyId: actor.companyId,
        requestedBy: actor.userId,
        format,
        total: ids.length,
        fileName: bulkExportArchiveName,
      })
      .returning();
    if (!created) throw new Error("the export was not recorded");
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "documents.bulk-export",
      entityType: "export_jobs",
      entityId: created.id,
      detail: { format, documents: ids.length },
    });
    return created;
  });
  const data: BulkExportData = {
    exportId: row.id,
    companyId: actor.companyId,
    userId: actor.userId,
    format,
    ids,
  };
  await platform.jobs.send(bulkExportQueue, data, { retryLimit: 2 });
  return toExportJob(row);
}

/** One export of the actor's own (the person who asked for it); 404 for anyone else's. */
export async function findOwnExport(db: Executor, actor: CompanyActor, id: string): Promise<ExportRow> {
  if (!looksLikeId(id)) throw notFound();
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(
      ofCompany(exportJobs, actor.companyId, eq(exportJobs.id, id), eq(exportJobs.requestedBy, actor.userId)),
    );
  if (!row) throw notFound();
  return row;
}

/** The actor's exports of the last day, newest first (the progress panel after a reload). */
export async function recentExports(db: Executor, actor: CompanyActor): Promise<ExportJob[]> {
  const rows = await db
    .select()
    .from(exportJobs)
    .where(
      ofCompany(
        exportJobs,
        actor.companyId,
        eq(exportJobs.requestedBy, actor.userId),
        gt(exportJobs.createdAt, sql`now() - make_interval(hours => ${exportLifetimeHours})`),
      ),
    )
    .orderBy(desc(exportJobs.createdAt))
    .limit(10);
  return rows.map(toExportJob);
}

/** A ready zip of the company that has not expired, or undefined. */
export async function readyZip(db: Executor, companyId: string, id: string) {
  if (!looksLikeId(id)) return undefined;
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(
      ofCompany(
        exportJobs,
        companyId,
        eq(exportJobs.id, id),
        eq(exportJobs.status, "ready"),
        isNotNull(exportJobs.storageKey),
        gt(exportJobs.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** POST /user/export/link: a link to the actor's own export once its zip is ready; else 404. */
export async function exportLink(db: Database, actor: CompanyActor, id: string): Promise<DownloadLink> {
  const job = await findOwnExport(db, actor, id);
  if (!(await readyZip(db, actor.companyId, job.id))) throw notFound();
  const target = { companyId: actor.companyId, kind: "zip", id: job.id } as const;
  return createLink(db, target, job.fileName);
}

export const exportCleanupQueue = "exports.cleanup";

/**
 * Deletes the zips whose 24 hours are over and forgets their storage key; the export row stays
 * (who exported what, and when). Safe to run anywhere and more than once. The sweep spans every
 * company on purpose; each row is then cleared within its own company.
 */
export async function removeExpiredExports(platform: Pick<Platform, "db" | "storage">): Promise<number> {
  const db: Database = platform.db;
  const expired = await db
    .select({ id: exportJobs.id, companyId: exportJobs.companyId, storageKey: exportJobs.storageKey })
    .from(acrossCompanies(exportJobs))
    .where(and(isNotNull(exportJobs.storageKey), lte(exportJobs.expiresAt, sql`now()`)))
    .limit(500);
  for (const row of expired) {
    if (row.storageKey) await platform.storage.delete(row.storageKey);
    await db
      .update(exportJobs)
      .set({ storageKey: null })
      .where(ofCompany(exportJobs, row.companyId, eq(exportJobs.id, row.id)));
  }
  return expired.length;
}
