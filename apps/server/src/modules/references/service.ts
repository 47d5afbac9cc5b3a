import type { AuditAction } from "@cloudoc/contract";
import { type DocumentReference, maxReferencesPerDocument, messages } from "@cloudoc/contract";
import { and, asc, count, eq, inArray, or, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor, Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest, notFound } from "../../platform/envelope";
import { type CompanyDocument, findDocument, liveDocuments, looksLikeId } from "../documents/queries";
import { companyDocuments } from "../documents/tables";
import { companyFolders } from "../folders/tables";
import { type Actor, assertCan, auditBy } from "../library/access";
import { documentReferences } from "./tables";

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A document's references to live documents, by policy number then name. A reference to a
 * document in the bin is kept but not shown, so it comes back when the document is restored.
 */
async function referencesOf(executor: Executor, companyId: string, documentId: string) {
  const rows = await executor
    .select({
      id: documentReferences.id,
      fileId: documentReferences.documentId,
      refId: documentReferences.referencedId,
      name: companyDocuments.name,
      policyNumber: companyDocuments.policyNumber,
      reviewDate: companyDocuments.reviewDate,
      createdAt: documentReferences.createdAt,
    })
    .from(documentReferences)
    .innerJoin(
      companyDocuments,
      and(eq(companyDocuments.id, documentReferences.referencedId), liveDocuments(companyId)),
    )
    .where(ofCompany(documentReferences, companyId, eq(documentReferences.documentId, documentId)))
    .orderBy(asc(companyDocuments.policyNumber), asc(companyDocuments.name));
  return rows.map(
    (row): DocumentReference => ({
      _id: row.id,
      fileId: row.fileId,
      refId: row.refId,
      name: row.name,
      policyNumber: row.policyNumber,
      review_date: row.reviewDate,
      createdAt: row.createdAt.toISOString(),
    }),
  );
}

/** GET /user/get/ref/documents?fileId: the documents this one refers to. */
export async function listReferences(db: Database, companyId: string, fileId: string) {
  const document = await findDocument(db, companyId, fileId);
  const list = await referencesOf(db, companyId, document.id);
  return { list, total: list.length };
}

/**
 * GET /user/get/ref/docs?searchVal: live documents to refer to, matched on name or policy number.
 * With fileId, that document is left out and the ones it already refers to are marked.
 */
export async function referenceCandidates(
  db: Database,
  companyId: string,
  query: { searchVal: string; fileId?: string; limit: number },
) {
  const source = query.fileId ? await findDocument(db, companyId, query.fileId) : undefined;
  const pattern = likePattern(query.searchVal);
  const matching = [
    query.searchVal
      ? or(
          sql`${companyDocuments.name} ilike ${pattern}`,
          sql`${companyDocuments.policyNumber} ilike ${pattern}`,
        )
      : undefined,
    source ? sql`${companyDocuments.id} <> ${source.id}` : undefined,
  ];
  const referenced = source
    ? sql<boolean>`exists (select 1 from ${documentReferences} where ${documentReferences.companyId} = ${companyId} and ${documentReferences.documentId} = ${source.id} and ${documentReferences.referencedId} = ${companyDocuments.id})`
    : sql<boolean>`false`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companyDocuments.id,
        name: companyDocuments.name,
        policyNumber: companyDocuments.policyNumber,
        folderName: companyFolders.name,
        referenced,
      })
      .from(companyDocuments)
      .leftJoin(
        companyFolders,
        and(eq(companyFolders.id, companyDocuments.folderId), eq(companyFolders.companyId, companyId)),
      )
      .where(liveDocuments(companyId, ...matching))
      .orderBy(asc(companyDocuments.policyNumber), asc(companyDocuments.name))
      .limit(query.limit),
    db
      .select({ n: count() })
      .from(companyDocuments)
      .where(liveDocuments(companyId, ...matching)),
  ]);
  return {
    list: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      policyNumber: row.policyNumber,
      folderName: row.folderName,
      referenced: Boolean(row.referenced),
    })),
    total: total?.n ?? 0,
  };
}

/** The document a reference change is about, locked, with the right to edit it checked. */
async function editableSource(tx: Transaction, actor: Actor, fileId: string) {
  const document = await findDocument(tx, actor.companyId, fileId, true);
  assertCan(actor.session, "editDocument", document);
  return document;
}

/** Every id must be a live document of the company (404), and not the source itself (400). */
async function liveTargets(tx: Transaction, companyId: string, source: CompanyDocument, ids: string[]) {
  if (!ids.every(looksLikeId)) throw notFound();
  if (ids.includes(source.id)) throw badRequest(messages.referenceToItself);
  const rows = await tx
    .select({ id: companyDocuments.id })
    .from(companyDocuments)
    .where(liveDocuments(companyId, inArray(companyDocuments.id, ids)));
  if (rows.length !== ids.length) throw notFound();
}

async function audit(
  tx: Transaction,
  actor: Actor,
  action: AuditAction,
  documentId: string,
  detail: Record<string, unknown>,
) {
  await recordAudit(tx, { ...auditBy(actor), action, entityType: "document", entityId: documentId, detail });
}

/** POST /user/save/sidebar/Reference: adds references (ones already there are kept once). */
export async function saveReferences(db: Database, actor: Actor, fileId: string, ids: string[]) {
  return db.transaction(async (tx) => {
    const source = await editableSource(tx, actor, fileId);
    await liveTargets(tx, actor.companyId, source, ids);
    await tx
      .insert(documentReferences)
      .values(
        ids.map((id) => ({
          companyId: actor.companyId,
          documentId: source.id,
          referencedId: id,
          createdBy: actor.userId,
        })),
      )
      .onConflictDoNothing();
    const [stored] = await tx
      .select({ n: count() })
      .from(documentReferences)
      .where(ofCompany(documentReferences, actor.companyId, eq(documentReferences.documentId, source.id)));
    // Counted with those in the bin, so restoring a document can never exceed the limit.
    if ((stored?.n ?? 0) > maxReferencesPerDocument) throw badRequest(messages.tooManyReferences);
    await audit(tx, actor, "document.references.added", source.id, { ids });
    return referencesOf(tx, actor.companyId, source.id);
  });
}

/** A reference of the source by the referenced document's id or by its own id; or 404. */
async function findReference(tx: Transaction, source: CompanyDocument, refId: string) {
  if (!looksLikeId(refId)) throw notFound();
  const [row] = await tx
    .select({ id: documentReferences.id, referencedId: documentReferences.referencedId })
    .from(documentReferences)
    .where(
      ofCompany(
        documentReferences,
        source.companyId,
        eq(documentReferences.documentId, source.id),
        or(eq(documentReferences.referencedId, refId), eq(documentReferences.id, refId)),
      ),
    )
    .for("update");
  if (!row) throw notFound();
  return row;
}

/** POST /user/edit/Reference: points a reference at another document. */
export async function editReference(
  db: Database,
  actor: Actor,
  request: { fileId: string; oldRefId: string; newRefId: string },
) {
  return db.transaction(async (tx) => {
    const source = await editableSource(tx, actor, request.fileId);
    const reference = await findReference(tx, source, request.oldRefId);
    await liveTargets(tx, actor.companyId, source, [request.newRefId]);
    if (reference.referencedId !== request.newRefId) {
      // Pointing at a document already referenced leaves one reference to it.
      await tx
        .delete(documentReferences)
        .where(
          ofCompany(
            documentReferences,
            actor.companyId,
            eq(documentReferences.documentId, source.id),
            eq(documentReferences.referencedId, request.newRefId),
          ),
        );
      await tx
        .update(documentReferences)
        .set({ referencedId: request.newRefId, createdBy: actor.userId, createdAt: sql`now()` })
        .where(ofCompany(documentReferences, actor.companyId, eq(documentReferences.id, reference.id)));
    }
    await audit(tx, actor, "document.references.changed", source.id, {
      from: reference.referencedId,
      to: request.newRefId,
    });
    return referencesOf(tx, actor.companyId, source.id);
  });
}

/** POST /user/delete/Reference: removes one reference (the documents are untouched). */
export async function deleteReference(
  db: Database,
  actor: Actor,
  request: { fileId: string; refId: string },
) {
  return db.transaction(async (tx) => {
    const source = await editableSource(tx, actor, request.fileId);
    const reference = await findReference(tx, source, request.refId);
    await tx
      .delete(documentReferences)
      .where(ofCompany(documentReferences, actor.companyId, eq(documentReferences.id, reference.id)));
    await audit(tx, actor, "document.references.removed", source.id, { refId: reference.referencedId });
    return referencesOf(tx, actor.companyId, source.id);
  });
}
