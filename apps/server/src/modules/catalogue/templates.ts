import type { PackageDocument } from "@cloudoc/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Database, Executor } from "../../platform/db/client";
import { documentTemplates, packageDocuments, packageFolders } from "./tables";

/** Published master templates by policy number, for other modules (e.g. the sample documents). */
export async function templateCardsByPolicyNumber(
  db: Database,
  policyNumbers: readonly string[],
): Promise<Map<string, PackageDocument>> {
  if (policyNumbers.length === 0) return new Map();
  const rows = await db
    .select({
      _id: documentTemplates.id,
      name: documentTemplates.title,
      slug: documentTemplates.slug,
      policyNumber: documentTemplates.policyNumber,
      kind: documentTemplates.kind,
      summary: documentTemplates.summary,
    })
    .from(documentTemplates)
    .where(
      and(inArray(documentTemplates.policyNumber, [...policyNumbers]), eq(documentTemplates.published, true)),
    );
  return new Map(rows.map((row) => [row.policyNumber, row]));
}

/** Of `templateIds`, those that one of the packages holds (in any of its folders). */
export async function templateIdsInPackages(
  executor: Executor,
  packageIds: readonly string[],
  templateIds: readonly string[],
): Promise<string[]> {
  if (packageIds.length === 0 || templateIds.length === 0) return [];
  const rows = await executor
    .selectDistinct({ templateId: packageDocuments.templateId })
    .from(packageDocuments)
    .innerJoin(packageFolders, eq(packageFolders.id, packageDocuments.folderId))
    .where(
      and(
        inArray(packageFolders.packageId, [...packageIds]),
        inArray(packageDocuments.templateId, [...templateIds]),
      ),
    );
  return rows.map((row) => row.templateId);
}
