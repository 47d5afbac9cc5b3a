import {
  adminTemplatePageSize,
  isId,
  type TemplateDetail,
  type TemplateListItem,
  type TemplateStatus,
  type templateListSchema,
} from "@cloudoc/contract";
import { and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../../platform/db/client";
import {
  documentTemplates,
  packageDocuments,
  packageFolders,
  packages,
  templateDrafts,
  templateVersions,
} from "../tables";
import { fieldsOf, findTemplate, type TemplateRow } from "./fields";

type ListFilters = z.output<typeof templateListSchema>;

const hasDraft = sql<boolean>`exists (select 1 from ${templateDrafts} where ${templateDrafts.templateId} = ${documentTemplates.id})`;

/** Where a template stands: never published, withdrawn, published (with or without a draft). */
export function statusOf(row: Pick<TemplateRow, "published" | "version">, draft: boolean): TemplateStatus {
  if (row.version === 0) return "never";
  if (!row.published) return "withdrawn";
  return draft ? "draft" : "published";
}

const statusFilters: Record<TemplateStatus, SQL | undefined> = {
  never: eq(documentTemplates.version, 0),
  withdrawn: and(eq(documentTemplates.published, false), sql`${documentTemplates.version} > 0`),
  draft: and(eq(documentTemplates.published, true), hasDraft),
  published: eq(documentTemplates.published, true),
};

/** Templates held by a package matching the condition (a package id or a service type). */
const inPackages = (condition: SQL) =>
  sql`exists (select 1 from ${packageDocuments}
        join ${packageFolders} on ${packageFolders.id} = ${packageDocuments.folderId}
        join ${packages} on ${packages.id} = ${packageFolders.packageId}
        where ${packageDocuments.templateId} = ${documentTemplates.id} and ${condition})`;

function listWhere(filters: ListFilters) {
  const pattern = `%${filters.search.replace(/[\\%_]/g, "\\$&")}%`;
  return and(
    filters.search
      ? or(ilike(documentTemplates.title, pattern), ilike(documentTemplates.policyNumber, pattern))
      : undefined,
    filters.nation ? eq(documentTemplates.nation, filters.nation) : undefined,
    filters.status ? statusFilters[filters.status] : undefined,
    filters.packageId ? inPackages(sql`${packages.id} = ${filters.packageId}`) : undefined,
    filters.serviceType ? inPackages(sql`${packages.serviceType} = ${filters.serviceType}`) : undefined,
  );
}

const itemOf = (row: TemplateRow, draft: boolean): TemplateListItem => ({
  _id: row.id,
  policyNumber: row.policyNumber,
  title: row.title,
  slug: row.slug,
  kind: row.kind,
  nation: row.nation,
  audience: row.audience,
  version: row.version,
  status: statusOf(row, draft),
  hasDraft: draft,
  updatedAt: row.updatedAt.toISOString(),
});

/** POST /admin/template/list: one page of 25, most recently changed first. */
export async function listTemplates(executor: Executor, filters: ListFilters) {
  // A package id that is not a uuid matches nothing rather than failing the query.
  if (filters.packageId && !isId(filters.packageId)) return { list: [], total: 0 };
  const where = listWhere(filters);
  const [rows, [counted]] = await Promise.all([
    executor
      .select({ row: documentTemplates, draft: hasDraft })
      .from(documentTemplates)
      .where(where)
      .orderBy(desc(documentTemplates.updatedAt), documentTemplates.policyNumber)
      .limit(adminTemplatePageSize)
      .offset((filters.page - 1) * adminTemplatePageSize),
    executor.select({ total: sql<number>`count(*)::int` }).from(documentTemplates).where(where),
  ]);
  return { list: rows.map(({ row, draft }) => itemOf(row, draft)), total: counted?.total ?? 0 };
}

/** POST /admin/template/get: the published fields, the draft if any, and the version list. */
export async function templateDetail(executor: Executor, templateId: string): Promise<TemplateDetail> {
  const row = await findTemplate(executor, templateId);
  const [[draft], versions] = await Promise.all([
    executor.select().from(templateDrafts).where(eq(templateDrafts.templateId, row.id)),
    executor
      .select()
      .from(templateVersions)
      .where(eq(templateVersions.templateId, row.id))
      .orderBy(desc(templateVersions.version)),
  ]);
  return {
    ...itemOf(row, draft !== undefined),
    folder: row.folder,
    fields: fieldsOf(row),
    draft: draft
      ? {
          fields: draft.fields,
          basedOnVersion: draft.basedOnVersion,
          source: draft.source,
          updatedAt: draft.updatedAt.toISOString(),
        }
      : null,
    versions: versions.map((version) => ({
      version: version.version,
      releaseNotes: version.releaseNotes,
      changeClass: version.changeClass,
      publishedAt: version.publishedAt.toISOString(),
    })),
  };
}
