import { and, isNull, type SQL } from "drizzle-orm";
import { ofCompany, type TenantTable } from "../../platform/db/tenant";

/**
 * A person's own rows (their user row, their sessions), scoped to their company like any tenant
 * row; the platform admin belongs to no company, so theirs are the rows without one.
 */
export function ofOwnCompany(
  table: TenantTable,
  companyId: string | null,
  ...conditions: (SQL | undefined)[]
) {
  return companyId
    ? ofCompany(table, companyId, ...conditions)
    : (and(isNull(table.companyId), ...conditions) as SQL);
}
