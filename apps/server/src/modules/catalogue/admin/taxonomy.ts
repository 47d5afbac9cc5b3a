import {
  type AdminTaxonomy,
  type AuditAction,
  adminCatalogueMessages as m,
  type TaxonomyKind,
  type TaxonomySave,
} from "@cloudoc/contract";
import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AdminActor } from "../../../platform/actor";
import { recordAudit } from "../../../platform/audit/audit";
import type { Database, Executor, Transaction } from "../../../platform/db/client";
import { badRequest, notFound } from "../../../platform/envelope";
import { countries, documentTemplates, packages, regulators, serviceTypes } from "../tables";
import { adminAudit } from "./audit";
import { changeCatalogue } from "./change";

type TaxonTable = typeof countries | typeof serviceTypes | typeof regulators;

/** How many records use a slug of each kind; a slug in use cannot change or go. */
const usage: Record<TaxonomyKind, (slug: SQL | string) => SQL<number>> = {
  country: (slug) => sql<number>`(
    (select count(*) from ${packages} where ${packages.country} = ${slug})
    + (select count(*) from ${regulators} where ${regulators.country} = ${slug})
    + (select count(*) from ${documentTemplates} where ${documentTemplates.nation} = ${slug}))::int`,
  serviceType: (slug) => sql<number>`(select count(*) from ${packages}
    where ${packages.serviceType} = ${slug} or ${slug} = any(${packages.categories}))::int`,
  regulator: (slug) =>
    sql<number>`(select count(*) from ${packages} where ${packages.regulator} = ${slug})::int`,
};

const tables: Record<TaxonomyKind, TaxonTable> = {
  country: countries,
  serviceType: serviceTypes,
  regulator: regulators,
};

const audits: Record<TaxonomyKind, { entity: string; saved: AuditAction; deleted: AuditAction }> = {
  country: { entity: "country", saved: "admin.country.saved", deleted: "admin.country.deleted" },
  serviceType: {
    entity: "service_type",
    saved: "admin.service-type.saved",
    deleted: "admin.service-type.deleted",
  },
  regulator: { entity: "regulator", saved: "admin.regulator.saved", deleted: "admin.regulator.deleted" },
};

/** POST /admin/subscription/taxonomy/list: every item of the three kinds in menu order, with its use. */
export async function adminTaxonomy(db: Database): Promise<AdminTaxonomy> {
  const inOrder = [asc(sql`position`), asc(sql`name`)];
  const [countryRows, serviceTypeRows, regulatorRows] = await Promise.all([
    db
      .select({
        slug: countries.slug,
        name: countries.name,
        flag: countries.flag,
        usedBy: usage.country(sql`${countries.slug}`),
      })
      .from(countries)
      .orderBy(...inOrder),
    db
      .select({
        slug: serviceTypes.slug,
        name: serviceTypes.name,
        blurb: serviceTypes.blurb,
        usedBy: usage.serviceType(sql`${serviceTypes.slug}`),
      })
      .from(serviceTypes)
      .orderBy(...inOrder),
    db
      .select({
        slug: regulators.slug,
        name: regulators.name,
        country: regulators.country,
        description: regulators.description,
        usedBy: usage.regulator(sql`${regulators.slug}`),
      })
      .from(regulators)
      .orderBy(...inOrder),
  ]);
  return { countries: countryRows, serviceTypes: serviceTypeRows, regulators: regulatorRows };
}

async function slugsOf(executor: Executor, kind: TaxonomyKind, slugs: string[]): Promise<string[]> {
  const table = tables[kind];
  const rows = await executor.select({ slug: table.slug }).from(table).where(inArray(table.slug, slugs));
  return rows.map((row) => row.slug);
}

async function usedBy(executor: Executor, kind: TaxonomyKind, slug: string): Promise<number> {
  const [row] = await executor.select({ n: usage[kind](slug) }).from(sql`(select 1) as one`);
  return row?.n ?? 0;
}

const slugError = (message: string) => badRequest(message, [{ field: "slug", message }]);

/** The slug checks of a save: the edited item exists, a changed slug is free and the old one unused. */
async function checkSlug(tx: Transaction, input: TaxonomySave): Promise<void> {
  const { kind, slug, originalSlug } = input;
  if (originalSlug && (await slugsOf(tx, kind, [originalSlug])).length === 0) throw notFound();
  if (originalSlug === slug) return;
  if ((await slugsOf(tx, kind, [slug])).length > 0) throw slugError(m.slugTaken);
  if (originalSlug && (await usedBy(tx, kind, originalSlug)) > 0) throw slugError(m.slugInUse);
}

async function nextPosition(tx: Transaction, table: TaxonTable): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`coalesce(max(${table.position}) + 1, 0)::int` }).from(table);
  return row?.n ?? 0;
}

/** Writes the item's fields: a new row at the end, or the edited one (its slug too, when unused). */
async function writeTaxon(tx: Transaction, input: TaxonomySave): Promise<void> {
  const { kind: _kind, originalSlug, ...fields } = input;
  const table = tables[input.kind];
  if (originalSlug) {
    await tx.update(table).set(fields).where(eq(table.slug, originalSlug));
    return;
  }
  await tx
    .insert(table)
    .values({ ...fields, position: await nextPosition(tx, table) } as typeof table.$inferInsert);
}

const countryError = (message: string) => badRequest(message, [{ field: "country", message }]);

/** A regulator names a country; a used one keeps it (its packages' regulator is of their country). */
async function checkRegulatorCountry(tx: Transaction, input: TaxonomySave): Promise<void> {
  if (input.kind !== "regulator") return;
  if ((await slugsOf(tx, "country", [input.country])).length === 0) throw countryError(m.countryRequired);
  if (!input.originalSlug || (await usedBy(tx, "regulator", input.originalSlug)) === 0) return;
  const [before] = await tx
    .select({ country: regulators.country })
    .from(regulators)
    .where(eq(regulators.slug, input.originalSlug));
  if (before && before.country !== input.country) throw countryError(m.regulatorCountryInUse);
}

/** POST /admin/subscription/taxonomy/save. */
export async function saveTaxon(db: Database, actor: AdminActor, input: TaxonomySave): Promise<void> {
  await changeCatalogue(db, async (tx) => {
    await checkRegulatorCountry(tx, input);
    await checkSlug(tx, input);
    await writeTaxon(tx, input);
    const { entity, saved } = audits[input.kind];
    await recordAudit(tx, adminAudit(actor, saved, entity, input.slug, { ...input }));
  });
}

/** POST /admin/subscription/taxonomy/delete: only an item nothing uses. */
export async function deleteTaxon(
  db: Database,
  actor: AdminActor,
  kind: TaxonomyKind,
  slug: string,
): Promise<void> {
  await changeCatalogue(db, async (tx) => {
    if ((await slugsOf(tx, kind, [slug])).length === 0) throw notFound();
    if ((await usedBy(tx, kind, slug)) > 0) throw badRequest(m.slugInUse);
    const table = tables[kind];
    await tx.delete(table).where(eq(table.slug, slug));
    const { entity, deleted } = audits[kind];
    await recordAudit(tx, adminAudit(actor, deleted, entity, slug));
  });
}

/** POST /admin/subscription/taxonomy/order: `slugs` must be every item of the kind, once. */
export async function orderTaxa(
  db: Database,
  actor: AdminActor,
  kind: TaxonomyKind,
  slugs: string[],
): Promise<void> {
  await changeCatalogue(db, async (tx) => {
    const table = tables[kind];
    const all = await tx.select({ slug: table.slug }).from(table);
    const complete = new Set(slugs).size === slugs.length && slugs.length === all.length;
    if (!complete || (await slugsOf(tx, kind, slugs)).length !== slugs.length)
      throw badRequest(m.orderInvalid);
    for (const [position, slug] of slugs.entries()) {
      await tx.update(table).set({ position }).where(eq(table.slug, slug));
    }
    await recordAudit(tx, adminAudit(actor, "admin.taxonomy.ordered", audits[kind].entity, null, { slugs }));
  });
}
