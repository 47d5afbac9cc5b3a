import type { PackageDetail, PackageDocument, PackageFolderNode } from "@cloudoc/contract";
import { and, asc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { getSiteSettings } from "../settings/service";
import { containsPattern, searchWords } from "./sql";
import { selectPackageSummaries, toPackageSummary } from "./summary";
import { documentTemplates, packageDocuments, packageFolders, packages } from "./tables";

interface FolderRow {
  id: string;
  parentId: string | null;
  name: string;
  position: number;
}
interface DocumentRow extends PackageDocument {
  folderId: string;
  position: number;
}

/** Folder ids in display order: depth first, siblings by position. */
function folderOrder(folders: FolderRow[]): Map<string, number> {
  const known = new Set(folders.map((f) => f.id));
  const children = new Map<string | null, FolderRow[]>();
  for (const folder of folders) {
    const parent = folder.parentId && known.has(folder.parentId) ? folder.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), folder]);
  }
  const order = new Map<string, number>();
  const visit = (parent: string | null) => {
    const level = (children.get(parent) ?? []).sort((a, b) => a.position - b.position);
    for (const folder of level) {
      if (order.has(folder.id)) continue;
      order.set(folder.id, order.size);
      visit(folder.id);
    }
  };
  visit(null);
  return order;
}

/** The folder tree holding `documents`: only their folders and those folders' ancestors. */
function treeOf(
  folders: FolderRow[],
  order: Map<string, number>,
  documents: DocumentRow[],
): PackageFolderNode[] {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const nodes = new Map<string, PackageFolderNode>();
  const roots: PackageFolderNode[] = [];
  const nodeOf = (folder: FolderRow): PackageFolderNode => {
    const existing = nodes.get(folder.id);
    if (existing) return existing;
    const node: PackageFolderNode = { _id: folder.id, name: folder.name, documents: [], folders: [] };
    nodes.set(folder.id, node);
    const parent = folder.parentId ? byId.get(folder.parentId) : undefined;
    (parent ? nodeOf(parent).folders : roots).push(node);
    return node;
  };
  for (const { folderId, position: _position, ...document } of documents) {
    const folder = byId.get(folderId);
    if (folder) nodeOf(folder).documents.push(document);
  }
  const byOrder = (a: PackageFolderNode, b: PackageFolderNode) =>
    (order.get(a._id) ?? 0) - (order.get(b._id) ?? 0);
  const sortLevel = (level: PackageFolderNode[]) => {
    level.sort(byOrder);
    for (const node of level) sortLevel(node.folders);
  };
  sortLevel(roots);
  return roots;
}

function documentSearch(text: string): SQL[] {
  return searchWords(text).map((word) => {
    const pattern = containsPattern(word);
    return or(ilike(documentTemplates.title, pattern), ilike(documentTemplates.policyNumber, pattern)) as SQL;
  });
}

/**
 * POST /user/get-subscrption-details: the package summary and its folder tree, with the
 * documents (searched on title and policy number) paged in the order the tree shows them.
 */
/** A package's folders and its published documents (searched), in tree order. */
async function foldersAndDocuments(db: Database, ofPackage: SQL | undefined, search: string) {
  const [folders, documents] = await Promise.all([
    db
      .select({
        id: packageFolders.id,
        parentId: packageFolders.parentId,
        name: packageFolders.name,
        position: packageFolders.position,
      })
      .from(packageFolders)
      .innerJoin(packages, eq(packages.id, packageFolders.packageId))
      .where(ofPackage),
    db
      .select({
        folderId: packageDocuments.folderId,
        position: packageDocuments.position,
        _id: documentTemplates.id,
        name: documentTemplates.title,
        slug: documentTemplates.slug,
        policyNumber: documentTemplates.policyNumber,
        kind: documentTemplates.kind,
        summary: documentTemplates.summary,
      })
      .from(packageDocuments)
      .innerJoin(packageFolders, eq(packageFolders.id, packageDocuments.folderId))
      .innerJoin(packages, eq(packages.id, packageFolders.packageId))
      .innerJoin(documentTemplates, eq(documentTemplates.id, packageDocuments.templateId))
      .where(and(ofPackage, eq(documentTemplates.published, true), ...documentSearch(search)))
      .orderBy(asc(packageDocuments.position), asc(documentTemplates.title)),
  ]);
  const order = folderOrder(folders);
  const ordered = documents
    .filter((d) => order.has(d.folderId))
    .sort((a, b) => (order.get(a.folderId) ?? 0) - (order.get(b.folderId) ?? 0) || a.position - b.position);
  return { folders, order, ordered };
}

/**
 * The whole folder tree of a package a company holds, by id: a subscriber sees what its package
 * holds even after the package is withdrawn from sale.
 */
export async function packageFolderTree(db: Database, packageId: string): Promise<PackageFolderNode[]> {
  const { folders, order, ordered } = await foldersAndDocuments(db, eq(packages.id, packageId), "");
  return treeOf(folders, order, ordered);
}

export async function packageDetails(
  db: Database,
  request: { slug: string; search: string; skip: number; limit: number },
): Promise<{ detail: PackageDetail; total: number } | null> {
  const ofPackage = and(eq(packages.slug, request.slug), eq(packages.published, true));
  const [summaries, { folders, order, ordered }, settings] = await Promise.all([
    selectPackageSummaries(db).where(ofPackage).limit(1),
    foldersAndDocuments(db, ofPackage, request.search),
    getSiteSettings(db),
  ]);
  const summary = summaries[0];
  if (!summary) return null;
  const page = ordered.slice(request.skip, request.skip + request.limit);
  return {
    detail: { ...toPackageSummary(summary, settings, new Date()), folders: treeOf(folders, order, page) },
    total: ordered.length,
  };
}
