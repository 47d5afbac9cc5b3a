import { isNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { companyFolders } from "./tables";

/** The ids of a live folder of the company and of every live folder below it (none if it is not one). */
export async function liveSubtree(
  executor: Executor,
  companyId: string,
  folderId: string,
): Promise<string[]> {
  const result = (await executor.execute(sql`
    with recursive tree as (
      select id, 0 as depth from ${companyFolders} where id = ${folderId} and company_id = ${companyId} and deleted_at is null
      union all
      select f.id, tree.depth + 1 from ${companyFolders} f join tree on f.parent_id = tree.id
      where f.company_id = ${companyId} and f.deleted_at is null and tree.depth < 50
    )
    select id from tree
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** Every live folder of the company, unordered, with what a tree outline needs. */
export function liveFolderOutline(executor: Executor, companyId: string) {
  return executor
    .select({
      id: companyFolders.id,
      parentId: companyFolders.parentId,
      name: companyFolders.name,
      position: companyFolders.position,
    })
    .from(companyFolders)
    .where(ofCompany(companyFolders, companyId, isNull(companyFolders.deletedAt)));
}
