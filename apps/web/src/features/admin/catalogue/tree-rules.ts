import type { AdminTreeFolder } from "@cloudoc/contract";

/** Which one item a reorder moved, and to where: the tree calls move one item at a time. */
export function movedItem(
  before: readonly string[],
  after: readonly string[],
): { id: string; position: number } | null {
  for (const id of before) {
    const rest = (list: readonly string[]) => list.filter((other) => other !== id).join("\n");
    const position = after.indexOf(id);
    if (position !== before.indexOf(id) && rest(before) === rest(after)) return { id, position };
  }
  return null;
}

/** Every folder of the tree, depth first, with its path of names ("Policies / Safeguarding"). */
export function flattenFolders(
  tree: readonly AdminTreeFolder[],
  path: string[] = [],
): { id: string; label: string }[] {
  return tree.flatMap((folder) => {
    const here = [...path, folder.name];
    return [{ id: folder.id, label: here.join(" / ") }, ...flattenFolders(folder.folders, here)];
  });
}

/** Whether a folder holds anything: deleting it then takes its templates out of the package. */
export const folderHoldsAnything = (folder: AdminTreeFolder) =>
  folder.documents.length > 0 || folder.folders.length > 0;

/** How many templates a folder and its folders hold. */
export const templatesUnder = (folder: AdminTreeFolder): number =>
  folder.documents.length + folder.folders.reduce((sum, child) => sum + templatesUnder(child), 0);

/** The folder with this id, anywhere in the tree. */
export function findFolder(tree: readonly AdminTreeFolder[], id: string): AdminTreeFolder | undefined {
  for (const folder of tree) {
    if (folder.id === id) return folder;
    const inside = findFolder(folder.folders, id);
    if (inside) return inside;
  }
  return undefined;
}

/** Where a folder may move: the top level or any folder outside its own branch. */
export function moveTargets(tree: readonly AdminTreeFolder[], folder: AdminTreeFolder) {
  const own = new Set([folder.id, ...flattenFolders(folder.folders).map((f) => f.id)]);
  return flattenFolders(tree).filter((f) => !own.has(f.id));
}
