import { type CollectionType, type DeletedListRequest, messages } from "@cloudoc/contract";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor, Transaction } from "../../platform/db/client";
import { notFound } from "../../platform/envelope";
import { users } from "../accounts/tables";
import { looksLikeId } from "../documents/queries";
import { companyDocuments } from "../documents/tables";
import { companyFolders } from "../folders/tables";
import { liveSubtree } from "../folders/tree";
import { type Actor, assertCan, auditBy } from "./access";

const binned = { deletedAt: sql`now()`, deletedVia: null } as const;

/** Moves a live folder, the live folders below it and all their live documents to the bin. */
export async function binFolder(tx: Transaction, actor: Actor, folderId: string) {
  const subtree = await liveSubtree(tx, actor.companyId, folderId);
  const inside = subtree.filter((id) => id !== folderId);
  await tx
    .update(companyFolders)
    .set({ ...binned, deletedBy: actor.userId })
    .where(and(eq(companyFolders.companyId, actor.companyId), eq(companyFolders.id, folderId)));
  if (inside.length > 0) {
    await tx
      .update(companyFolders)
      .set({ ...binned, deletedBy: actor.userId, deletedVia: folderId })
      .where(and(eq(companyFolders.companyId, actor.companyId), inArray(companyFolders.id, inside)));
  }
  const documents = await tx
    .update(companyDocuments)
    .set({ ...binned, deletedBy: actor.userId, deletedVia: folderId })
    .where(
      and(
        eq(companyDocuments.companyId, actor.companyId),
        isNull(companyDocuments.deletedAt),
        inArray(companyDocuments.folderId, subtree),
      ),
    )
    .returning({ id: companyDocuments.id });
  return { folders: inside.length, documents: documents.length };
}

/** Moves one live document to the bin. */
export async function binDocument(tx: Executor, actor: Actor, documentId: string) {
  await tx
    .update(companyDocuments)
    .set({ ...binned, deletedBy: actor.userId })
    .where(
      and(
        eq(companyDocuments.companyId, actor.companyId),
        eq(companyDocuments.id, documentId),
        isNull(companyDocuments.deletedAt),
      ),
    );
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const sortColumns = { createdAt: "deleted_at", deletedAt: "deleted_at", name: "lower(name)" } as const;

interface BinRow {
  id: string;
  collection_type: CollectionType;
  name: string;
  policy_number: string | null;
  parent_id: string | null;
  item_count: number;
  deleted_at: string;
  deleted_by: string;
  created_at: string;
}

/**
 * POST /user/documents/deleted-list: what was deleted on its own (a folder's contents wait
 * inside it), newest deletion first by default; `createdAt` sorts by when it went to the bin.
 */
export async function deletedList(db: Database, actor: Actor, request: DeletedListRequest) {
  assertCan(actor.session, "bin");
  const c = actor.companyId;
  const search =
    request.search === ""
      ? sql`true`
      : sql`name ilike ${`%${request.search.replace(/[\\%_]/g, (x) => `\\${x}`)}%`}`;
  const deletedBy = sql`coalesce(nullif(trim(u.firstname || ' ' || u.lastname), ''), u.email, '')`;
  const files = sql`select d.id, 'userfiles' as collection_type, d.name, d.policy_number, d.folder_id as parent_id,
      0 as item_count, d.deleted_at, ${deletedBy} as deleted_by, d.created_at
    from ${companyDocuments} d left join ${users} u on u.id = d.deleted_by
    where d.company_id = ${c} and d.deleted_at is not null and d.deleted_via is null`;
  const folders = sql`select f.id, 'folders' as collection_type, f.name, null as policy_number, f.parent_id,
      ((select count(*) from ${companyDocuments} x where x.company_id = ${c} and x.deleted_via = f.id)
        + (select count(*) from ${companyFolders} y where y.company_id = ${c} and y.deleted_via = f.id))::int as item_count,
      f.deleted_at, ${deletedBy} as deleted_by, f.created_at
    from ${companyFolders} f left join ${users} u on u.id = f.deleted_by
    where f.company_id = ${c} and f.deleted_at is not null and f.deleted_via is null`;
  const union =
    request.collection_type === "userfiles"
      ? files
      : request.collection_type === "folders"
        ? folders
        : sql`${files} union all ${folders}`;
  const order = sql.raw(`${sortColumns[request.field]} ${request.order === "asc" ? "asc" : "desc"}, id asc`);
  const [page, totals] = (await Promise.all([
    db.execute(sql`select id, collection_type, name, policy_number, parent_id, item_count, ${iso("deleted_at")} as deleted_at,
        deleted_by, ${iso("created_at")} as created_at
      from (${union}) bin where ${search} order by ${order} limit ${request.limit} offset ${request.skip}`),
    db.execute(sql`select count(*)::int as n from (${union}) bin where ${search}`),
  ])) as unknown as [{ rows: BinRow[] }, { rows: { n: number }[] }];
  const list = page.rows.map((row) => ({
    _id: row.id,
    collection_type: row.collection_type,
    name: row.name,
    policyNumber: row.policy_number,
    parentId: row.parent_id,
    itemCount: Number(row.item_count),
    deletedAt: row.deleted_at,
    deletedBy: row.deleted_by,
    createdAt: row.created_at,
  }));
  return { list, total: Number(totals.rows[0]?.n ?? 0) };
}

/** Whether a folder is live (restored contents go to the top level when theirs is not). */
async function isLiveFolder(tx: Executor, companyId: string, id: string | null) {
  if (id === null) return false;
  const [row] = await tx
    .select({ id: companyFolders.id })
    .from(companyFolders)
    .where(
      and(
        eq(companyFolders.companyId, companyId),
        eq(companyFolders.id, id),
        isNull(companyFolders.deletedAt),
      ),
    );
  return row !== undefined;
}

const restored = { deletedAt: null, deletedBy: null, deletedVia: null } as const;

/** POST /user/documents/restore: a file, or a folder with everything that went to the bin with it. */
export async function restoreFromBin(db: Database, actor: Actor, id: string, type: CollectionType) {
  assertCan(actor.session, "bin");
  if (!looksLikeId(id)) throw notFound();
  return db.transaction(async (tx) => {
    if (type === "userfiles") {
      const [row] = await tx
        .select({ id: companyDocuments.id, folderId: companyDocuments.folderId, name: companyDocuments.name })
        .from(companyDocuments)
        .where(inBin(companyDocuments, actor.companyId, [id]))
        .for("update");
      if (!row) throw notFound();
      const folderId = (await isLiveFolder(tx, actor.companyId, row.folderId)) ? row.folderId : null;
      await tx
        .update(companyDocuments)
        .set({ ...restored, folderId })
        .where(and(eq(companyDocuments.companyId, actor.companyId), eq(companyDocuments.id, id)));
      await recordAudit(tx, {
        ...auditBy(actor),
        action: "document.restored",
        entityType: "document",
        entityId: id,
        detail: { name: row.name, folderId },
      });
      return { message: messages.documentRestored, ids: [id] };
    }
    const [row] = await tx
      .select({ id: companyFolders.id, parentId: companyFolders.parentId, name: companyFolders.name })
      .from(companyFolders)
      .where(inBin(companyFolders, actor.companyId, [id]))
      .for("update");
    if (!row) throw notFound();
    const parentId = (await isLiveFolder(tx, actor.companyId, row.parentId)) ? row.parentId : null;
    await tx
      .update(companyFolders)
      .set({ ...restored, parentId })
      .where(and(eq(companyFolders.companyId, actor.companyId), eq(companyFolders.id, id)));
    const folders = await tx
      .update(companyFolders)
      .set(restored)
      .where(and(eq(companyFolders.companyId, actor.companyId), eq(companyFolders.deletedVia, id)))
      .returning({ id: companyFolders.id });
    const documents = await tx
      .update(companyDocuments)
      .set(restored)
      .where(and(eq(companyDocuments.companyId, actor.companyId), eq(companyDocuments.deletedVia, id)))
      .returning({ id: companyDocuments.id });
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "folder.restored",
      entityType: "folder",
      entityId: id,
      detail: { name: row.name, parentId, folders: folders.length, documents: documents.length },
    });
    return { message: messages.folderRestored, ids: [id] };
  });
}

/** Items that went to the bin on their own (a folder's contents go and come back with it). */
function inBin(table: typeof companyDocuments | typeof companyFolders, companyId: string, ids: string[]) {
  return and(
    eq(table.companyId, companyId),
    inArray(table.id, ids),
    isNotNull(table.deletedAt),
    isNull(table.deletedVia),
  );
}

/**
 * POST /user/documents/delete/permanently: removes items in the bin for good (with their
 * versions and reviews; a folder with what went to the bin with it). Every id must be one of the
 * company's items in the bin of the named collection, or nothing is deleted (404).
 */
export async function deletePermanently(db: Database, actor: Actor, ids: string[], type: CollectionType) {
  assertCan(actor.session, "bin");
  if (!ids.every(looksLikeId)) throw notFound();
  return db.transaction(async (tx) => {
    const table = type === "userfiles" ? companyDocuments : companyFolders;
    const rows = await tx
      .select({ id: table.id, createdBy: table.createdBy, name: table.name })
      .from(table)
      .where(inBin(table, actor.companyId, ids))
      .for("update");
    if (rows.length !== ids.length) throw notFound();
    for (const row of rows)
      assertCan(actor.session, type === "userfiles" ? "deleteDocument" : "deleteFolder", row);
    if (type === "folders") {
      await tx
        .delete(companyDocuments)
        .where(
          and(eq(companyDocuments.companyId, actor.companyId), inArray(companyDocuments.deletedVia, ids)),
        );
      await tx
        .delete(companyFolders)
        .where(and(eq(companyFolders.companyId, actor.companyId), inArray(companyFolders.deletedVia, ids)));
    }
    await tx.delete(table).where(and(eq(table.companyId, actor.companyId), inArray(table.id, ids)));
    for (const row of rows) {
      await recordAudit(tx, {
        ...auditBy(actor),
        action: type === "userfiles" ? "document.purged" : "folder.purged",
        entityType: type === "userfiles" ? "document" : "folder",
        entityId: row.id,
        detail: { name: row.name },
      });
    }
    return { message: messages.successfullyDeleted, ids };
  });
}
