import type { AdminTreeDocument, AdminTreeFolder } from "@cloudoc/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Database, Executor, Transaction } from "../../../platform/db/client";
import { notFound } from "../../../platform/envelope";
import { documentTemplates, packageDocuments, packageFolders } from "../tables";
import { changeCatalogue } from "./change";
import { packageRow } from "./packages";

export type FolderRow = typeof packageFolders.$inferSelect;

/** The package's folders, each level in position order. */
export function foldersOf(executor: Executor, packageId: string): Promise<FolderRow[]> {
  return executor
    .select()
    .from(packageFolders)
    .where(eq(packageFolders.packageId, packageId))
    .orderBy(asc(packageFolders.position), asc(packageFolders.name));
}

/** The folder of the package; 404 when the package has no such folder. */
export async function folderOf(executor: Executor, packageId: string, folderId: string): Promise<FolderRow> {
  const [row] = await executor
    .select()
    .from(packageFolders)
    .where(and(eq(packageFolders.id, folderId), eq(packageFolders.packageId, packageId)));
  if (!row) throw notFound();
  return row;
}

/** The folder and every folder under it, by id. */
export function subtreeIds(folders: readonly FolderRow[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (folder.parentId && ids.has(folder.parentId) && !ids.has(folder.id)) {
        ids.add(folder.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** `items` with `moved` put at `position` (clamped), as they should be numbered from 0. */
export function placeAt<T>(items: readonly T[], moved: T, position: number): T[] {
  const at = Math.min(position, items.length);
  return [...items.slice(0, at), moved, ...items.slice(at)];
}

/** POST /admin/subscription/get_json_folder_list: folders nested, templates in order, drafts included. */
export async function packageTree(db: Database, packageId: string): Promise<AdminTreeFolder[]> {
  await packageRow(db, packageId);
  const [folders, documents] = await Promise.all([
    foldersOf(db, packageId),
    db
      .select({
        folderId: packageDocuments.folderId,
        id: documentTemplates.id,
        title: documentTemplates.title,
        policyNumber: documentTemplates.policyNumber,
        nation: documentTemplates.nation,
        published: documentTemplates.published,
      })
      .from(packageDocuments)
      .innerJoin(packageFolders, eq(packageFolders.id, packageDocuments.folderId))
      .innerJoin(documentTemplates, eq(documentTemplates.id, packageDocuments.templateId))
      .where(eq(packageFolders.packageId, packageId))
      .orderBy(asc(packageDocuments.position), asc(documentTemplates.title)),
  ]);
  const documentsOf = new Map<string, AdminTreeDocument[]>();
  for (const { folderId, ...document } of documents) {
    documentsOf.set(folderId, [...(documentsOf.get(folderId) ?? []), document]);
  }
  const known = new Set(folders.map((folder) => folder.id));
  const level = (parentId: string | null): AdminTreeFolder[] =>
    folders
      .filter(
        (folder) => (folder.parentId && known.has(folder.parentId) ? folder.parentId : null) === parentId,
      )
      .map((folder) => ({
        id: folder.id,
        name: folder.name,
        documents: documentsOf.get(folder.id) ?? [],
        folders: level(folder.id),
      }));
  return level(null);
}

/**
 * One change to a package's tree: the package locked, the change and its audit event in one
 * transaction, the document counts and public list refreshed; answers the tree as it now is.
 */
export async function changeTree(
  db: Database,
  packageId: string,
  work: (tx: Transaction) => Promise<void>,
): Promise<AdminTreeFolder[]> {
  await changeCatalogue(
    db,
    async (tx) => {
      await packageRow(tx, packageId, true);
      await work(tx);
    },
    { counts: true },
  );
  return packageTree(db, packageId);
}
