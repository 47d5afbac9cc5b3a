import { and, eq, type Placeholder, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/**
 * The company-scoped data access (DESIGN §5, decision 016): every query on a table whose rows
 * belong to one company filters by the acting company through `ofCompany`, and every insert names
 * the company. `tenancy-source.test.ts` fails for a query on a tenant table that does neither.
 */

/** A table holding companies' rows: each row carries `company_id`. */
export type TenantTable = PgTable & { companyId: PgColumn };

/**
 * The acting company's rows of `table`, narrowed by the call's own conditions. A prepared
 * statement (db/prepared.ts) names the company with a placeholder given on each run.
 */
export function ofCompany(
  table: TenantTable,
  companyId: string | Placeholder,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.companyId, companyId), ...conditions) as SQL;
}

/**
 * Marks a query that spans companies on purpose (sign-in by e-mail, job workers, the platform
 * admin). It changes nothing; it makes each such query visible to the source check and a reviewer.
 */
export function acrossCompanies<T extends PgTable>(table: T): T {
  return table;
}
