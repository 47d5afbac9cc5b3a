import { inArray, sql } from "drizzle-orm";
import type { Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { companyFolders } from "./tables";

/** One folder of the company's library as the packages describe it, keyed by its path. */
export interface FolderSpec {
  path: string;
  parentPath: string | null;
  name: string;
  position: number;
  depth: number;
}

/**
 * The folders' part of the library fill (library/fill.ts): creates the folders the company lacks
 * (level by level, so parents exist first) and answers every path's folder id, or null where that
 * folder is in the bin (its new contents then go to the top level rather than out of sight).
 */
export async function ensureLibraryFolders(tx: Transaction, companyId: string, specs: FolderSpec[]) {
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
        ofCompany(
          companyFolders,
          companyId,
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
