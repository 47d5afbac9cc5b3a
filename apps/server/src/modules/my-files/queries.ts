import { type MyFile, type MyFolder, type MyFolderStep, myFilesTop } from "@cloudoc/contract";
import { eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { CompanyActor } from "../../platform/actor";
import type { Executor } from "../../platform/db/client";
import { ofCompany, type TenantTable } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { looksLikeId } from "../documents/queries";
import { myFileSends, myFiles, myFolders } from "./tables";

/**
 * The reads of My Files. Every query names the acting user as the owner as well as the company:
 * another user's file, like another company's, is simply not found (404).
 */

/** Whose My Files a query reads: the acting user, or the owner a signed link names. */
export type Owner = Pick<CompanyActor, "companyId" | "userId">;
/** Who makes a change: the owner and where the change came from (a signing filed with no session, too). */
export type MyFilesActor = Owner & Pick<CompanyActor, "origin">;

/** The caller's own rows of a My Files table. */
export function ownedBy(
  table: TenantTable & { ownerId: PgColumn },
  actor: Owner,
  ...conditions: (SQL | undefined)[]
): SQL {
  return ofCompany(table, actor.companyId, eq(table.ownerId, actor.userId), ...conditions);
}

/** The caller's own sent-file records. */
export function sentBy(actor: CompanyActor, ...conditions: (SQL | undefined)[]): SQL {
  return ofCompany(myFileSends, actor.companyId, eq(myFileSends.senderId, actor.userId), ...conditions);
}

export type FolderRow = typeof myFolders.$inferSelect;
export type FileRow = typeof myFiles.$inferSelect;

/** A file's columns without its content (lists never carry the HTML). */
export const fileColumns = {
  id: myFiles.id,
  folderId: myFiles.folderId,
  kind: myFiles.kind,
  name: myFiles.name,
  storageKey: myFiles.storageKey,
  sizeBytes: myFiles.sizeBytes,
  version: myFiles.version,
  lastOpenedAt: myFiles.lastOpenedAt,
  createdAt: myFiles.createdAt,
  updatedAt: myFiles.updatedAt,
  deletedAt: myFiles.deletedAt,
  deletedVia: myFiles.deletedVia,
};
export type FileSummary = Pick<FileRow, keyof typeof fileColumns>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The caller's whole folder tree, binned folders included: a user keeps tens or hundreds of
 * folders, so paths and sub-trees are worked out here rather than in recursive SQL.
 */
export class FolderTree {
  private readonly byId: Map<string, FolderRow>;

  constructor(readonly rows: FolderRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
  }

  get(id: string | null | undefined) {
    return id ? this.byId.get(id) : undefined;
  }

  /** The path from the top down to the folder, itself included. */
  pathOf(id: string | null): MyFolderStep[] {
    const steps: MyFolderStep[] = [];
    for (let row = this.get(id); row && steps.length <= this.rows.length; row = this.get(row.parentId)) {
      steps.unshift({ id: row.id, folderName: row.name });
    }
    return steps;
  }

  /** The folder and every folder below it. */
  subtree(id: string): string[] {
    const found = [id];
    for (let i = 0; i < found.length; i += 1) {
      for (const row of this.rows) if (row.parentId === found[i]) found.push(row.id);
    }
    return found;
  }

  /** Live folders, parents before children, by name within a parent. */
  live(): FolderRow[] {
    const liveRows = this.rows.filter((row) => !row.deletedAt);
    const byName = (a: FolderRow, b: FolderRow) => a.name.localeCompare(b.name);
    const ordered: FolderRow[] = [];
    const visit = (parentId: string | null) => {
      for (const row of liveRows.filter((r) => r.parentId === parentId).sort(byName)) {
        ordered.push(row);
        visit(row.id);
      }
    };
    visit(null);
    return ordered;
  }

  toFolder(row: FolderRow): MyFolder {
    const root = this.pathOf(row.id);
    return {
      _id: row.id,
      id: row.id,
      type: "folder",
      folderName: row.name,
      parent: row.parentId,
      mainFolder: root[0]?.id ?? row.id,
      root,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      deletedAt: iso(row.deletedAt),
    };
  }
}

export async function folderTree(executor: Executor, actor: Owner) {
  return new FolderTree(await executor.select().from(myFolders).where(ownedBy(myFolders, actor)));
}

export const toFile = (row: FileSummary): MyFile => ({
  _id: row.id,
  type: "file",
  fileName: row.name,
  kind: row.kind,
  parentId: row.folderId,
  size: row.sizeBytes,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  lastOpenedAt: iso(row.lastOpenedAt),
  deletedAt: iso(row.deletedAt),
});

interface FindOptions {
  /** Lock the row for the caller's transaction (a change follows). */
  lock?: boolean;
  /** Also find it in the bin; by default only a live one is found. */
  binned?: boolean;
}

/** One of the caller's files, with its content; 404 for anyone else's or an unknown id. */
export async function findFile(executor: Executor, actor: Owner, id: string, options: FindOptions = {}) {
  if (!looksLikeId(id)) throw notFound();
  const query = executor
    .select()
    .from(myFiles)
    .where(ownedBy(myFiles, actor, eq(myFiles.id, id)));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row || (row.deletedAt && !options.binned)) throw notFound();
  return row;
}

/** One of the caller's folders; 404 for anyone else's or an unknown id. */
export async function findFolder(executor: Executor, actor: Owner, id: string, options: FindOptions = {}) {
  if (!looksLikeId(id)) throw notFound();
  const query = executor
    .select()
    .from(myFolders)
    .where(ownedBy(myFolders, actor, eq(myFolders.id, id)));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row || (row.deletedAt && !options.binned)) throw notFound();
  return row;
}

/** The folder a new or moved item goes into: absent or `root` is the top, else a live folder of the caller. */
export async function targetFolder(executor: Executor, actor: Owner, id: string | undefined) {
  if (id === undefined || id === myFilesTop) return null;
  return (await findFolder(executor, actor, id)).id;
}
