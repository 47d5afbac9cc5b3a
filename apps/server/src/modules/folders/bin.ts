import { eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import type { Actor } from "../library/access";
import { companyFolders } from "./tables";

/**
 * The folders' side of the bin: the only writes of a folder's bin state. The library's bin code
 * (library/bin.ts) calls these in its transaction for the folder and its documents together.
 */

const restored = { deletedAt: null, deletedBy: null, deletedVia: null } as const;

/** Folders of the company that went to the bin on their own (a folder's sub-folders wait inside it). */
const foldersInBin = (companyId: string, condition: SQL) =>
  ofCompany(
    companyFolders,
    companyId,
    condition,
    isNotNull(companyFolders.deletedAt),
    isNull(companyFolders.deletedVia),
  );

/** Moves a folder to the bin, and the folders `inside` it with it. */
export async function binFolders(tx: Transaction, actor: Actor, folderId: string, inside: string[]) {
  const binned = { deletedAt: sql`now()`, deletedBy: actor.userId } as const;
  await tx
    .update(companyFolders)
    .set({ ...binned, deletedVia: null })
    .where(ofCompany(companyFolders, actor.companyId, eq(companyFolders.id, folderId)));
  if (inside.length === 0) return;
  await tx
    .update(companyFolders)
    .set({ ...binned, deletedVia: folderId })
    .where(ofCompany(companyFolders, actor.companyId, inArray(companyFolders.id, inside)));
}

/** Whether a folder is live (restored contents go to the top level when theirs is not). */
export async function isLiveFolder(executor: Executor, companyId: string, id: string | null) {
  if (id === null) return false;
  const [row] = await executor
    .select({ id: companyFolders.id })
    .from(companyFolders)
    .where(ofCompany(companyFolders, companyId, eq(companyFolders.id, id), isNull(companyFolders.deletedAt)));
  return row !== undefined;
}

/** Folders in the bin on their own, locked for the rest of the transaction. */
export function lockFoldersInBin(tx: Transaction, companyId: string, ids: string[]) {
  return tx
    .select({
      id: companyFolders.id,
      parentId: companyFolders.parentId,
      name: companyFolders.name,
      createdBy: companyFolders.createdBy,
    })
    .from(companyFolders)
    .where(foldersInBin(companyId, inArray(companyFolders.id, ids)))
    .for("update");
}

/** Brings a folder back from the bin under `parentId` (null: the top level). */
export async function restoreFolder(tx: Transaction, companyId: string, id: string, parentId: string | null) {
  await tx
    .update(companyFolders)
    .set({ ...restored, parentId })
    .where(ofCompany(companyFolders, companyId, eq(companyFolders.id, id)));
}

/** Brings back the folders that went to the bin with folder `via`; answers how many. */
export async function restoreFoldersVia(tx: Transaction, companyId: string, via: string) {
  const back = await tx
    .update(companyFolders)
    .set(restored)
    .where(ofCompany(companyFolders, companyId, eq(companyFolders.deletedVia, via)))
    .returning({ id: companyFolders.id });
  return back.length;
}

/** Deletes folders for good, with the folders that went to the bin with them. */
export async function purgeFolders(tx: Transaction, companyId: string, ids: string[]) {
  await tx
    .delete(companyFolders)
    .where(ofCompany(companyFolders, companyId, inArray(companyFolders.deletedVia, ids)));
  await tx
    .delete(companyFolders)
    .where(ofCompany(companyFolders, companyId, inArray(companyFolders.id, ids)));
}
