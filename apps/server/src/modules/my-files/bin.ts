import { type DeleteMyItemRequest, messages } from "@cloudoc/contract";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import type { Transaction } from "../../platform/db/client";
import { notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { forgetStoredFile } from "../billing/storage";
import { auditMyFiles } from "./audit";
import { findFile, findFolder, folderTree, ownedBy } from "./queries";
import { myFiles, myFolders } from "./tables";

/**
 * The bin of My Files (POST /user/myfiles/delete, `key`): an item goes to the bin with what is
 * live inside it, comes back with it (to the top when its folder is no longer live), or is
 * deleted for good with it, PDFs removed from storage. Only what was deleted on its own can be
 * restored or deleted for good: the rest waits inside its folder.
 */

export interface BinChange {
  message: string;
  ids: string[];
  folders: number;
  files: number;
}

const isLive = async (tx: Transaction, actor: CompanyActor, folderId: string | null) =>
  folderId !== null && (await folderTree(tx, actor)).get(folderId)?.deletedAt === null;

async function binFile(tx: Transaction, actor: CompanyActor, id: string): Promise<BinChange> {
  const file = await findFile(tx, actor, id, { lock: true });
  await tx
    .update(myFiles)
    .set({ deletedAt: sql`now()`, deletedVia: null })
    .where(ownedBy(myFiles, actor, eq(myFiles.id, file.id)));
  await auditMyFiles(tx, actor, "my_file.deleted", file.id);
  return { message: messages.documentDeleted, ids: [file.id], folders: 0, files: 1 };
}

async function binFolder(tx: Transaction, actor: CompanyActor, id: string): Promise<BinChange> {
  const folder = await findFolder(tx, actor, id, { lock: true });
  const tree = await folderTree(tx, actor);
  const inside = tree.subtree(folder.id).filter((sub) => sub !== folder.id && !tree.get(sub)?.deletedAt);
  const binned = { deletedAt: sql`now()`, deletedVia: folder.id };
  await tx
    .update(myFolders)
    .set({ ...binned, deletedVia: null })
    .where(ownedBy(myFolders, actor, eq(myFolders.id, folder.id)));
  if (inside.length > 0) {
    await tx
      .update(myFolders)
      .set(binned)
      .where(ownedBy(myFolders, actor, inArray(myFolders.id, inside)));
  }
  const files = await tx
    .update(myFiles)
    .set(binned)
    .where(
      ownedBy(myFiles, actor, isNull(myFiles.deletedAt), inArray(myFiles.folderId, [folder.id, ...inside])),
    )
    .returning({ id: myFiles.id });
  await auditMyFiles(tx, actor, "my_folder.deleted", folder.id, {
    folders: inside.length,
    files: files.length,
  });
  return {
    message: messages.folderDeleted,
    ids: [folder.id],
    folders: inside.length + 1,
    files: files.length,
  };
}

const binnedOnItsOwn = (table: typeof myFiles | typeof myFolders) =>
  and(isNotNull(table.deletedAt), isNull(table.deletedVia));

/** An item in the bin on its own (not one waiting inside a binned folder); 404 otherwise. */
const onItsOwn = <T extends { deletedAt: Date | null; deletedVia: string | null }>(row: T) => {
  if (!row.deletedAt || row.deletedVia) throw notFound();
  return row;
};

async function restoreFile(tx: Transaction, actor: CompanyActor, id: string): Promise<BinChange> {
  const file = onItsOwn(await findFile(tx, actor, id, { lock: true, binned: true }));
  const folderId = (await isLive(tx, actor, file.folderId)) ? file.folderId : null;
  await tx
    .update(myFiles)
    .set({ deletedAt: null, deletedVia: null, folderId })
    .where(ownedBy(myFiles, actor, eq(myFiles.id, file.id)));
  await auditMyFiles(tx, actor, "my_file.restored", file.id, { folderId });
  return { message: messages.documentRestored, ids: [file.id], folders: 0, files: 1 };
}

async function restoreFolder(tx: Transaction, actor: CompanyActor, id: string): Promise<BinChange> {
  const folder = onItsOwn(await findFolder(tx, actor, id, { lock: true, binned: true }));
  const parentId = (await isLive(tx, actor, folder.parentId)) ? folder.parentId : null;
  const live = { deletedAt: null, deletedVia: null };
  await tx
    .update(myFolders)
    .set({ ...live, parentId })
    .where(ownedBy(myFolders, actor, eq(myFolders.id, folder.id)));
  const folders = await tx
    .update(myFolders)
    .set(live)
    .where(ownedBy(myFolders, actor, eq(myFolders.deletedVia, folder.id)))
    .returning({ id: myFolders.id });
  const files = await tx
    .update(myFiles)
    .set(live)
    .where(ownedBy(myFiles, actor, eq(myFiles.deletedVia, folder.id)))
    .returning({ id: myFiles.id });
  await auditMyFiles(tx, actor, "my_folder.restored", folder.id, { parentId, files: files.length });
  return {
    message: messages.folderRestored,
    ids: [folder.id],
    folders: folders.length + 1,
    files: files.length,
  };
}

/** The PDFs among files about to be deleted for good, forgotten by the storage count. */
async function forgetPdfs(tx: Transaction, actor: CompanyActor, keys: (string | null)[]) {
  const stored = keys.filter((key): key is string => key !== null);
  for (const key of stored) await forgetStoredFile(tx, actor.companyId, key);
  return stored;
}

async function purgeFile(tx: Transaction, actor: CompanyActor, id: string) {
  const file = onItsOwn(await findFile(tx, actor, id, { lock: true, binned: true }));
  const keys = await forgetPdfs(tx, actor, [file.storageKey]);
  await tx.delete(myFiles).where(ownedBy(myFiles, actor, eq(myFiles.id, file.id)));
  await auditMyFiles(tx, actor, "my_file.purged", file.id);
  return { ids: [file.id], folders: 0, files: 1, keys };
}

/**
 * Deletes a binned folder for good with what went to the bin with it. Items below it that were
 * binned on their own keep their own place in the bin, at the top.
 */
async function purgeFolder(tx: Transaction, actor: CompanyActor, id: string) {
  const folder = onItsOwn(await findFolder(tx, actor, id, { lock: true, binned: true }));
  const below = (await folderTree(tx, actor)).subtree(folder.id);
  await tx
    .update(myFolders)
    .set({ parentId: null })
    .where(ownedBy(myFolders, actor, inArray(myFolders.parentId, below), binnedOnItsOwn(myFolders)));
  await tx
    .update(myFiles)
    .set({ folderId: null })
    .where(ownedBy(myFiles, actor, inArray(myFiles.folderId, below), binnedOnItsOwn(myFiles)));
  const going = (await folderTree(tx, actor)).subtree(folder.id);
  const files = await tx
    .select({ storageKey: myFiles.storageKey })
    .from(myFiles)
    .where(ownedBy(myFiles, actor, inArray(myFiles.folderId, going)));
  const keys = await forgetPdfs(
    tx,
    actor,
    files.map((file) => file.storageKey),
  );
  // The foreign keys take the folders and files below it (on delete cascade).
  await tx.delete(myFolders).where(ownedBy(myFolders, actor, eq(myFolders.id, folder.id)));
  await auditMyFiles(tx, actor, "my_folder.purged", folder.id, {
    folders: going.length - 1,
    files: files.length,
  });
  return { ids: [folder.id], folders: going.length, files: files.length, keys };
}

/** POST /user/myfiles/delete: to the bin (key bin), back (restore), or for good (permanent). */
export async function deleteItem(platform: Platform, actor: CompanyActor, request: DeleteMyItemRequest) {
  const folder = request.type === "folder";
  if (request.key === "bin") {
    return platform.db.transaction((tx) => (folder ? binFolder : binFile)(tx, actor, request.id));
  }
  if (request.key === "restore") {
    return platform.db.transaction((tx) => (folder ? restoreFolder : restoreFile)(tx, actor, request.id));
  }
  const purged = await platform.db.transaction((tx) =>
    (folder ? purgeFolder : purgeFile)(tx, actor, request.id),
  );
  // Storage is not transactional: the bytes go once the rows are gone for good.
  await Promise.all(purged.keys.map((key) => platform.storage.delete(key).catch(() => {})));
  const { keys: _keys, ...change } = purged;
  return { ...change, message: messages.successfullyDeleted };
}
