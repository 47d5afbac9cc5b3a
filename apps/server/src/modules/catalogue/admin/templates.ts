import {
  adminPageSize,
  adminCatalogueMessages as m,
  type templateAddSchema,
  type templateMoveSchema,
  type templatePickerSchema,
  type templateRemoveSchema,
} from "@cloudoc/contract";
import { and, asc, eq, exists, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AdminActor } from "../../../platform/actor";
import { recordAudit } from "../../../platform/audit/audit";
import type { Database, Transaction } from "../../../platform/db/client";
import { badRequest, notFound } from "../../../platform/envelope";
import { containsPattern, searchWords } from "../sql";
import { documentTemplates, packageDocuments, packageFolders } from "../tables";
import { adminAudit } from "./audit";
import { packageRow } from "./packages";
import { changeTree, folderOf, placeAt } from "./tree";

/** The templates of one folder, in order. */
async function folderTemplates(tx: Transaction, folderId: string): Promise<string[]> {
  const rows = await tx
    .select({ templateId: packageDocuments.templateId })
    .from(packageDocuments)
    .where(eq(packageDocuments.folderId, folderId))
    .orderBy(asc(packageDocuments.position));
  return rows.map((row) => row.templateId);
}

async function numberFolder(
  tx: Transaction,
  folderId: string,
  templateIds: readonly string[],
): Promise<void> {
  for (const [position, templateId] of templateIds.entries()) {
    await tx
      .update(packageDocuments)
      .set({ position })
      .where(and(eq(packageDocuments.folderId, folderId), eq(packageDocuments.templateId, templateId)));
  }
}

/** A template is in a package at most once (the count and the company's library rely on it). */
const inPackage = (packageId: string, templateId: SQL | string) =>
  exists(
    sql`(select 1 from ${packageDocuments} join ${packageFolders} on ${packageFolders.id} = ${packageDocuments.folderId}
      where ${packageFolders.packageId} = ${packageId} and ${packageDocuments.templateId} = ${templateId})`,
  );

/** POST /admin/package/template/add: existing templates at the end of the folder. */
export function addTemplates(db: Database, actor: AdminActor, input: z.output<typeof templateAddSchema>) {
  const { packageId, folderId } = input;
  const templateIds = [...new Set(input.templateIds)];
  return changeTree(db, packageId, async (tx) => {
    await folderOf(tx, packageId, folderId);
    const found = await tx
      .select({
        id: documentTemplates.id,
        held: sql<boolean>`${inPackage(packageId, sql`${documentTemplates.id}`)}`,
      })
      .from(documentTemplates)
      .where(inArray(documentTemplates.id, templateIds));
    if (found.length !== templateIds.length) throw notFound();
    if (found.some((row) => row.held)) throw badRequest(m.templateInPackage);
    const start = (await folderTemplates(tx, folderId)).length;
    await tx
      .insert(packageDocuments)
      .values(templateIds.map((templateId, index) => ({ folderId, templateId, position: start + index })));
    await recordAudit(
      tx,
      adminAudit(actor, "admin.package.template.added", "package", packageId, { folderId, templateIds }),
    );
  });
}

/** POST /admin/package/template/remove: out of the package; the template stays in the library. */
export function removeTemplate(
  db: Database,
  actor: AdminActor,
  input: z.output<typeof templateRemoveSchema>,
) {
  const { packageId, folderId, templateId } = input;
  return changeTree(db, packageId, async (tx) => {
    await folderOf(tx, packageId, folderId);
    const removed = await tx
      .delete(packageDocuments)
      .where(and(eq(packageDocuments.folderId, folderId), eq(packageDocuments.templateId, templateId)))
      .returning();
    if (removed.length === 0) throw notFound();
    await numberFolder(tx, folderId, await folderTemplates(tx, folderId));
    await recordAudit(
      tx,
      adminAudit(actor, "admin.package.template.removed", "package", packageId, { folderId, templateId }),
    );
  });
}

/** POST /admin/package/template/move: within its folder or into another of the package, at a position. */
export function moveTemplate(db: Database, actor: AdminActor, input: z.output<typeof templateMoveSchema>) {
  const { packageId, templateId, fromFolderId, folderId, position } = input;
  return changeTree(db, packageId, async (tx) => {
    await folderOf(tx, packageId, fromFolderId);
    await folderOf(tx, packageId, folderId);
    const moved = await tx
      .update(packageDocuments)
      .set({ folderId })
      .where(and(eq(packageDocuments.folderId, fromFolderId), eq(packageDocuments.templateId, templateId)))
      .returning();
    if (moved.length === 0) throw notFound();
    const others = (await folderTemplates(tx, folderId)).filter((id) => id !== templateId);
    await numberFolder(tx, folderId, placeAt(others, templateId, position));
    if (fromFolderId !== folderId)
      await numberFolder(tx, fromFolderId, await folderTemplates(tx, fromFolderId));
    const detail = { templateId, fromFolderId, folderId, position };
    await recordAudit(tx, adminAudit(actor, "admin.package.template.moved", "package", packageId, detail));
  });
}

/** POST /admin/package/template/search: templates by title or policy number and nation, a page at a time. */
export async function pickTemplates(db: Database, input: z.output<typeof templatePickerSchema>) {
  await packageRow(db, input.packageId);
  const conditions = searchWords(input.search).map((word) => {
    const pattern = containsPattern(word);
    return or(ilike(documentTemplates.title, pattern), ilike(documentTemplates.policyNumber, pattern)) as SQL;
  });
  if (input.nation) conditions.push(eq(documentTemplates.nation, input.nation));
  const rows = await db
    .select({
      id: documentTemplates.id,
      title: documentTemplates.title,
      policyNumber: documentTemplates.policyNumber,
      nation: documentTemplates.nation,
      published: documentTemplates.published,
      inPackage: sql<boolean>`${inPackage(input.packageId, sql`${documentTemplates.id}`)}`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(documentTemplates)
    .where(and(...conditions))
    .orderBy(asc(documentTemplates.policyNumber))
    .limit(adminPageSize)
    .offset((input.page - 1) * adminPageSize);
  return { list: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}
