import {
  type PackageSummary,
  packageOfferPence,
  packageOnOffer,
  type SiteSettings,
  toPounds,
} from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { countries, packages, regulators, serviceTypes } from "./tables";

const categoryList = sql<{ name: string; slug: string }[]>`coalesce((
  select json_agg(json_build_object('name', ${serviceTypes.name}, 'slug', ${serviceTypes.slug}) order by ${serviceTypes.position})
  from ${serviceTypes} where ${serviceTypes.slug} = any(${packages.categories})
), '[]'::json)`;

/**
 * One row per package with everything its summary shows, in a single query: country and
 * regulator joined, document count and categories as subqueries, and the total of the filtered
 * list as a window (no second round trip, no N+1).
 */
export function selectPackageSummaries(db: Database) {
  return db
    .select({
      id: packages.id,
      slug: packages.slug,
      name: packages.name,
      description: packages.description,
      licenseFeePence: packages.licenseFeePence,
      image: packages.image,
      countryName: countries.name,
      countrySlug: countries.slug,
      countryFlag: countries.flag,
      regulatorName: regulators.name,
      regulatorSlug: regulators.slug,
      files: packages.documentCount,
      categories: categoryList,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(packages)
    .innerJoin(countries, eq(countries.slug, packages.country))
    .leftJoin(regulators, eq(regulators.slug, packages.regulator));
}

export type PackageSummaryRow = Awaited<
  ReturnType<ReturnType<typeof selectPackageSummaries>["execute"]>
>[number];

/** A summary row on the wire: pounds, the package offer applied (spec 000 §4, §5). */
export function toPackageSummary(row: PackageSummaryRow, settings: SiteSettings, now: Date): PackageSummary {
  const onOffer = packageOnOffer(settings, row, now);
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    licenseFee: toPounds(row.licenseFeePence),
    hasDiscountOffer: onOffer,
    discountedFee: onOffer ? toPounds(packageOfferPence(settings, row, now)) : null,
    files: Number(row.files),
    subscription_image: row.image,
    country: { name: row.countryName, slug: row.countrySlug, flag: row.countryFlag },
    categories: row.categories ?? [],
    regulator:
      row.regulatorSlug && row.regulatorName ? { name: row.regulatorName, slug: row.regulatorSlug } : null,
  };
}
