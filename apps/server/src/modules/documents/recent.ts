import { type RecentDocument, recentActivitiesShown, recentDocumentsKept } from "@cloudoc/contract";
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import type { Database, Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { activityItems } from "../users/activity";
import { findDocument, selectListItems, toListItem } from "./queries";
import { recentDocuments } from "./recent-tables";
import { companyDocuments } from "./tables";

/**
 * Recently opened documents (spec 001 §7 "Recent", decision 032): one row per user and document,
 * moved to the top on each opening and kept to the newest few. Opening is not a change to the
 * document, so it writes no audit event.
 */

const ofUser = (actor: CompanyActor) =>
  ofCompany(recentDocuments, actor.companyId, eq(recentDocuments.userId, actor.userId));

/** POST /user/create/RecentFiles: notes the opening, then drops what falls off the list. */
export async function recordRecentFile(db: Database, actor: CompanyActor, fileId: string) {
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, actor.companyId, fileId);
    const [row] = await tx
      .insert(recentDocuments)
      .values({ companyId: actor.companyId, userId: actor.userId, documentId: document.id })
      .onConflictDoUpdate({
        target: [recentDocuments.userId, recentDocuments.documentId],
        set: { openedAt: sql`now()` },
      })
      .returning({ openedAt: recentDocuments.openedAt });
    const kept = tx
      .select({ id: recentDocuments.documentId })
      .from(recentDocuments)
      .where(ofUser(actor))
      .orderBy(desc(recentDocuments.openedAt))
      .limit(recentDocumentsKept);
    await tx.delete(recentDocuments).where(and(ofUser(actor), notInArray(recentDocuments.documentId, kept)));
    return { fileId: document.id, openedAt: (row?.openedAt ?? new Date()).toISOString() };
  });
}

/** The caller's recent documents that are still live, newest first. */
async function recentItems(
  executor: Executor,
  actor: CompanyActor,
  limit: number,
): Promise<RecentDocument[]> {
  const opened = await executor
    .select({ documentId: recentDocuments.documentId, openedAt: recentDocuments.openedAt })
    .from(recentDocuments)
    .where(ofUser(actor))
    .orderBy(desc(recentDocuments.openedAt))
    .limit(recentDocumentsKept);
  if (opened.length === 0) return [];
  const rows = await selectListItems(
    executor,
    actor.companyId,
    inArray(
      companyDocuments.id,
      opened.map((row) => row.documentId),
    ),
  );
  const byId = new Map(rows.map((row) => [row.id, toListItem(row)]));
  return opened
    .flatMap(({ documentId, openedAt }) => {
      const item = byId.get(documentId);
      return item ? [{ ...item, openedAt: openedAt.toISOString() }] : [];
    })
    .slice(0, limit);
}

/** POST /user/getRecentFiles. */
export async function listRecentFiles(executor: Executor, actor: CompanyActor) {
  const list = await recentItems(executor, actor, recentDocumentsKept);
  return { list, total: list.length };
}

/** GET /user/selected/file: the document the caller opened last, so a page can reopen it. */
export async function selectedFile(executor: Executor, actor: CompanyActor) {
  const [latest] = await recentItems(executor, actor, 1);
  if (!latest) return null;
  const { openedAt: _openedAt, ...item } = latest;
  return item;
}

/** POST /user/document-recent-activities: the latest audit events naming one live document. */
export async function documentRecentActivities(executor: Executor, actor: CompanyActor, fileId: string) {
  const document = await findDocument(executor, actor.companyId, fileId);
  const filter = { recordType: "document", record: document.id } as const;
  const list = await activityItems(executor, actor.companyId, filter, {
    skip: 0,
    limit: recentActivitiesShown,
  });
  return { list, total: list.length };
}
