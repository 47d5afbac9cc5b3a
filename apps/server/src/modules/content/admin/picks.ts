import { and, asc, eq, ilike, or } from "drizzle-orm";
import type { Executor } from "../../../platform/db/client";
import { containsPattern } from "../../catalogue/sql";
import { documentTemplates, packages } from "../../catalogue/tables";

/*
 * Read-only picks from the catalogue for the console's pickers. The catalogue has no service that
 * lists every package or searches published templates by number, so these read its tables.
 */

/** Every package by name, for the package offer's multiselect (withdrawn ones marked). */
export function packageChoices(executor: Executor) {
  return executor
    .select({ _id: packages.id, name: packages.name, published: packages.published })
    .from(packages)
    .orderBy(asc(packages.name));
}

/** Up to 20 published templates whose title or policy number contains the search. */
export function publishedTemplateChoices(executor: Executor, search: string) {
  const pattern = containsPattern(search);
  return executor
    .select({ policyNumber: documentTemplates.policyNumber, title: documentTemplates.title })
    .from(documentTemplates)
    .where(
      and(
        eq(documentTemplates.published, true),
        or(ilike(documentTemplates.title, pattern), ilike(documentTemplates.policyNumber, pattern)),
      ),
    )
    .orderBy(asc(documentTemplates.policyNumber))
    .limit(20);
}
