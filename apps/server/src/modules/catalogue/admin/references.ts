import { type AdminPackageSave, type FieldError, adminCatalogueMessages as m } from "@cloudoc/contract";
import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../../../platform/db/client";
import { readTogether } from "../../../platform/db/together";
import { badRequest } from "../../../platform/envelope";
import { countries, regulators, serviceTypes } from "../tables";

/**
 * The package's country, service type, regulator and categories name existing items, and the
 * regulator is one of the package's country: each wrong one is a field error.
 */
export async function checkPackageReferences(executor: Executor, input: AdminPackageSave): Promise<void> {
  const typeSlugs = [...new Set([input.serviceType, ...input.categories])];
  const { regulator: regulatorSlug } = input;
  const [country, types, regulator] = await readTogether(executor, [
    () => executor.select({ slug: countries.slug }).from(countries).where(eq(countries.slug, input.country)),
    () =>
      executor
        .select({ slug: serviceTypes.slug })
        .from(serviceTypes)
        .where(inArray(serviceTypes.slug, typeSlugs)),
    () =>
      regulatorSlug
        ? executor
            .select({ country: regulators.country })
            .from(regulators)
            .where(eq(regulators.slug, regulatorSlug))
        : Promise.resolve([]),
  ]);
  const known = new Set(types.map((row) => row.slug));
  const errors: FieldError[] = [];
  if (country.length === 0) errors.push({ field: "country", message: m.countryRequired });
  if (!known.has(input.serviceType)) errors.push({ field: "serviceType", message: m.serviceTypeRequired });
  if (input.regulator && regulator[0]?.country !== input.country) {
    errors.push({ field: "regulator", message: m.regulatorInvalid });
  }
  if (input.categories.some((slug) => !known.has(slug)))
    errors.push({ field: "categories", message: m.categoriesInvalid });
  const first = errors[0];
  if (first) throw badRequest(first.message, errors);
}
