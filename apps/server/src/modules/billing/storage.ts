import { billingMessages, type StorageUsage } from "@cloudoc/contract";
import { count, eq, sql, sum } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { AppError, notFound } from "../../platform/envelope";
import { getSiteSettings } from "../settings/service";
import { storedFiles } from "../subscriptions/tables";

/**
 * Storage per company (issue 22, decision 024): every file a company stores has a `stored_files`
 * row, written by the module that stores it (one call to `recordStoredFile` in its transaction)
 * and removed with the file. Their sum is checked against the quota (site setting storageQuotaMb).
 */

const megabyte = 1024 * 1024;

export interface StoredFileInput {
  companyId: string;
  storageKey: string;
  /** What kind of file: profile-image, edit-request, policy-pdf… */
  kind: string;
  bytes: number;
}

/** The company's quota in bytes (one quota for every company: the site setting). */
async function quotaBytes(executor: Executor) {
  return (await getSiteSettings(executor)).storageQuotaMb * megabyte;
}

async function usedBytes(executor: Executor, companyId: string) {
  const [row] = await executor
    .select({ bytes: sum(storedFiles.bytes).mapWith(Number), files: count() })
    .from(storedFiles)
    .where(ofCompany(storedFiles, companyId));
  return { bytes: row?.bytes ?? 0, files: row?.files ?? 0 };
}

/**
 * Records a file the company just stored, refusing it with 413 (storageFull) when it would take
 * the company past its quota; the caller then removes the file. The company's uploads are
 * counted one at a time (an advisory lock), so two at once cannot both slip under the quota.
 */
export async function recordStoredFile(executor: Executor, file: StoredFileInput): Promise<void> {
  await executor.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stored-files:${file.companyId}`}))`);
    const used = await usedBytes(tx, file.companyId);
    const quota = await quotaBytes(tx);
    if (used.bytes + file.bytes > quota) throw new AppError(413, billingMessages.storageFull);
    await tx
      .insert(storedFiles)
      .values({ companyId: file.companyId, storageKey: file.storageKey, kind: file.kind, bytes: file.bytes })
      .onConflictDoUpdate({ target: storedFiles.storageKey, set: { bytes: file.bytes, kind: file.kind } });
  });
}

/** Forgets a file the company removed (or that was replaced). */
export async function forgetStoredFile(executor: Executor, companyId: string, storageKey: string) {
  await executor
    .delete(storedFiles)
    .where(ofCompany(storedFiles, companyId, eq(storedFiles.storageKey, storageKey)));
}

/** GET /user/strorage/usage: the bytes the company stores against its quota, by kind of file. */
export async function storageUsage(executor: Executor, companyId: string): Promise<StorageUsage> {
  const [used, quota, kinds] = await Promise.all([
    usedBytes(executor, companyId),
    quotaBytes(executor),
    executor
      .select({ kind: storedFiles.kind, bytes: sum(storedFiles.bytes).mapWith(Number), files: count() })
      .from(storedFiles)
      .where(ofCompany(storedFiles, companyId))
      .groupBy(storedFiles.kind)
      .orderBy(storedFiles.kind),
  ]);
  return {
    usedBytes: used.bytes,
    quotaBytes: quota,
    percentUsed: Math.floor((used.bytes * 100) / quota),
    files: used.files,
    byKind: kinds.map((kind) => ({ kind: kind.kind, bytes: kind.bytes ?? 0, files: kind.files })),
  };
}

const contentTypes: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  zip: "application/zip",
};

/** GET /site/fileDetails: one stored file of the company; another company's is not found. */
export async function storedFileDetails(executor: Executor, companyId: string, fileId: string) {
  const [file] = await executor
    .select()
    .from(storedFiles)
    .where(ofCompany(storedFiles, companyId, eq(storedFiles.id, fileId)));
  if (!file) throw notFound();
  const fileName = file.storageKey.split("/").at(-1) ?? file.storageKey;
  const extension = fileName.split(".").at(-1)?.toLowerCase() ?? "";
  return {
    _id: file.id,
    fileName,
    kind: file.kind,
    contentType: contentTypes[extension] ?? "application/octet-stream",
    size: file.bytes,
    createdAt: file.createdAt.toISOString(),
  };
}
