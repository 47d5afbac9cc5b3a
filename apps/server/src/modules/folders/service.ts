import type { Folder, FolderListRequest, LibrarySort, SubFolderListRequest } from "@cloudoc/contract";
import { asc, desc, eq, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor } from "../../platform/db/client";
import { companyPlaceholder, preparedOnce } from "../../platform/db/prepared";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { listDocumentsIn } from "../documents/lists";
import { looksLikeId } from "../documents/queries";
import { type Actor, assertCan, auditBy } from "../library/access";
import { binFolder } from "../library/bin";
import { companyFolders } from "./tables";

const liveFolders = (companyId: string | Placeholder, ...more: (SQL | undefined)[]) =>
  ofCompany(companyFolders, companyId, isNull(companyFolders.deletedAt), ...more);

const folderColumns = {
  id: companyFolders.id,
  name: companyFolders.name,
  parentId: companyFolders.parentId,
  colour: companyFolders.colour,
  position: companyFolders.position,
  createdBy: companyFolders.createdBy,
  createdAt: companyFolders.createdAt,
  updatedAt: companyFolders.updatedAt,
  // Written out in full: drizzle leaves columns unqualified in a one-table select.
  folderCount: sql<number>`(select count(*)::int from company_folders c where c.parent_id = "company_folders"."id" and c.company_id = "company_folders"."company_id" and c.deleted_at is null)`,
  documentCount: sql<number>`(select count(*)::int from company_documents d where d.folder_id = "company_folders"."id" and d.company_id = "company_folders"."company_id" and d.deleted_at is null)`,
};

/** The company's live folders matching `conditions`. */
const selectFolders = (
  executor: Executor,
  companyId: string | Placeholder,
  ...conditions: (SQL | undefined)[]
) =>
  executor
    .select(folderColumns)
    .from(companyFolders)
    .where(liveFolders(companyId, ...conditions));
type FolderRow = Awaited<ReturnType<typeof selectFolders>>[number];

function toFolder(row: FolderRow): Folder {
  return {
    _id: row.id,
    folderName: row.name,
    parentId: row.parentId,
    colour: row.colour,
    position: row.position,
    folderCount: Number(row.folderCount),
    documentCount: Number(row.documentCount),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const folderOrder = (sort: LibrarySort) => {
  switch (sort) {
    case "asc":
      return [asc(sql`lower(${companyFolders.name})`), asc(companyFolders.id)];
    case "desc":
      return [desc(sql`lower(${companyFolders.name})`), asc(companyFolders.id)];
    case "newest":
      return [desc(companyFolders.createdAt), asc(companyFolders.id)];
    case "oldest":
      return [asc(companyFolders.createdAt), asc(companyFolders.id)];
    default:
      return [asc(companyFolders.position), asc(sql`lower(${companyFolders.name})`), asc(companyFolders.id)];
  }
};

/** A live folder of the company, or 404. */
export async function findFolder(executor: Executor, companyId: string, id: string, lock = false) {
  if (!looksLikeId(id)) throw notFound();
  const query = selectFolders(executor, companyId, eq(companyFolders.id, id));
  const [row] = lock ? await query.for("update", { of: companyFolders }) : await query;
  if (!row) throw notFound();
  return row;
}

async function folderOf(executor: Executor, companyId: string, id: string): Promise<Folder> {
  return toFolder(await findFolder(executor, companyId, id));
}

/** POST /user/createfolder and /user/createsubfolder: a new folder at the top or inside a live one. */
export async function createFolder(db: Database, actor: Actor, name: string, parentId?: string) {
  assertCan(actor.session, "createFolder");
  return db.transaction(async (tx) => {
    if (parentId !== undefined) await findFolder(tx, actor.companyId, parentId, true);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${companyFolders.position}), -1)::int` })
      .from(companyFolders)
      .where(
        liveFolders(
          actor.companyId,
          parentId === undefined ? isNull(companyFolders.parentId) : eq(companyFolders.parentId, parentId),
        ),
      );
    const [row] = await tx
      .insert(companyFolders)
      .values({
        companyId: actor.companyId,
        parentId: parentId ?? null,
        name,
        position: (last?.position ?? -1) + 1,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })
      .returning({ id: companyFolders.id });
    if (!row) throw new Error("folder was not created");
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "folder.created",
      entityType: "folder",
      entityId: row.id,
      detail: { name, parentId: parentId ?? null },
    });
    return folderOf(tx, actor.companyId, row.id);
  });
}

/** POST /user/editFolder and /user/foldericon/colour/update. */
export async function updateFolder(
  db: Database,
  actor: Actor,
  folderId: string,
  change: { name: string } | { colour: string },
) {
  return db.transaction(async (tx) => {
    const folder = await findFolder(tx, actor.companyId, folderId, true);
    assertCan(actor.session, "editFolder", folder);
    await tx
      .update(companyFolders)
      .set({ ...change, updatedBy: actor.userId, updatedAt: sql`now()` })
      .where(ofCompany(companyFolders, actor.companyId, eq(companyFolders.id, folder.id)));
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "name" in change ? "folder.renamed" : "folder.colour",
      entityType: "folder",
      entityId: folder.id,
      detail:
        "name" in change
          ? { from: folder.name, to: change.name }
          : { from: folder.colour, to: change.colour },
    });
    return folderOf(tx, actor.companyId, folder.id);
  });
}

/** POST /user/deleteFolder: the folder and everything in it go to the bin together. */
export async function deleteFolder(db: Database, actor: Actor, folderId: string) {
  return db.transaction(async (tx) => {
    const folder = await findFolder(tx, actor.companyId, folderId, true);
    assertCan(actor.session, "deleteFolder", folder);
    const moved = await binFolder(tx, actor, folder.id);
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "folder.deleted",
      entityType: "folder",
      entityId: folder.id,
      detail: { name: folder.name, ...moved },
    });
    return toFolder(folder);
  });
}

/**
 * The folders at the top level or in a folder, in a sort order: prepared, as the documents page
 * asks for them on every visit (one statement per place and sort).
 */
const foldersIn = preparedOnce((db: Database, variant: `${"top" | "folder"}:${LibrarySort}`) => {
  const [place, sort] = variant.split(":") as ["top" | "folder", LibrarySort];
  const parent =
    place === "top"
      ? isNull(companyFolders.parentId)
      : eq(companyFolders.parentId, sql.placeholder("parentId"));
  return selectFolders(db, companyPlaceholder, parent)
    .orderBy(...folderOrder(sort))
    .prepare(`folders_in_${place}_${sort}`);
});

/** POST /user/getFoldersList: the top-level folders, and documents kept outside any folder. */
export async function listTopFolders(db: Database, actor: Actor, request: FolderListRequest) {
  // Two independent reads: asked together, the call waits for one round trip, not two.
  const [rows, files] = await Promise.all([
    foldersIn(db, `top:${request.sort}`).execute({ companyId: actor.companyId }),
    listDocumentsIn(db, actor.companyId, null, {
      sort: request.sort,
      status: request.status,
      skip: 0,
      limit: 100,
    }),
  ]);
  return { list: rows.map(toFolder), files: files.list, total: rows.length };
}

/** A live folder by id, prepared: every folder opened reads it first. */
const folderRead = preparedOnce((db: Database) =>
  selectFolders(db, companyPlaceholder, eq(companyFolders.id, sql.placeholder("id"))).prepare("live_folder"),
);

/** POST /user/getSubFoldersList: a folder, its path from the top, its sub-folders and a page of its documents. */
export async function listFolder(db: Database, actor: Actor, request: SubFolderListRequest) {
  if (!looksLikeId(request.folderId)) throw notFound();
  const [row] = await folderRead(db, "").execute({ companyId: actor.companyId, id: request.folderId });
  if (!row) throw notFound();
  const folder = toFolder(row);
  const [children, documents, path] = await Promise.all([
    foldersIn(db, `folder:${request.sort}`).execute({ companyId: actor.companyId, parentId: folder._id }),
    listDocumentsIn(db, actor.companyId, folder._id, request),
    pathOf(db, actor.companyId, folder),
  ]);
  return { folder, folders: children.map(toFolder), path, ...documents };
}

/** The folders from the top down to `folder`, for breadcrumbs. */
async function pathOf(db: Database, companyId: string, folder: Folder) {
  // A top-level folder (the most opened) is its own path: no query.
  if (folder.parentId === null) return [{ _id: folder._id, folderName: folder.folderName }];
  const folderId = folder._id;
  const result = (await db.execute(sql`
    with recursive up as (
      select id, parent_id, name, 0 as depth from ${companyFolders} where id = ${folderId} and company_id = ${companyId}
      union all
      select f.id, f.parent_id, f.name, up.depth + 1 from ${companyFolders} f join up on f.id = up.parent_id
      where f.company_id = ${companyId} and up.depth < 50
    )
    select id, name from up order by depth desc
  `)) as unknown as { rows: { id: string; name: string }[] };
  return result.rows.map((row) => ({ _id: row.id, folderName: row.name }));
}
