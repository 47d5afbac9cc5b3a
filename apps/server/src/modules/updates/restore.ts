import { updateMessages } from "@cloudoc/contract";
import { asc, inArray } from "drizzle-orm";
import type { Database, Transaction } from "../../platform/db/client";
import { badRequest, notFound } from "../../platform/envelope";
import {
  type CompanyDocument,
  findDocument,
  findDocuments,
  liveDocuments,
  looksLikeId,
} from "../documents/queries";
import { companyDocuments } from "../documents/tables";
import { applyMaster, type MasterApplication } from "../documents/template";
import { liveSubtree } from "../folders/tree";
import { type Actor, assertCan } from "../library/access";
import { type DecisionResult, decisionOf } from "./decisions";

/** Restoring to the admin version: the master's current wording replaces the copy, backed up first. */
export const adminRestore: MasterApplication = {
  reason: "admin-restore",
  source: "overwrite",
  decision: "restored",
  audit: "document.admin-restored",
};

/** Whether a document has a master to restore from (one the company made has none). */
export const hasMaster = (document: CompanyDocument) =>
  document.origin === "library" && document.templateId !== null;

/** POST /user/restore-file: one document back to the admin version. */
export async function restoreFile(db: Database, actor: Actor, fileId: string): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, actor.companyId, fileId, true);
    assertCan(actor.session, "editDocument", document);
    if (!hasMaster(document)) throw badRequest(updateMessages.noLibraryVersion);
    return decisionOf(document, await applyMaster(tx, actor, document, adminRestore));
  });
}

/**
 * Restores locked documents all or nothing: every one must be editable by the actor (403 before
 * anything is written); the company's own documents have no admin version and are skipped.
 */
async function restoreLocked(tx: Transaction, actor: Actor, documents: CompanyDocument[]) {
  for (const document of documents) assertCan(actor.session, "editDocument", document);
  let restored = 0;
  for (const document of documents) {
    if (!hasMaster(document)) continue;
    if (await applyMaster(tx, actor, document, adminRestore)) restored += 1;
  }
  return { restored, skipped: documents.length - restored };
}

/** POST /user/bulkrestore-file: the chosen documents (each the company's, or 404 for all). */
export async function bulkRestore(db: Database, actor: Actor, ids: string[]) {
  return db.transaction(async (tx) => {
    const documents = await findDocuments(tx, actor.companyId, ids);
    return restoreLocked(tx, actor, documents);
  });
}

/** POST /user/restore/selectedfolder: every live document of the folder and the folders below it. */
export async function restoreFolder(db: Database, actor: Actor, folderId: string) {
  if (!looksLikeId(folderId)) throw notFound();
  return db.transaction(async (tx) => {
    const folderIds = await liveSubtree(tx, actor.companyId, folderId);
    if (folderIds.length === 0) throw notFound();
    const rows = await tx
      .select({ id: companyDocuments.id })
      .from(companyDocuments)
      .where(liveDocuments(actor.companyId, inArray(companyDocuments.folderId, folderIds)))
      .orderBy(asc(companyDocuments.id));
    if (rows.length === 0) return { restored: 0, skipped: 0 };
    const documents = await findDocuments(
      tx,
      actor.companyId,
      rows.map((row) => row.id),
    );
    return restoreLocked(tx, actor, documents);
  });
}
