import { type BulkAction, messages, ukToday } from "@cloudoc/contract";
import { inArray, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Transaction } from "../../platform/db/client";
import { type Actor, assertCan, auditBy } from "../library/access";
import { binDocument } from "./bin";
import { type CompanyDocument, findDocument, findDocuments, liveDocuments } from "./queries";
import { companyDocuments, documentReviews } from "./tables";
import { overwriteFromTemplate } from "./template";

/** The default next review: one year from today (spec 001 §4). */
export function oneYearAhead(today: string = ukToday()): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
}

/** Writes a review row (the document's own fields are set by the caller). */
export async function recordReview(
  tx: Transaction,
  actor: Actor,
  documentId: string,
  notes: string,
  nextReviewDate: string,
) {
  await tx.insert(documentReviews).values({
    companyId: actor.companyId,
    documentId,
    notes,
    nextReviewDate,
    reviewedBy: actor.userId,
  });
}

/** Marks documents reviewed: Up to Date, next review date, a review row and an audit event each. */
async function review(
  tx: Transaction,
  actor: Actor,
  documents: CompanyDocument[],
  notes: string,
  date?: string,
) {
  const nextReviewDate = date ?? oneYearAhead();
  for (const document of documents) assertCan(actor.session, "editDocument", document);
  const ids = documents.map((document) => document.id);
  await tx
    .update(companyDocuments)
    .set({
      reviewDate: nextReviewDate,
      reviewStatus: "Up to Date",
      updatedBy: actor.userId,
      updatedAt: sql`now()`,
    })
    .where(liveDocuments(actor.companyId, inArray(companyDocuments.id, ids)));
  for (const document of documents) {
    await recordReview(tx, actor, document.id, notes, nextReviewDate);
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "document.reviewed",
      entityType: "document",
      entityId: document.id,
      detail: { nextReviewDate, notes },
    });
  }
  return nextReviewDate;
}

/** POST /user/documents/review. */
export async function reviewDocument(
  db: Database,
  actor: Actor,
  fileId: string,
  notes: string,
  date?: string,
) {
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, actor.companyId, fileId, true);
    const nextReviewDate = await review(tx, actor, [document], notes, date);
    return { fileId: document.id, review_date: nextReviewDate };
  });
}

/** POST /user/documents/bulkreview. */
export async function bulkReview(db: Database, actor: Actor, ids: string[], notes: string, date?: string) {
  return db.transaction(async (tx) => {
    const documents = await findDocuments(tx, actor.companyId, ids);
    await review(tx, actor, documents, notes, date);
    return { updated: documents.length, skipped: 0 };
  });
}

/**
 * POST /company/update-bulk-files: one action on several documents, all or nothing. Every id must
 * be a live document of the company (404) the user may change (403). `overwritten` replaces each
 * library document with its master template's current wording (a new version, so nothing is
 * lost); documents the company made itself have no master and are skipped.
 */
export async function bulkFiles(db: Database, actor: Actor, ids: string[], action: BulkAction) {
  return db.transaction(async (tx) => {
    const documents = await findDocuments(tx, actor.companyId, ids);
    if (action === "review") {
      await review(tx, actor, documents, "");
      return { message: messages.documentsReviewed, updated: documents.length, skipped: 0 };
    }
    if (action === "deleted") {
      for (const document of documents) assertCan(actor.session, "deleteDocument", document);
      for (const document of documents) {
        await binDocument(tx, actor, document.id);
        await recordAudit(tx, {
          ...auditBy(actor),
          action: "document.deleted",
          entityType: "document",
          entityId: document.id,
          detail: { name: document.name, bulk: true },
        });
      }
      return { message: messages.documentDeleted, updated: documents.length, skipped: 0 };
    }
    for (const document of documents) assertCan(actor.session, "editDocument", document);
    if (action === "overwritten") {
      let updated = 0;
      for (const document of documents) {
        if (await overwriteFromTemplate(tx, actor, document)) updated += 1;
      }
      return { message: messages.documentsUpdated, updated, skipped: documents.length - updated };
    }
    await tx
      .update(companyDocuments)
      .set({ statusType: action, updatedBy: actor.userId, updatedAt: sql`now()` })
      .where(liveDocuments(actor.companyId, inArray(companyDocuments.id, ids)));
    for (const document of documents) {
      await recordAudit(tx, {
        ...auditBy(actor),
        action: `document.${action}`,
        entityType: "document",
        entityId: document.id,
        detail: { from: document.statusType },
      });
    }
    return { message: messages.documentsUpdated, updated: documents.length, skipped: 0 };
  });
}
