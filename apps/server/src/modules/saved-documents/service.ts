import type { AuditAction } from "@cloudoc/contract";
import { type InsertSavedDocRequest, messages, type SavedDocsListRequest } from "@cloudoc/contract";
import { count, desc, eq, ilike, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { storedHtml } from "../documents/content";
import { findDocument, listItemOf } from "../documents/queries";
import { type Actor, assertCan, auditBy } from "../library/access";
import { findDraft, findSaved, selectSaved, toSaved, visibleTo, withContent } from "./queries";
import { savedDocuments } from "./tables";

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** POST /site/saved_docs/list: newest first, searched by name, 10 a page by default. */
export async function listSaved(db: Database, actor: Actor, request: SavedDocsListRequest) {
  const matching = [
    request.search ? ilike(savedDocuments.name, likePattern(request.search)) : undefined,
    request.kind ? eq(savedDocuments.kind, request.kind) : undefined,
  ];
  const [rows, [total]] = await Promise.all([
    selectSaved(db, actor, ...matching)
      .orderBy(desc(savedDocuments.updatedAt), desc(savedDocuments.id))
      .limit(request.limit)
      .offset(request.skip),
    db
      .select({ n: count() })
      .from(savedDocuments)
      .where(visibleTo(actor, ...matching)),
  ]);
  return { list: rows.map(toSaved), total: total?.n ?? 0 };
}

/** POST /site/saved_docs/get_by_id: one saved document with its content. */
export async function getSaved(db: Database, actor: Actor, id: string) {
  return withContent(await findSaved(db, actor, id));
}

/**
 * POST /site/saved_docs/get_file_for_editor: the saved content and the document it belongs to
 * (with its current version, which the editor's save must send). A document in the bin cannot be
 * edited, so its saved copies answer 404 until it is restored.
 */
export async function savedForEditor(db: Database, actor: Actor, id: string) {
  const row = await findSaved(db, actor, id);
  if (!row.documentId || !row.fileAvailable) throw notFound(messages.savedDocumentInBin);
  return { ...withContent(row), document: await listItemOf(db, actor.companyId, row.documentId) };
}

/** Who may change a saved copy: its maker always; others with the edit-all rule (library/access). */
const assertMayChange = (actor: Actor, row: { createdBy: string | null }) =>
  assertCan(actor.session, "editDocument", row);

async function audit(
  tx: Transaction,
  actor: Actor,
  action: AuditAction,
  id: string,
  detail: Record<string, unknown>,
) {
  await recordAudit(tx, { ...auditBy(actor), action, entityType: "saved_document", entityId: id, detail });
}

/** POST /site/saved_docs/del_by_id: deleted for good (it is a copy; the document keeps its versions). */
export async function deleteSaved(db: Database, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const row = await findSaved(tx, actor, id, true);
    // A draft is private to its maker; a named copy follows the document delete rules.
    if (row.kind === "saved") assertCan(actor.session, "deleteDocument", row);
    await tx
      .delete(savedDocuments)
      .where(ofCompany(savedDocuments, actor.companyId, eq(savedDocuments.id, row.id)));
    await audit(tx, actor, "saved_document.deleted", row.id, { name: row.name, kind: row.kind });
    return toSaved(row);
  });
}

/** POST /site/saved_docs/content/change: new content (and variables) for a saved copy. */
export async function changeSavedContent(
  db: Database,
  actor: Actor,
  request: { id: string; content: string; variables?: Record<string, string> },
) {
  const content = storedHtml(request.content);
  return db.transaction(async (tx) => {
    const row = await findSaved(tx, actor, request.id, true);
    assertMayChange(actor, row);
    await tx
      .update(savedDocuments)
      .set({ content, ...(request.variables ? { variables: request.variables } : {}), updatedAt: sql`now()` })
      .where(ofCompany(savedDocuments, actor.companyId, eq(savedDocuments.id, row.id)));
    await audit(tx, actor, "saved_document.content", row.id, { length: content.length });
    return withContent(await findSaved(tx, actor, row.id));
  });
}

/** POST /site/saved_docs/name/change. */
export async function renameSaved(db: Database, actor: Actor, request: { id: string; name: string }) {
  return db.transaction(async (tx) => {
    const row = await findSaved(tx, actor, request.id, true);
    assertMayChange(actor, row);
    await tx
      .update(savedDocuments)
      .set({ name: request.name, updatedAt: sql`now()` })
      .where(ofCompany(savedDocuments, actor.companyId, eq(savedDocuments.id, row.id)));
    await audit(tx, actor, "saved_document.renamed", row.id, { from: row.name, to: request.name });
    return toSaved(await findSaved(tx, actor, row.id));
  });
}

/**
 * POST /site/insert/saved_docs: the editor's autosave. A draft is kept once per person and
 * document (a transaction-scoped advisory lock makes two racing autosaves update one row, since
 * the table has no unique index for it); a `saved` copy is a new named row each time. Needs the
 * right to edit the document. Only a draft's first save is audited: autosaves every few seconds
 * would drown the activity log.
 */
export async function insertSaved(db: Database, actor: Actor, request: InsertSavedDocRequest) {
  const content = storedHtml(request.content);
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, actor.companyId, request.file_id);
    assertCan(actor.session, "editDocument", document);
    const values = { name: request.name, content, variables: request.variables ?? {} };
    if (request.kind === "draft") {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`draft:${actor.userId}:${document.id}`}, 0))`,
      );
      const draft = await findDraft(tx, actor, document.id);
      if (draft) {
        await tx
          .update(savedDocuments)
          .set({ ...values, updatedAt: sql`now()` })
          .where(ofCompany(savedDocuments, actor.companyId, eq(savedDocuments.id, draft.id)));
        return withContent(await findSaved(tx, actor, draft.id));
      }
    }
    const [row] = await tx
      .insert(savedDocuments)
      .values({
        ...values,
        companyId: actor.companyId,
        documentId: document.id,
        kind: request.kind,
        createdBy: actor.userId,
      })
      .returning({ id: savedDocuments.id });
    if (!row) throw new Error("saved document was not stored");
    await audit(tx, actor, "saved_document.created", row.id, { documentId: document.id, kind: request.kind });
    return withContent(await findSaved(tx, actor, row.id));
  });
}
