import type { SavedDocument, SavedDocumentWithContent } from "@cloudoc/contract";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { users } from "../accounts/tables";
import { looksLikeId, personName } from "../documents/queries";
import { companyDocuments } from "../documents/tables";
import type { Actor } from "../library/access";
import { savedDocuments } from "./tables";

const columns = {
  id: savedDocuments.id,
  name: savedDocuments.name,
  kind: savedDocuments.kind,
  documentId: savedDocuments.documentId,
  content: savedDocuments.content,
  variables: savedDocuments.variables,
  createdBy: savedDocuments.createdBy,
  createdByName: sql<string>`coalesce(${personName(users)}, '')`,
  createdAt: savedDocuments.createdAt,
  updatedAt: savedDocuments.updatedAt,
  fileName: companyDocuments.name,
  policyNumber: companyDocuments.policyNumber,
  fileAvailable: sql<boolean>`(${companyDocuments.id} is not null and ${companyDocuments.deletedAt} is null)`,
};

/**
 * The saved documents the actor may see that match `conditions`, joined with their document (same
 * company) and the person who made them.
 */
export function selectSaved(executor: Executor, actor: Actor, ...conditions: (SQL | undefined)[]) {
  return executor
    .select(columns)
    .from(savedDocuments)
    .leftJoin(
      companyDocuments,
      and(
        eq(companyDocuments.id, savedDocuments.documentId),
        eq(companyDocuments.companyId, savedDocuments.companyId),
      ),
    )
    .leftJoin(users, eq(users.id, savedDocuments.createdBy))
    .where(visibleTo(actor, ...conditions));
}
type SavedRow = Awaited<ReturnType<typeof selectSaved>>[number];

/**
 * What a person may see: the company's saved copies, and only their own drafts (a draft is an
 * editor's unfinished work, private to whoever typed it).
 */
export const visibleTo = (actor: Actor, ...more: (SQL | undefined)[]) =>
  ofCompany(
    savedDocuments,
    actor.companyId,
    or(eq(savedDocuments.kind, "saved"), eq(savedDocuments.createdBy, actor.userId)),
    ...more,
  );

export function toSaved(row: SavedRow): SavedDocument {
  const available = Boolean(row.fileAvailable);
  return {
    _id: row.id,
    name: row.name,
    kind: row.kind,
    file_id: row.documentId,
    fileName: available ? row.fileName : null,
    policyNumber: available ? row.policyNumber : null,
    fileAvailable: available,
    createdBy: row.createdBy,
    createdByName: row.createdByName ?? "",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const withContent = (row: SavedRow): SavedDocumentWithContent => ({
  ...toSaved(row),
  content: row.content,
  variables: row.variables,
});

/** A saved document the actor may see, locked when asked; or 404 (another company's too). */
export async function findSaved(executor: Executor, actor: Actor, id: string, lock = false) {
  if (!looksLikeId(id)) throw notFound();
  const query = selectSaved(executor, actor, eq(savedDocuments.id, id));
  const [row] = lock ? await query.for("update", { of: savedDocuments }) : await query;
  if (!row) throw notFound();
  return row;
}

/** The caller's draft of a document, if any. */
export async function findDraft(executor: Executor, actor: Actor, documentId: string) {
  const [row] = await executor
    .select({ id: savedDocuments.id })
    .from(savedDocuments)
    .where(
      ofCompany(
        savedDocuments,
        actor.companyId,
        eq(savedDocuments.documentId, documentId),
        eq(savedDocuments.kind, "draft"),
        eq(savedDocuments.createdBy, actor.userId),
      ),
    )
    .limit(1);
  return row;
}
