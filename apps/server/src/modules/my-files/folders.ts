import { type MoveMyFolderRequest, myFilesMessages, type RenameMyItemRequest } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import type { Database, Executor, Transaction } from "../../platform/db/client";
import { badRequest } from "../../platform/envelope";
import { auditMyFiles } from "./audit";
import { findFile, findFolder, folderTree, ownedBy, targetFolder, toFile } from "./queries";
import { myFiles, myFolders } from "./tables";

/** The folder calls of My Files (spec 001 §7): make, list, name, rename and move folders. */

const paged = <T>(list: T[]) => ({ list, total: list.length });

/** GET /user/get/myfiles/folders: every live folder, parents before children. */
export async function allFolders(db: Executor, actor: CompanyActor) {
  const tree = await folderTree(db, actor);
  return paged(tree.live().map((row) => tree.toFolder(row)));
}

/** GET /user/get/main/subFolder: the live folders directly inside one (the top-level ones when absent). */
export async function subFolders(db: Executor, actor: CompanyActor, folderId: string | undefined) {
  if (folderId) await findFolder(db, actor, folderId);
  const tree = await folderTree(db, actor);
  const inside = tree.live().filter((row) => row.parentId === (folderId ?? null));
  return paged(inside.map((row) => tree.toFolder(row)));
}

/** GET /user/myfile/allFolders: where the folder `folderId` may go (not into itself or below it). */
export async function targetFolders(db: Executor, actor: CompanyActor, folderId: string | undefined) {
  if (folderId) await findFolder(db, actor, folderId);
  const tree = await folderTree(db, actor);
  const excluded = new Set(folderId ? tree.subtree(folderId) : []);
  return paged(
    tree
      .live()
      .filter((row) => !excluded.has(row.id))
      .map((row) => tree.toFolder(row)),
  );
}

/** GET /user/myfiles/getFolderName: a folder's name and path, or a file's name and its folder's path. */
export async function itemName(db: Executor, actor: CompanyActor, id: string, type: "file" | "folder") {
  const row = type === "file" ? await findFile(db, actor, id) : await findFolder(db, actor, id);
  const tree = await folderTree(db, actor);
  const root = tree.pathOf("folderId" in row ? row.folderId : row.id);
  return { id: row.id, type, folderName: row.name, root, mainFolder: root[0]?.id ?? null };
}

/** One folder as the calls answer it, read in the caller's transaction. */
async function folderOf(executor: Executor, actor: CompanyActor, id: string) {
  const tree = await folderTree(executor, actor);
  const row = tree.get(id);
  if (!row) throw new Error("the folder was not written");
  return tree.toFolder(row);
}

/** POST /user/create/myfole/folder: a folder at the top or in one of the caller's live folders. */
export async function createFolder(
  db: Database,
  actor: CompanyActor,
  request: { folderName: string; parentId?: string },
) {
  return db.transaction(async (tx) => {
    const parentId = await targetFolder(tx, actor, request.parentId);
    const [row] = await tx
      .insert(myFolders)
      .values({ companyId: actor.companyId, ownerId: actor.userId, parentId, name: request.folderName })
      .returning({ id: myFolders.id });
    if (!row) throw new Error("the folder was not written");
    await auditMyFiles(tx, actor, "my_folder.created", row.id, { parentId });
    return folderOf(tx, actor, row.id);
  });
}

/** POST /user/myfiles/rename/folder: a folder's name, or a file's with type file. */
export async function renameItem(db: Database, actor: CompanyActor, request: RenameMyItemRequest) {
  return db.transaction(async (tx) => {
    const changed = { name: request.folderName, updatedAt: sql`now()` };
    if (request.type === "file") {
      const file = await findFile(tx, actor, request.folderId, { lock: true });
      const [row] = await tx
        .update(myFiles)
        .set(changed)
        .where(ownedBy(myFiles, actor, eq(myFiles.id, file.id)))
        .returning();
      await auditMyFiles(tx, actor, "my_file.renamed", file.id);
      if (!row) throw new Error("the file was not renamed");
      return toFile(row);
    }
    const folder = await findFolder(tx, actor, request.folderId, { lock: true });
    await tx
      .update(myFolders)
      .set(changed)
      .where(ownedBy(myFolders, actor, eq(myFolders.id, folder.id)));
    await auditMyFiles(tx, actor, "my_folder.renamed", folder.id);
    return folderOf(tx, actor, folder.id);
  });
}

/** The new parent of `folderId`, refused when it is the folder itself or one below it. */
export async function parentFor(tx: Transaction, actor: CompanyActor, folderId: string, target: string) {
  const parentId = await targetFolder(tx, actor, target);
  const tree = await folderTree(tx, actor);
  if (parentId && tree.subtree(folderId).includes(parentId)) throw badRequest(myFilesMessages.intoItself);
  return parentId;
}

/** POST /user/myfile/folder/move (and /user/myfiles/move with type folder). */
export async function moveFolder(db: Database, actor: CompanyActor, request: MoveMyFolderRequest) {
  return db.transaction(async (tx) => {
    const folder = await findFolder(tx, actor, request.folderId, { lock: true });
    const parentId = await parentFor(tx, actor, folder.id, request.selectedFolderId);
    await tx
      .update(myFolders)
      .set({ parentId, updatedAt: sql`now()` })
      .where(ownedBy(myFolders, actor, eq(myFolders.id, folder.id)));
    await auditMyFiles(tx, actor, "my_folder.moved", folder.id, { from: folder.parentId, to: parentId });
    return folderOf(tx, actor, folder.id);
  });
}

/** POST /user/myfiles/move with type file: the file into a folder, or to the top. */
export async function moveFile(db: Database, actor: CompanyActor, request: { fileId: string; id: string }) {
  return db.transaction(async (tx) => {
    const file = await findFile(tx, actor, request.fileId, { lock: true });
    const folderId = await targetFolder(tx, actor, request.id);
    const [row] = await tx
      .update(myFiles)
      .set({ folderId, updatedAt: sql`now()` })
      .where(ownedBy(myFiles, actor, eq(myFiles.id, file.id)))
      .returning();
    await auditMyFiles(tx, actor, "my_file.moved", file.id, { from: file.folderId, to: folderId });
    if (!row) throw new Error("the file was not moved");
    return toFile(row);
  });
}
