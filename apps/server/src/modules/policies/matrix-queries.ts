import type { MatrixFilters } from "@cloudoc/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { looksLikeId } from "../documents/queries";
import { employeeGroups } from "../employees/tables";
import { staffPolicies } from "./tables";

/**
 * The set-based SQL of the acknowledgement matrix (decision 022): four statements whatever the
 * size (the policies; their completion over every employee matching the filters; a page of
 * employees; that page's assignments), never one per cell. Every table is read for the one company.
 */

const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A group or policy named in the filters must be the company's (404 otherwise, as everywhere). */
export async function checkFilters(db: Database, companyId: string, filters: MatrixFilters) {
  if (filters.groupId) {
    if (!looksLikeId(filters.groupId)) throw notFound();
    const [group] = await db
      .select({ id: employeeGroups.id })
      .from(employeeGroups)
      .where(ofCompany(employeeGroups, companyId, eq(employeeGroups.id, filters.groupId)));
    if (!group) throw notFound();
  }
  if (filters.policyId) {
    if (!looksLikeId(filters.policyId)) throw notFound();
    const [policy] = await db
      .select({ id: staffPolicies.id })
      .from(staffPolicies)
      .where(ofCompany(staffPolicies, companyId, eq(staffPolicies.id, filters.policyId)));
    if (!policy) throw notFound();
  }
}

/** The policies the matrix shows: those employees read now (as reading-queries.ts readablePolicy). */
function policiesSql(companyId: string, policyId: string | undefined) {
  return sql`select sp.id, sp.name, sp.policy_number, sp.ack_from_version
    from staff_policies sp
    left join company_documents d on d.id = sp.document_id and d.company_id = sp.company_id
    where sp.company_id = ${companyId} and sp.deleted_at is null and sp.status = 1 and not sp.hidden
      and (sp.source <> 'document' or (d.id is not null and d.deleted_at is null))
      ${policyId ? sql`and sp.id = ${policyId}` : sql``}`;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The active employees matching the filters. */
function employeesSql(companyId: string, filters: MatrixFilters) {
  const search = filters.search.trim();
  return sql`select u.id, u.firstname, u.lastname, u.email, coalesce(ep.job_role, '') as job_role
    from users u
    left join employee_profiles ep on ep.user_id = u.id and ep.company_id = u.company_id
    where u.company_id = ${companyId} and u.role = 'employee' and ep.deactivated_at is null
      ${
        filters.groupId
          ? sql`and exists (select 1 from employee_group_members m
              where m.company_id = ${companyId} and m.group_id = ${filters.groupId} and m.user_id = u.id)`
          : sql``
      }
      ${
        search
          ? sql`and ((u.firstname || ' ' || u.lastname) ilike ${likePattern(search)} or u.email ilike ${likePattern(search)})`
          : sql``
      }`;
}

export interface PolicyRow {
  id: string;
  name: string;
  policy_number: string;
  ack_from_version: number;
}

export const matrixPolicies = (db: Database, companyId: string, policyId: string | undefined) =>
  rowsOf<PolicyRow>(
    db,
    sql`${policiesSql(companyId, policyId)} order by lower(sp.name), sp.policy_number, sp.id`,
  );

export interface EmployeeRow {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  job_role: string;
  total: string | number;
}

/** One page of employees, by name, with how many match in all. */
export const matrixEmployees = (
  db: Database,
  companyId: string,
  filters: MatrixFilters,
  page: { skip: number; limit: number } | null,
) =>
  rowsOf<EmployeeRow>(
    db,
    sql`select e.*, count(*) over () as total from (${employeesSql(companyId, filters)}) e
      order by lower(e.lastname), lower(e.firstname), e.email, e.id
      ${page ? sql`limit ${page.limit} offset ${page.skip}` : sql``}`,
  );

export interface CellRow {
  user_id: string;
  policy_id: string;
  due_date: string;
  read: boolean;
  version: number | string | null;
}

/** The assignments of the given employees to the matrix's policies, with their last acknowledged version. */
export function matrixCells(
  db: Database,
  companyId: string,
  policyId: string | undefined,
  userIds: string[],
) {
  if (userIds.length === 0) return Promise.resolve([] as CellRow[]);
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return rowsOf<CellRow>(
    db,
    sql`with pol as (${policiesSql(companyId, policyId)}),
      acks as (select a.user_id, a.policy_id, max(a.version) as version from policy_acknowledgements a
        where a.company_id = ${companyId} and a.user_id in (${ids}) group by a.user_id, a.policy_id)
      select pa.user_id, pa.policy_id, pa.due_date::text as due_date, pa.read_at is not null as read, acks.version
      from policy_assignments pa
      join pol on pol.id = pa.policy_id
      left join acks on acks.user_id = pa.user_id and acks.policy_id = pa.policy_id
      where pa.company_id = ${companyId} and pa.user_id in (${ids})`,
  );
}

export interface CompletionRow {
  policy_id: string;
  assigned: string | number;
  acknowledged: string | number;
}

/**
 * Per policy, over every employee matching the filters: assigned, and acknowledged in a way that
 * counts. The policies and employees are small sets computed once (materialised); the assignments
 * are one pass, each checked against a hashed set of the acknowledgements that count (a hashed
 * subplan: no join, no de-duplication of several acknowledgements of one policy).
 */
export const policyCompletion = (db: Database, companyId: string, filters: MatrixFilters) =>
  rowsOf<CompletionRow>(
    db,
    sql`with pol as materialized (${policiesSql(companyId, filters.policyId)}),
      emp as materialized (${employeesSql(companyId, filters)})
    select pa.policy_id, count(*) as assigned,
      count(*) filter (where (pa.user_id, pa.policy_id) in (
        select a.user_id, a.policy_id from policy_acknowledgements a
        join pol on pol.id = a.policy_id and a.version >= pol.ack_from_version
        where a.company_id = ${companyId})) as acknowledged
    from policy_assignments pa
    where pa.company_id = ${companyId} and pa.policy_id in (select id from pol) and pa.user_id in (select id from emp)
    group by pa.policy_id`,
  );
