import { parsePricing, type SiteSettings, type SubscriptionListQuery } from "@cloudoc/contract";
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { containsPattern, searchWords } from "./sql";
import { type PackageSummaryRow, selectPackageSummaries, toPackageSummary } from "./summary";
import { countries, packages, regulators, serviceTypes, subscriptionTypes } from "./tables";

/** Each word of the search must appear in the name, description, nation, service type or regulator. */
function searchCondition(db: Database, text: string): SQL[] {
  return searchWords(text).map((word) => {
    const pattern = containsPattern(word);
    const serviceTypeMatch = db
      .select({ one: sql`1` })
      .from(serviceTypes)
      .where(and(sql`${serviceTypes.slug} = any(${packages.categories})`, ilike(serviceTypes.name, pattern)));
    return or(
      ilike(packages.name, pattern),
      ilike(packages.description, pattern),
      ilike(countries.name, pattern),
      ilike(regulators.name, pattern),
      exists(serviceTypeMatch),
    ) as SQL;
  });
}

function filterConditions(db: Database, query: SubscriptionListQuery): SQL[] {
  const conditions: SQL[] = [eq(packages.published, true), ...searchCondition(db, query.value)];
  if (query.countries.length > 0) conditions.push(inArray(packages.country, query.countries));
  if (query.regulators.length > 0) conditions.push(inArray(packages.regulator, query.regulators));
  const categories = query.subscriptionCategory;
  if (categories.length > 0) {
    conditions.push(
      or(arrayOverlaps(packages.categories, categories), inArray(packages.serviceType, categories)) as SQL,
    );
  }
  // Every package is sold on every plan; a plan filter keeps them all if it names a known plan.
  const plans = [...query.subscriptionTypes, ...(query.package_duration ? [query.package_duration] : [])];
  if (plans.length > 0) {
    const known = db
      .select({ one: sql`1` })
      .from(subscriptionTypes)
      .where(inArray(subscriptionTypes.slug, plans));
    conditions.push(exists(known));
  }
  const pricing = query.pricing ? parsePricing(query.pricing) : undefined;
  if (pricing && "minPence" in pricing) {
    conditions.push(gte(packages.licenseFeePence, pricing.minPence));
    if (pricing.maxPence !== null) conditions.push(lte(packages.licenseFeePence, pricing.maxPence));
  }
  return conditions;
}

function orderOf(query: SubscriptionListQuery) {
  const pricing = query.pricing ? parsePricing(query.pricing) : undefined;
  const byPosition = [asc(packages.position), asc(packages.name)];
  if (pricing && "sort" in pricing) {
    const fee = pricing.sort === "asc" ? asc(packages.licenseFeePence) : desc(packages.licenseFeePence);
    return [fee, ...byPosition];
  }
  return byPosition;
}

/** The package rows of one page of the public list, and the list's total. */
export async function listPackageRows(
  db: Database,
  query: SubscriptionListQuery,
): Promise<{ rows: PackageSummaryRow[]; total: number }> {
  const where = and(...filterConditions(db, query));
  const rows = await selectPackageSummaries(db)
    .where(where)
    .orderBy(...orderOf(query))
    .limit(query.limit)
    .offset(query.skip);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.skip > 0) {
    // Past the last page the window has no row to carry the total; count once instead.
    const [row] = await db
      .select({ n: count() })
      .from(packages)
      .innerJoin(countries, eq(countries.slug, packages.country))
      .leftJoin(regulators, eq(regulators.slug, packages.regulator))
      .where(where);
    total = row?.n ?? 0;
  }
  return { rows, total };
}

/** GET /user/get-subscription-lists: the rows as summaries, priced with the current offer settings. */
export function toPackageList(page: { rows: PackageSummaryRow[]; total: number }, settings: SiteSettings) {
  const now = new Date();
  return { list: page.rows.map((row) => toPackageSummary(row, settings, now)), total: page.total };
}
