import { randomUUID } from "node:crypto";
import type { CopyMyFileRequest, MoveMyFolderRequest } from "@cloudoc/contract";
import { inArray, isNull } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import type { Transaction } from "../../platform/db/client";
import { notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { recordStoredFile } from "../billing/storage";
import { auditMyFiles } from "./audit";
import { parentFor } from "./folders";
import { type FileRow, findFile, findFolder, folderTree, ownedBy, targetFolder, toFile } from "./queries";
import { myFiles, myFolders } from "./tables";

/** Copies in My Files: a file under a new name, and a folder with everything live inside it. */

/** Where a PDF of My Files lives: under the company's own folder, never guessable. */
export const myFilePdfKey = (companyId: string) => `companies/${companyId}/my-files/${randomUUID()}.pdf`;

/** The storage kind My Files' PDFs are counted under (subscriptions/tables.ts stored_files). */
export const myFileStorageKind = "myfile";

/**
 * Runs a copy, handing it a list to note each stored file it writes; if the copy fails (the
 * quota, say), those files are removed again.
 */
async function removingCopiesOnFailure<T>(platform: Platform, work: (copied: string[]) => Promise<T>) {
  const copied: string[] = [];
  try {
    return await work(copied);
  } catch (error) {
    await Promise.all(copied.map((key) => platform.storage.delete(key).catch(() => {})));
    throw error;
  }
}

/** A copy of a file's PDF bytes, counted against the company's storage (413 past the quota). */
async function copyStoredPdf(
  platform: Platform,
  tx: Transaction,
  actor: CompanyActor,
  file: FileRow,
  copied: string[],
) {
  if (!file.storageKey) return null;
  const body = await platform.storage.get(file.storageKey);
  if (!body) throw notFound();
  const key = myFilePdfKey(actor.companyId);
  copied.push(key);
  await platform.storage.put(key, body, "application/pdf");
  const stored = {
    companyId: actor.companyId,
    storageKey: key,
    kind: myFileStorageKind,
    bytes: file.sizeBytes,
  };
  await recordStoredFile(tx, stored);
  return key;
}

/** Writes a copy of `file` into `folderId` (its own bytes when it is a PDF). */
async function insertCopy(
  platform: Platform,
  tx: Transaction,
  actor: CompanyActor,
  file: FileRow,
  values: { folderId: string | null; name: string },
  copied: string[],
) {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    lastOpenedAt: _o,
    deletedAt: _d,
    deletedVia: _v,
    ...kept
  } = file;
  const storageKey = await copyStoredPdf(platform, tx, actor, file, copied);
  const [made] = await tx
    .insert(myFiles)
    .values({ ...kept, ...values, companyId: actor.companyId, storageKey, version: 1 })
    .returning();
  if (!made) throw new Error("the file was not copied");
  return made;
}

/** POST /user/savefile/toDraft: a copy of one of the caller's files under a new name, in a folder. */
export async function copyFile(platform: Platform, actor: CompanyActor, request: CopyMyFileRequest) {
  return removingCopiesOnFailure(platform, (copied) =>
    platform.db.transaction(async (tx) => {
      const source = await findFile(tx, actor, request.fileId);
      const folderId = await targetFolder(tx, actor, request.parentId);
      const made = await insertCopy(
        platform,
        tx,
        actor,
        source,
        { folderId, name: request.fileName },
        copied,
      );
      await auditMyFiles(tx, actor, "my_file.copied", made.id, { from: source.id, folderId });
      return toFile(made);
    }),
  );
}

/**
 * POST /user/myfile/folder/copy: the folder, its live folders and their live files, into another
 * folder (or the top). Not into itself or below it.
 */
export async function copyFolder(platform: Platform, actor: CompanyActor, request: MoveMyFolderRequest) {
  return removingCopiesOnFailure(platform, (copied) =>
    platform.db.transaction(async (tx) => {
      const source = await findFolder(tx, actor, request.folderId);
      const parentId = await parentFor(tx, actor, source.id, request.selectedFolderId);
      const tree = await folderTree(tx, actor);
      // The sub-tree lists parents before children, so each copy's parent is copied first.
      const folders = tree.subtree(source.id).flatMap((id) => {
        const row = tree.get(id);
        return row && !row.deletedAt ? [row] : [];
      });
      const copies = new Map<string, string>();
      for (const folder of folders) {
        const parent = folder.id === source.id ? parentId : (copies.get(folder.parentId ?? "") ?? null);
        const [made] = await tx
          .insert(myFolders)
          .values({ companyId: actor.companyId, ownerId: actor.userId, parentId: parent, name: folder.name })
          .returning({ id: myFolders.id });
        if (!made) throw new Error("the folder was not copied");
        copies.set(folder.id, made.id);
      }
      const files = await tx
        .select()
        .from(myFiles)
        .where(
          ownedBy(myFiles, actor, isNull(myFiles.deletedAt), inArray(myFiles.folderId, [...copies.keys()])),
        );
      for (const file of files) {
        const folderId = copies.get(file.folderId ?? "") ?? null;
        await insertCopy(platform, tx, actor, file, { folderId, name: file.name }, copied);
      }
      const copyId = copies.get(source.id) ?? "";
      await auditMyFiles(tx, actor, "my_folder.copied", copyId, {
        from: source.id,
        parentId,
        folders: folders.length,
        files: files.length,
      });
      const after = await folderTree(tx, actor);
      const row = after.get(copyId);
      if (!row) throw new Error("the folder was not copied");
      return after.toFolder(row);
    }),
  );
}
