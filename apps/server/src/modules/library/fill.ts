import { isId } from "@cloudoc/contract";
import { eq, inArray, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Transaction } from "../../platform/db/client";
import { companies } from "../accounts/tables";
import { documentTemplates, packageFolders, packages } from "../catalogue/tables";
import { copyLibraryDocuments } from "../documents/fill";
import { ensureLibraryFolders, type FolderSpec } from "../folders/fill";

/** What to copy into a company's space: whole packages and single documents bought alone. */
export interface FillRequest {
  companyId: string;
  packageIds: readonly string[];
  templateIds: readonly string[];
  subscriptionId?: string;
}

export interface FillResult {
  folders: number;
  documents: number;
}

/** Names joined by "/"; a "/" inside a name is escaped so paths stay unambiguous. */
const pathOf = (parent: string | null, name: string) => {
  const part = name.replaceAll("\\", "\\\\").replaceAll("/", "\\/");
  return parent === null ? part : `${parent}/${part}`;
};

/** The packages' folder trees, merged by path, in package order; and each package folder's path. */
async function packageTree(tx: Transaction, packageIds: readonly string[]) {
  const rows =
    packageIds.length === 0
      ? []
      : await tx
          .select({
            id: packageFolders.id,
            parentId: packageFolders.parentId,
            name: packageFolders.name,
            position: packageFolders.position,
            packagePosition: packages.position,
          })
          .from(packageFolders)
          .innerJoin(packages, eq(packages.id, packageFolders.packageId))
          .where(inArray(packageFolders.packageId, [...packageIds]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const paths = new Map<string, { path: string; depth: number }>();
  const resolve = (id: string, seen = new Set<string>()): { path: string; depth: number } => {
    const known = paths.get(id);
    if (known) return known;
    const row = byId.get(id);
    if (!row || seen.has(id)) throw new Error(`package folder ${id} is not in a tree`);
    seen.add(id);
    const parent = row.parentId && byId.has(row.parentId) ? resolve(row.parentId, seen) : null;
    const found = { path: pathOf(parent?.path ?? null, row.name), depth: parent ? parent.depth + 1 : 0 };
    paths.set(id, found);
    return found;
  };
  const ordered = rows
    .map((row) => ({ row, ...resolve(row.id) }))
    .sort(
      (a, b) =>
        a.row.packagePosition - b.row.packagePosition || a.depth - b.depth || a.row.position - b.row.position,
    );
  const specs = new Map<string, FolderSpec>();
  for (const { row, path, depth } of ordered) {
    if (specs.has(path)) continue;
    const parentPath = row.parentId ? (paths.get(row.parentId)?.path ?? null) : null;
    specs.set(path, { path, parentPath, name: row.name, position: row.position, depth });
  }
  return { specs, ordered: ordered.map(({ row, path }) => ({ packageFolderId: row.id, path })) };
}

/**
 * Fills a company's document space from what it bought (DESIGN §1 step 3): each package's folder
 * tree (folders of the same path in several packages become one) and a document per template,
 * with version 1. Idempotent and safe to retry: everything is keyed (folder by path, document by
 * template) and inserted with ON CONFLICT DO NOTHING, in one transaction, one fill per company
 * at a time. Single documents go to the folder their template names. The folders and documents
 * are written by their own code (folders/fill.ts, documents/fill.ts), in this transaction.
 */
export async function fillCompanyLibrary(db: Database, request: FillRequest): Promise<FillResult> {
  const packageIds = request.packageIds.filter(isId);
  const templateIds = request.templateIds.filter(isId);
  if (!isId(request.companyId) || (packageIds.length === 0 && templateIds.length === 0)) {
    return { folders: 0, documents: 0 };
  }
  const { companyId } = request;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`library-fill:${companyId}`}))`);
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) return { folders: 0, documents: 0 };

    const tree = await packageTree(tx, packageIds);
    const singleTemplates =
      templateIds.length === 0
        ? []
        : await tx
            .select({ id: documentTemplates.id, folder: documentTemplates.folder })
            .from(documentTemplates)
            .where(inArray(documentTemplates.id, templateIds));
    const specs = [...tree.specs.values()];
    for (const template of singleTemplates) {
      const path = pathOf(null, template.folder);
      if (!specs.some((spec) => spec.path === path)) {
        specs.push({ path, parentPath: null, name: template.folder, position: specs.length, depth: 0 });
      }
    }
    const folders = await ensureLibraryFolders(tx, companyId, specs);
    const documents = await copyLibraryDocuments(
      tx,
      companyId,
      tree.ordered.map((entry, rank) => ({
        packageFolderId: entry.packageFolderId,
        folderId: folders.ids.get(entry.path) ?? null,
        rank,
      })),
      singleTemplates.map((template) => ({
        templateId: template.id,
        folderId: folders.ids.get(pathOf(null, template.folder)) ?? null,
        rank: tree.ordered.length,
      })),
    );
    if (folders.created > 0 || documents > 0) {
      await recordAudit(tx, {
        companyId,
        actorUserId: null,
        action: "library.filled",
        entityType: "library",
        entityId: request.subscriptionId ?? null,
        detail: { packageIds, templateIds, folders: folders.created, documents },
      });
    }
    return { folders: folders.created, documents };
  });
}
