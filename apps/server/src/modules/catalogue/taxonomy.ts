import { and, asc, ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../platform/db/client";
import { containsPattern, searchWords } from "./sql";
import { countries, regulators, serviceTypes, subscriptionTypes } from "./tables";

/** Every word of `searchText` must appear in the name or the slug. */
function matching(searchText: string, name: PgColumn, slug: PgColumn): SQL | undefined {
  const words = searchWords(searchText).map((word) => {
    const pattern = containsPattern(word);
    return or(ilike(name, pattern), ilike(slug, pattern));
  });
  return and(...words);
}

/** POST /admin/subscription/country/list (spec 000 §3 Country: name, slug, country_flag). */
export async function listCountries(db: Database, searchText: string) {
  const rows = await db
    .select()
    .from(countries)
    .where(matching(searchText, countries.name, countries.slug))
    .orderBy(asc(countries.position), asc(countries.name));
  return rows.map((c) => ({ _id: c.slug, name: c.name, slug: c.slug, country_flag: c.flag }));
}

/** POST /admin/subscription/type/list: the plans packages are sold on. */
export async function listSubscriptionTypes(db: Database, searchText: string) {
  const rows = await db
    .select()
    .from(subscriptionTypes)
    .where(matching(searchText, subscriptionTypes.name, subscriptionTypes.slug))
    .orderBy(asc(subscriptionTypes.name));
  return rows.map((s) => ({ _id: s.slug, name: s.name, slug: s.slug, description: s.description }));
}

/** POST /admin/subscription/category/list: service types with their mega-menu blurbs. */
export async function listCategories(db: Database, searchText: string) {
  const rows = await db
    .select()
    .from(serviceTypes)
    .where(matching(searchText, serviceTypes.name, serviceTypes.slug))
    .orderBy(asc(serviceTypes.position), asc(serviceTypes.name));
  return rows.map((s) => ({ _id: s.slug, name: s.name, slug: s.slug, blurb: s.blurb }));
}

/** POST /admin/subscription/regulator/list: the "Policy Bundles by Regulator" column. */
export async function listRegulators(db: Database, searchText: string) {
  const rows = await db
    .select()
    .from(regulators)
    .where(matching(searchText, regulators.name, regulators.slug))
    .orderBy(asc(regulators.position), asc(regulators.name));
  return rows.map((r) => ({
    _id: r.slug,
    name: r.name,
    slug: r.slug,
    country: r.country,
    description: r.description,
  }));
}
