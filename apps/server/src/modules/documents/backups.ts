import type { DocumentBackup } from "@cloudoc/contract";
import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor, Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { users } from "../accounts/tables";
import { type Actor, assertCan, auditBy } from "../library/access";
import { type CompanyDocument, findDocument, looksLikeId, personName } from "./queries";
import { companyDocuments, documentBackups } from "./tables";
import { commitVersion, type Writer } from "./versions";

/** Why a backup was taken. */
export type BackupReason =
  | "overwrite"
  | "admin-restore"
  | "update-accepted"
  | "auto-update"
  | "restore-all"
  | "manual";

/**
 * Keeps the document's whole state (content, header, footer, own variables) as a backup, inside
 * the caller's transaction, just before something replaces it wholesale (DESIGN §6).
 */
export async function takeBackup(
  tx: Transaction,
  actor: Writer,
  document: CompanyDocument,
  reason: BackupReason,
) {
  const [row] = await tx
    .insert(documentBackups)
    .values({
      companyId: actor.companyId,
      documentId: document.id,
      version: document.version,
      name: document.name,
      content: document.content,
      header: document.header,
      footer: document.footer,
      variables: document.variables,
      reason,
      createdBy: actor.userId,
    })
    .returning({ id: documentBackups.id });
  if (!row) throw new Error("backup was not stored");
  return row.id;
}

const summaryColumns = {
  id: documentBackups.id,
  documentId: documentBackups.documentId,
  fileName: companyDocuments.name,
  version: documentBackups.version,
  name: documentBackups.name,
  reason: documentBackups.reason,
  createdByName: personName(users),
  createdAt: documentBackups.createdAt,
};

/** The backup's document, when it is live (a document in the bin shows no backups until restored). */
const ofLiveDocument = and(
  eq(companyDocuments.id, documentBackups.documentId),
  eq(companyDocuments.companyId, documentBackups.companyId),
  isNull(companyDocuments.deletedAt),
);

/** The company's backups of live documents matching `condition`, as summaries. */
const selectBackups = (executor: Executor, companyId: string, condition?: SQL) =>
  executor
    .select(summaryColumns)
    .from(documentBackups)
    .innerJoin(companyDocuments, ofLiveDocument)
    .leftJoin(users, eq(users.id, documentBackups.createdBy))
    .where(ofCompany(documentBackups, companyId, condition));
type BackupRow = Awaited<ReturnType<typeof selectBackups>>[number];

const toBackup = (row: BackupRow): DocumentBackup => ({
  _id: row.id,
  backupId: row.id,
  fileId: row.documentId,
  fileName: row.fileName,
  version: row.version,
  name: row.name,
  reason: row.reason,
  createdByName: row.createdByName ?? "",
  createdAt: row.createdAt.toISOString(),
});

/** GET /user/backup/files: newest first; one document's with fileId, else the company's. */
export async function listBackups(
  db: Database,
  companyId: string,
  query: { fileId?: string; skip: number; limit: number },
) {
  const document = query.fileId ? await findDocument(db, companyId, query.fileId) : undefined;
  const ofDocument = document ? eq(documentBackups.documentId, document.id) : undefined;
  const [rows, [total]] = await Promise.all([
    selectBackups(db, companyId, ofDocument)
      .orderBy(desc(documentBackups.createdAt), desc(documentBackups.id))
      .limit(query.limit)
      .offset(query.skip),
    db
      .select({ n: count() })
      .from(documentBackups)
      .innerJoin(companyDocuments, ofLiveDocument)
      .where(ofCompany(documentBackups, companyId, ofDocument)),
  ]);
  return { list: rows.map(toBackup), total: total?.n ?? 0 };
}

/** A backup of a live document of the company, with that document locked; or 404. */
async function findBackup(tx: Transaction, companyId: string, backupId: string) {
  if (!looksLikeId(backupId)) throw notFound();
  const [backup] = await tx
    .select()
    .from(documentBackups)
    .where(ofCompany(documentBackups, companyId, eq(documentBackups.id, backupId)));
  if (!backup) throw notFound();
  const document = await findDocument(tx, companyId, backup.documentId, true);
  return { backup, document };
}

const shownDate = (date: Date) => date.toLocaleDateString("en-GB", { timeZone: "Europe/London" });

/**
 * POST /user/restore/backupFile: the backup's content, header, footer and variables become the
 * document's next version (the version-writing code of versions.ts, so nothing is rewritten and
 * a stale writer still gets 409). The backup is kept.
 */
export async function restoreBackup(db: Database, actor: Actor, backupId: string) {
  return db.transaction(async (tx) => {
    const { backup, document } = await findBackup(tx, actor.companyId, backupId);
    assertCan(actor.session, "editDocument", document);
    const saved = await commitVersion(
      tx,
      actor,
      document,
      { content: backup.content, header: backup.header, footer: backup.footer, variables: backup.variables },
      {
        source: "restore",
        restoredFrom: backup.version,
        notes: `Restored from the backup of version ${backup.version} taken on ${shownDate(backup.createdAt)}`,
      },
    );
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "document.backup.restored",
      entityType: "document",
      entityId: document.id,
      detail: { backupId: backup.id, from: backup.version, version: saved.version },
    });
    return { ...saved, restoredFrom: backup.version };
  });
}

/** POST /user/delete/backupFile: deleted for good, under the document's delete rules. */
export async function deleteBackup(db: Database, actor: Actor, backupId: string) {
  return db.transaction(async (tx) => {
    const { backup, document } = await findBackup(tx, actor.companyId, backupId);
    assertCan(actor.session, "deleteDocument", document);
    const [summary] = await selectBackups(tx, actor.companyId, eq(documentBackups.id, backup.id));
    if (!summary) throw notFound();
    await tx
      .delete(documentBackups)
      .where(ofCompany(documentBackups, actor.companyId, eq(documentBackups.id, backup.id)));
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "document.backup.deleted",
      entityType: "document",
      entityId: document.id,
      detail: { backupId: backup.id, version: backup.version, reason: backup.reason },
    });
    return toBackup(summary);
  });
}
