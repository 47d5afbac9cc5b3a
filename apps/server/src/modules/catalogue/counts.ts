import { sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { documentTemplates, packageDocuments, packageFolders, packages } from "./tables";

/**
 * Stores each package's count of published documents. The catalogue lists read the stored
 * count; whatever changes a package's tree or a template's publication calls this after.
 */
export async function refreshDocumentCounts(executor: Executor): Promise<void> {
  await executor.update(packages).set({
    documentCount: sql`(
      select count(distinct ${packageDocuments.templateId})::int
      from ${packageDocuments}
      join ${packageFolders} on ${packageFolders.id} = ${packageDocuments.folderId}
      join ${documentTemplates} on ${documentTemplates.id} = ${packageDocuments.templateId}
      where ${packageFolders.packageId} = ${packages.id} and ${documentTemplates.published}
    )`,
  });
}
