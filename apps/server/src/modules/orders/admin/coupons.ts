import { adminPageSize, type Coupon, type CouponListRequest, toPounds } from "@cloudoc/contract";
import { and, asc, count, desc, eq, ilike, inArray, or } from "drizzle-orm";
import type { Executor } from "../../../platform/db/client";
import { containsPattern } from "../../catalogue/sql";
import { packages } from "../../catalogue/tables";
import { coupons } from "../tables";

export type CouponRow = typeof coupons.$inferSelect;
type Filters = CouponListRequest;

/** The catalogue's packages a coupon may be limited to, withdrawn ones included, by name. */
export async function couponPackages(executor: Executor) {
  const rows = await executor
    .select({ _id: packages.id, name: packages.name, published: packages.published })
    .from(packages)
    .orderBy(asc(packages.name));
  return rows;
}

/** The names of the packages among `ids` that exist, by id. */
export async function packageNamesOf(
  executor: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: packages.id, name: packages.name })
    .from(packages)
    .where(inArray(packages.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The last day a coupon works, from the moment it stops working (the start of the next day, UTC). */
const lastDayOf = (expiresAt: Date) => new Date(expiresAt.getTime() - 1).toISOString().slice(0, 10);

export function toCoupon(row: CouponRow, names: ReadonlyMap<string, string>): Coupon {
  return {
    _id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    amount: row.kind === "fixed" ? toPounds(row.amount) : row.amount,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expiresOn: row.expiresAt ? lastDayOf(row.expiresAt) : null,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    packageIds: row.packageIds,
    packages: row.packageIds.flatMap((id) => names.get(id) ?? []),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Coupons with their packages' names. */
export async function toCoupons(executor: Executor, rows: CouponRow[]): Promise<Coupon[]> {
  const names = await packageNamesOf(executor, [...new Set(rows.flatMap((row) => row.packageIds))]);
  return rows.map((row) => toCoupon(row, names));
}

function conditions(filters: Filters) {
  const pattern = containsPattern(filters.search);
  return and(
    filters.search ? or(ilike(coupons.code, pattern), ilike(coupons.description, pattern)) : undefined,
    filters.status === "all" ? undefined : eq(coupons.active, filters.status === "active"),
  );
}

/** POST /admin/coupon/list: coupons, newest first, 25 to a page. */
export async function listCoupons(executor: Executor, filters: Filters) {
  const where = conditions(filters);
  const [rows, [totals]] = await Promise.all([
    executor
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), asc(coupons.code))
      .limit(adminPageSize)
      .offset((filters.page - 1) * adminPageSize),
    executor.select({ n: count() }).from(coupons).where(where),
  ]);
  return { list: await toCoupons(executor, rows), total: totals?.n ?? 0 };
}
