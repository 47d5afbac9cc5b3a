import { type CollectionType, type DeletedListRequest, messages } from "@cloudoc/contract";
import { sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Transaction } from "../../platform/db/client";
import { notFound } from "../../platform/envelope";
import { users } from "../accounts/tables";
import {
  binDocumentsIn,
  lockDocumentsInBin,
  purgeDocuments,
  purgeDocumentsVia,
  restoreDocument,
  restoreDocumentsVia,
} from "../documents/bin";
import { looksLikeId } from "../documents/queries";
import { companyDocuments } from "../documents/tables";
import {
  binFolders,
  isLiveFolder,
  lockFoldersInBin,
  purgeFolders,
  restoreFolder,
  restoreFoldersVia,
} from "../folders/bin";
import { companyFolders } from "../folders/tables";
import { liveSubtree } from "../folders/tree";
import { type Actor, assertCan, auditBy } from "./access";

/**
 * The bin of the company document library (spec 001 §7 "Restore, bin, backups"). Folders,
 * documents and the library are one area; each table's bin state is written only by its own
 * code (folders/bin.ts, documents/bin.ts), which this file calls in one transaction.
 */

/** Moves a live folder, the live folders below it and all their live documents to the bin. */
export async function binFolder(tx: Transaction, actor: Actor, folderId: string) {
  const subtree = await liveSubtree(tx, actor.companyId, folderId);
  const inside = subtree.filter((id) => id !== folderId);
  await binFolders(tx, actor, folderId, inside);
  const documents = await binDocumentsIn(tx, actor, subtree, folderId);
  return { folders: inside.length, documents };
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

/** What a bin change answers: the catalogue message and the ids changed. */
interface BinChange {
  message: string;
  ids: string[];
}

/** Restores a file to its folder, or to the top level when that folder is not live. */
async function restoreFile(tx: Transaction, actor: Actor, id: string): Promise<BinChange> {
  const [row] = await lockDocumentsInBin(tx, actor.companyId, [id]);
  if (!row) throw notFound();
  const folderId = (await isLiveFolder(tx, actor.companyId, row.folderId)) ? row.folderId : null;
  await restoreDocument(tx, actor.companyId, id, folderId);
  await recordAudit(tx, {
    ...auditBy(actor),
    action: "document.restored",
    entityType: "document",
    entityId: id,
    detail: { name: row.name, folderId },
  });
  return { message: messages.documentRestored, ids: [id] };
}

/** Restores a folder with everything that went to the bin with it. */
async function restoreFolderTree(tx: Transaction, actor: Actor, id: string): Promise<BinChange> {
  const [row] = await lockFoldersInBin(tx, actor.companyId, [id]);
  if (!row) throw notFound();
  const parentId = (await isLiveFolder(tx, actor.companyId, row.parentId)) ? row.parentId : null;
  await restoreFolder(tx, actor.companyId, id, parentId);
  const folders = await restoreFoldersVia(tx, actor.companyId, id);
  const documents = await restoreDocumentsVia(tx, actor.companyId, id);
  await recordAudit(tx, {
    ...auditBy(actor),
    action: "folder.restored",
    entityType: "folder",
    entityId: id,
    detail: { name: row.name, parentId, folders, documents },
  });
  return { message: messages.folderRestored, ids: [id] };
}

/** POST /user/documents/restore: a file, or a folder with everything that went to the bin with it. */
export async function restoreFromBin(db: Database, actor: Actor, id: string, type: CollectionType) {
  assertCan(actor.session, "bin");
  if (!looksLikeId(id)) throw notFound();
  return db.transaction((tx) =>
    type === "userfiles" ? restoreFile(tx, actor, id) : restoreFolderTree(tx, actor, id),
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
  const files = type === "userfiles";
  return db.transaction(async (tx) => {
    const rows = files
      ? await lockDocumentsInBin(tx, actor.companyId, ids)
      : await lockFoldersInBin(tx, actor.companyId, ids);
    if (rows.length !== ids.length) throw notFound();
    for (const row of rows) assertCan(actor.session, files ? "deleteDocument" : "deleteFolder", row);
    if (files) {
      await purgeDocuments(tx, actor.companyId, ids);
    } else {
      await purgeDocumentsVia(tx, actor.companyId, ids);
      await purgeFolders(tx, actor.companyId, ids);
    }
    for (const row of rows) {
      await recordAudit(tx, {
        ...auditBy(actor),
        action: files ? "document.purged" : "folder.purged",
        entityType: files ? "document" : "folder",
        entityId: row.id,
        detail: { name: row.name },
      });
    }
    return { message: messages.successfullyDeleted, ids };
  });
}
