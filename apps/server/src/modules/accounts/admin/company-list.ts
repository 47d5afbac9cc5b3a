import { adminPageSize, type CompanyListRequest, type CompanySummary } from "@cloudoc/contract";
import {
  type AnyColumn,
  and,
  count,
  desc,
  eq,
  getTableName,
  ilike,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Executor } from "../../../platform/db/client";
import { containsPattern } from "../../catalogue/sql";
import { isoOrNull } from "../../profile/admin/list-query";
import { subscriptions } from "../../subscriptions/tables";
import { companies, users } from "../tables";

type Filters = CompanyListRequest;

/**
 * A column named with its table, for correlated subqueries: a query on one table leaves its own
 * columns unqualified, and inside a subquery on `users` a bare "id" would be the user's.
 */
export const qualified = (column: AnyColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
const companyId = qualified(companies.id);

/** The first owner's column of the company (the one who signed it up). */
const ownerColumn = (column: typeof users.email | typeof users.firstname | typeof users.lastname) =>
  sql<string>`coalesce((select ${column} from ${users} where ${users.companyId} = ${companyId} and ${users.role} = 'company' order by ${users.createdAt} limit 1), '')`;

/** The live package and document subscriptions of the company. */
const activeSubscriptionCount = sql<number>`(select count(*)::int from ${subscriptions} where ${subscriptions.companyId} = ${companyId} and ${subscriptions.status} = 'active' and (${subscriptions.endsAt} is null or ${subscriptions.endsAt} > now()))`;

/** The latest sign-in of any of the company's people. */
const lastSignIn = sql<
  Date | string | null
>`(select max(${users.lastSignInAt}) from ${users} where ${users.companyId} = ${companyId})`;

/** The companies' columns every console view of a company shows. */
export const companySummaryColumns = {
  id: companies.id,
  name: companies.name,
  subdomain: companies.subdomain,
  createdAt: companies.createdAt,
  suspendedAt: companies.suspendedAt,
  suspendedReason: companies.suspendedReason,
  ownerEmail: ownerColumn(users.email),
  ownerFirstname: ownerColumn(users.firstname),
  ownerLastname: ownerColumn(users.lastname),
  activeSubscriptions: activeSubscriptionCount,
  lastSignInAt: lastSignIn,
};

type SummaryRow = NonNullable<Awaited<ReturnType<typeof companySummaryRow>>>;

export function toCompanySummary(row: SummaryRow): CompanySummary {
  return {
    _id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    ownerName: `${row.ownerFirstname} ${row.ownerLastname}`.trim(),
    ownerEmail: row.ownerEmail,
    createdAt: row.createdAt.toISOString(),
    activeSubscriptions: Number(row.activeSubscriptions),
    lastSignInAt: isoOrNull(row.lastSignInAt),
    status: row.suspendedAt ? "suspended" : "active",
  };
}

function searchCondition(search: string): SQL | undefined {
  if (search === "") return undefined;
  const pattern = containsPattern(search);
  const byOwner = sql`exists (select 1 from ${users} where ${users.companyId} = ${companyId} and ${users.role} = 'company' and ${users.email} ilike ${pattern})`;
  return or(ilike(companies.name, pattern), ilike(companies.subdomain, pattern), byOwner);
}

const statusCondition = (status: Filters["status"]) =>
  status === "all"
    ? undefined
    : status === "suspended"
      ? isNotNull(companies.suspendedAt)
      : isNull(companies.suspendedAt);

/** POST /admin/company/list: every company, newest first, 25 to a page. */
export async function listCompanies(executor: Executor, filters: Filters) {
  const where = and(searchCondition(filters.search), statusCondition(filters.status));
  const [rows, [totals]] = await Promise.all([
    executor
      .select(companySummaryColumns)
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(adminPageSize)
      .offset((filters.page - 1) * adminPageSize),
    executor.select({ n: count() }).from(companies).where(where),
  ]);
  return { list: rows.map(toCompanySummary), total: totals?.n ?? 0 };
}

/** One company as the console lists it, or undefined. */
export async function companySummaryRow(executor: Executor, companyId: string) {
  const [row] = await executor
    .select(companySummaryColumns)
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}
