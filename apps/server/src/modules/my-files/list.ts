import { type MyFilesItem, type MyFilesListRequest, recentMyFilesCount } from "@cloudoc/contract";
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import type { Executor } from "../../platform/db/client";
import {
  type FolderRow,
  type FolderTree,
  fileColumns,
  findFolder,
  folderTree,
  ownedBy,
  toFile,
} from "./queries";
import { myFiles } from "./tables";

/** The lists of My Files: a folder's contents, a search, the bin and the recent files. */

const holds = (name: string, text: string) => name.toLowerCase().includes(text.toLowerCase());

/** What one list shows: which folders, which files (a condition) and in what order. */
interface Listing {
  folders: FolderRow[];
  files: SQL | undefined;
  order: SQL[];
}

function listingOf(tree: FolderTree, request: MyFilesListRequest): Listing {
  const byName = [asc(myFiles.name), asc(myFiles.id)];
  if (request.bin) {
    // What was deleted on its own: a folder's contents wait inside it.
    const binned = tree.rows.filter((row) => row.deletedAt && !row.deletedVia);
    const files = and(isNotNull(myFiles.deletedAt), isNull(myFiles.deletedVia));
    return { folders: binned, files, order: [desc(myFiles.deletedAt), asc(myFiles.id)] };
  }
  const live = tree.live();
  if (request.searchValue) {
    const text = request.searchValue;
    const files = and(isNull(myFiles.deletedAt), sql`strpos(lower(${myFiles.name}), lower(${text})) > 0`);
    return { folders: live.filter((row) => holds(row.name, text)), files, order: byName };
  }
  const parentId = request.folderId ?? null;
  const inFolder = request.folderId ? eq(myFiles.folderId, request.folderId) : isNull(myFiles.folderId);
  const folders = live.filter((row) => row.parentId === parentId);
  return { folders, files: and(isNull(myFiles.deletedAt), inFolder), order: byName };
}

/**
 * GET /user/get/myfiles: folders first, then files, 25 a page across both; `folder` is the folder
 * listed (with its path) when one is.
 */
export async function listMyFiles(db: Executor, actor: CompanyActor, request: MyFilesListRequest) {
  const listed = request.folderId ? await findFolder(db, actor, request.folderId) : undefined;
  const tree = await folderTree(db, actor);
  const listing = listingOf(tree, request);
  const folders = listing.folders.slice(request.skip, request.skip + request.limit);
  const fileSkip = Math.max(0, request.skip - listing.folders.length);
  const fileLimit = request.limit - folders.length;
  const [files, [counted]] = await Promise.all([
    fileLimit > 0
      ? db
          .select(fileColumns)
          .from(myFiles)
          .where(ownedBy(myFiles, actor, listing.files))
          .orderBy(...listing.order)
          .limit(fileLimit)
          .offset(fileSkip)
      : Promise.resolve([]),
    db
      .select({ n: count() })
      .from(myFiles)
      .where(ownedBy(myFiles, actor, listing.files)),
  ]);
  const list: MyFilesItem[] = [...folders.map((row) => tree.toFolder(row)), ...files.map(toFile)];
  const inSearchOrBin = request.bin || request.searchValue !== "";
  return {
    list,
    total: listing.folders.length + (counted?.n ?? 0),
    folder: listed && !inSearchOrBin ? tree.toFolder(listed) : null,
  };
}

/** GET /user/recent/myfiles: the caller's live files last opened or changed, newest first. */
export async function recentMyFiles(db: Executor, actor: CompanyActor) {
  const touched = sql`greatest(${myFiles.updatedAt}, coalesce(${myFiles.lastOpenedAt}, ${myFiles.updatedAt}))`;
  const rows = await db
    .select(fileColumns)
    .from(myFiles)
    .where(ownedBy(myFiles, actor, isNull(myFiles.deletedAt)))
    .orderBy(desc(touched), asc(myFiles.id))
    .limit(recentMyFilesCount);
  return { list: rows.map(toFile), total: rows.length };
}
