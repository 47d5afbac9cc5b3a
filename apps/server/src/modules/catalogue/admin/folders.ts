import {
  type folderDeleteSchema,
  type folderMoveSchema,
  type folderSaveSchema,
  adminCatalogueMessages as m,
} from "@cloudoc/contract";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AdminActor } from "../../../platform/actor";
import { recordAudit } from "../../../platform/audit/audit";
import type { Database, Transaction } from "../../../platform/db/client";
import { badRequest } from "../../../platform/envelope";
import { packageDocuments, packageFolders } from "../tables";
import { adminAudit } from "./audit";
import { changeTree, folderOf, foldersOf, placeAt, subtreeIds } from "./tree";

const folderAudit = (
  actor: AdminActor,
  action: Parameters<typeof adminAudit>[1],
  packageId: string,
  detail: object,
) => adminAudit(actor, action, "package", packageId, { ...detail });

async function nextPosition(tx: Transaction, packageId: string, parentId: string | null): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${packageFolders.position}) + 1, 0)::int` })
    .from(packageFolders)
    .where(
      and(
        eq(packageFolders.packageId, packageId),
        parentId ? eq(packageFolders.parentId, parentId) : isNull(packageFolders.parentId),
      ),
    );
  return row?.n ?? 0;
}

/** POST /admin/package/folder/save: renames the folder, or adds one at the end of its parent. */
export function saveFolder(db: Database, actor: AdminActor, input: z.output<typeof folderSaveSchema>) {
  const { packageId, folderId, name } = input;
  return changeTree(db, packageId, async (tx) => {
    if (folderId) {
      await folderOf(tx, packageId, folderId);
      await tx.update(packageFolders).set({ name }).where(eq(packageFolders.id, folderId));
      await recordAudit(tx, folderAudit(actor, "admin.package.folder.saved", packageId, { folderId, name }));
      return;
    }
    const parentId = input.parentId ?? null;
    if (parentId) await folderOf(tx, packageId, parentId);
    const position = await nextPosition(tx, packageId, parentId);
    const [row] = await tx.insert(packageFolders).values({ packageId, parentId, name, position }).returning();
    await recordAudit(
      tx,
      folderAudit(actor, "admin.package.folder.saved", packageId, { folderId: row?.id, parentId, name }),
    );
  });
}

/**
 * POST /admin/package/folder/delete: an empty folder; or, with `removeTemplates`, the folder and
 * its folders, their templates taken out of the package (the templates stay in the library).
 */
export function deleteFolder(db: Database, actor: AdminActor, input: z.output<typeof folderDeleteSchema>) {
  const { packageId, folderId, removeTemplates } = input;
  return changeTree(db, packageId, async (tx) => {
    const folder = await folderOf(tx, packageId, folderId);
    const ids = [...subtreeIds(await foldersOf(tx, packageId), folderId)];
    const documents = await tx
      .select({ templateId: packageDocuments.templateId })
      .from(packageDocuments)
      .where(inArray(packageDocuments.folderId, ids));
    if (!removeTemplates && (ids.length > 1 || documents.length > 0)) throw badRequest(m.folderNotEmpty);
    // Its templates' rows go with the folders (on delete cascade).
    await tx.delete(packageFolders).where(inArray(packageFolders.id, ids));
    const detail = { folderId, name: folder.name, folders: ids.length, templatesRemoved: documents.length };
    await recordAudit(tx, folderAudit(actor, "admin.package.folder.deleted", packageId, detail));
  });
}

/** POST /admin/package/folder/move: under another folder (not its own) or at the top, at a position. */
export function moveFolder(db: Database, actor: AdminActor, input: z.output<typeof folderMoveSchema>) {
  const { packageId, folderId, parentId, position } = input;
  return changeTree(db, packageId, async (tx) => {
    const folders = await foldersOf(tx, packageId);
    const folder = await folderOf(tx, packageId, folderId);
    if (parentId) {
      await folderOf(tx, packageId, parentId);
      if (subtreeIds(folders, folderId).has(parentId)) throw badRequest(m.folderMoveIntoItself);
    }
    const siblings = folders.filter((f) => f.parentId === parentId && f.id !== folderId);
    const ordered = placeAt(siblings, folder, position);
    for (const [index, sibling] of ordered.entries()) {
      await tx
        .update(packageFolders)
        .set({ parentId, position: index })
        .where(eq(packageFolders.id, sibling.id));
    }
    await recordAudit(
      tx,
      folderAudit(actor, "admin.package.folder.moved", packageId, { folderId, parentId, position }),
    );
  });
}
