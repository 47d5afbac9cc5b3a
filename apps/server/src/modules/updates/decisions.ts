import { type acceptUpdateSchema, updateMessages } from "@cloudoc/contract";
import { mergeDocuments, resolveMerge } from "@cloudoc/documents";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Transaction } from "../../platform/db/client";
import { badRequest, conflict } from "../../platform/envelope";
import { storedHtml } from "../documents/content";
import { type CompanyDocument, findDocument, liveDocuments } from "../documents/queries";
import { companyDocuments } from "../documents/tables";
import { applyMaster, type MasterApplication } from "../documents/template";
import { type Actor, assertCan, auditBy } from "../library/access";
import { baseContent, type Master, masterOf } from "./releases";
import { documentUpdateDecisions } from "./tables";

type AcceptUpdate = z.output<typeof acceptUpdateSchema>;

/** What a decision answers: the document's version now, its backup and the master version it matches. */
export interface DecisionResult {
  fileId: string;
  version: number;
  backupId: string | null;
  templateVersion: number | null;
}

/** What a decision that wrote a version answers. */
export function decisionOf(
  document: CompanyDocument,
  applied: { version: number; backupId: string; templateVersion: number } | null,
): DecisionResult {
  if (!applied) throw badRequest(updateMessages.noLibraryVersion);
  return {
    fileId: document.id,
    version: applied.version,
    backupId: applied.backupId,
    templateVersion: applied.templateVersion,
  };
}

/** A library document of the company, locked, that the actor may edit, with its master. */
async function lockedForDecision(tx: Transaction, actor: Actor, fileId: string) {
  const document = await findDocument(tx, actor.companyId, fileId, true);
  assertCan(actor.session, "editDocument", document);
  const master = await masterOf(tx, document);
  return { document, master };
}

/** The merged wording the manager settled: every conflicting section needs a choice (400). */
async function settledMerge(
  tx: Transaction,
  document: CompanyDocument,
  master: Master,
  choices: AcceptUpdate["choices"],
) {
  const base = await baseContent(tx, document, master);
  const resolved = resolveMerge(mergeDocuments(base, document.content, master.content), choices);
  if ("missing" in resolved) throw badRequest(updateMessages.chooseEverySection);
  return storedHtml(resolved.html);
}

/**
 * POST /user/accept-update: takes the master's new wording, or the merge of it with the company's
 * copy, as the document's next version (backed up first, by applyMaster). Both the document and
 * the master must still be the ones compared: a save since is 409, a newer release is 409 too.
 */
export async function acceptUpdate(
  db: Database,
  actor: Actor,
  request: AcceptUpdate,
): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const { document, master } = await lockedForDecision(tx, actor, request.fileId);
    if (document.version !== request.version) throw conflict();
    if (document.updateVersion === null) throw badRequest(updateMessages.noUpdate);
    if (master.version !== request.toVersion) throw conflict(updateMessages.updateMoved);
    const how: MasterApplication =
      request.take === "master"
        ? {
            reason: "update-accepted",
            source: "library-accepted",
            decision: "accepted",
            audit: "document.update.accepted",
          }
        : {
            reason: "update-accepted",
            source: "merge",
            decision: "merged",
            audit: "document.update.merged",
            content: await settledMerge(tx, document, master, request.choices),
          };
    return decisionOf(document, await applyMaster(tx, actor, document, how));
  });
}

/**
 * POST /user/reject-document: the company keeps its copy. The decision is recorded (who, when),
 * the update notice clears, and the copy now counts as reconciled with the rejected version, so
 * the next release brings only its own changes. No new version: the wording did not change.
 */
export async function rejectDocument(
  db: Database,
  actor: Actor,
  request: { fileId: string; toVersion?: number },
): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const { document, master } = await lockedForDecision(tx, actor, request.fileId);
    const rejected = document.updateVersion;
    if (rejected === null) throw badRequest(updateMessages.noUpdate);
    if (request.toVersion !== undefined && request.toVersion !== rejected) {
      throw conflict(updateMessages.updateMoved);
    }
    await tx
      .update(companyDocuments)
      .set({ templateVersion: rejected, updateVersion: null, updateOpenedAt: null })
      .where(liveDocuments(actor.companyId, eq(companyDocuments.id, document.id)));
    await tx.insert(documentUpdateDecisions).values({
      companyId: actor.companyId,
      documentId: document.id,
      templateId: master.id,
      templateVersion: rejected,
      decision: "rejected",
      decidedBy: actor.userId,
    });
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "document.update.rejected",
      entityType: "document",
      entityId: document.id,
      detail: { templateId: master.id, templateVersion: rejected, from: document.templateVersion },
    });
    return { fileId: document.id, version: document.version, backupId: null, templateVersion: rejected };
  });
}
