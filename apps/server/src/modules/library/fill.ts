import { isId } from "@cloudoc/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Transaction } from "../../platform/db/client";
import { companies } from "../accounts/tables";
import { documentTemplates, packageFolders, packages } from "../catalogue/tables";
import { companyFolders } from "../folders/tables";

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

/** One folder of the company's library as the packages describe it, keyed by its path. */
interface FolderSpec {
  path: string;
  parentPath: string | null;
  name: string;
  position: number;
  depth: number;
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
 * Creates the folders the company lacks (level by level, so parents exist first) and answers
 * every path's folder id, or null where that folder is in the bin (its new contents then go to
 * the top level rather than out of sight).
 */
async function ensureFolders(tx: Transaction, companyId: string, specs: FolderSpec[]) {
  const ids = new Map<string, string | null>();
  let created = 0;
  const depths = [...new Set(specs.map((spec) => spec.depth))].sort((a, b) => a - b);
  for (const depth of depths) {
    const level = specs.filter((spec) => spec.depth === depth);
    const inserted = await tx
      .insert(companyFolders)
      .values(
        level.map((spec) => ({
          companyId,
          parentId: spec.parentPath === null ? null : (ids.get(spec.parentPath) ?? null),
          name: spec.name,
          position: spec.position,
          originPath: spec.path,
        })),
      )
      .onConflictDoNothing({
        target: [companyFolders.companyId, companyFolders.originPath],
        where: sql`${companyFolders.originPath} is not null`,
      })
      .returning({ id: companyFolders.id });
    created += inserted.length;
    const rows = await tx
      .select({ id: companyFolders.id, path: companyFolders.originPath, deletedAt: companyFolders.deletedAt })
      .from(companyFolders)
      .where(
        and(
          eq(companyFolders.companyId, companyId),
          inArray(
            companyFolders.originPath,
            level.map((spec) => spec.path),
          ),
        ),
      );
    for (const row of rows) if (row.path !== null) ids.set(row.path, row.deletedAt ? null : row.id);
  }
  return { ids, created };
}

/**
 * Copies the templates into company documents with version 1 of each, in one statement: the
 * content never passes through this process. A template the company already has a library copy
 * of is skipped (ON CONFLICT), so a retry or a second package adds only what is missing.
 */
async function copyDocuments(
  tx: Transaction,
  companyId: string,
  fromPackages: { packageFolderId: string; folderId: string | null; rank: number }[],
  singles: { templateId: string; folderId: string | null; rank: number }[],
): Promise<number> {
  const result = (await tx.execute(sql`
    with source as (
      select distinct on (t.id) t.id as template_id, t.version as template_version, t.policy_number, t.title, t.content, s.folder_id
      from (
        select pd.template_id, m."folderId", m.rank, pd.position
        from jsonb_to_recordset(${JSON.stringify(fromPackages)}::jsonb) as m("packageFolderId" uuid, "folderId" uuid, rank int)
        join package_documents pd on pd.folder_id = m."packageFolderId"
        union all
        select m."templateId", m."folderId", m.rank, 0
        from jsonb_to_recordset(${JSON.stringify(singles)}::jsonb) as m("templateId" uuid, "folderId" uuid, rank int)
      ) as s(template_id, folder_id, rank, position)
      join document_templates t on t.id = s.template_id and t.published
      where not exists (
        select 1 from company_documents d
        where d.company_id = ${companyId}::uuid and d.template_id = t.id and d.origin = 'library'
      )
      order by t.id, s.rank, s.position
    ), inserted as (
      insert into company_documents (company_id, folder_id, template_id, template_version, origin, policy_number, name, content)
      select ${companyId}::uuid, folder_id, template_id, template_version, 'library', policy_number, title, content
      from source
      on conflict (company_id, template_id) where origin = 'library' do nothing
      returning id, company_id, version, name, content, header, footer, review_date
    )
    insert into document_versions (company_id, document_id, version, name, content, header, footer, review_date, source, content_hash)
    select company_id, id, version, name, content, header, footer, review_date, 'library',
      encode(sha256(convert_to(content, 'UTF8')), 'hex')
    from inserted
    returning document_id
  `)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/**
 * Fills a company's document space from what it bought (DESIGN §1 step 3): each package's folder
 * tree (folders of the same path in several packages become one) and a document per template,
 * with version 1. Idempotent and safe to retry: everything is keyed (folder by path, document by
 * template) and inserted with ON CONFLICT DO NOTHING, in one transaction, one fill per company
 * at a time. Single documents go to the folder their template names.
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
    const folders = await ensureFolders(tx, companyId, specs);
    const documents = await copyDocuments(
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
