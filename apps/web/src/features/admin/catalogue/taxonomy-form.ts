import { type AdminTaxonomy, type TaxonomyKind, taxonomySaveSchema } from "@cloudoc/contract";
import type { z } from "zod";
import { schemaErrors } from "./schema-errors";

/** The labels of each kind, as the console names them. */
export const taxonomyLabels: Record<TaxonomyKind, { one: string; many: string }> = {
  country: { one: "country", many: "Countries" },
  serviceType: { one: "service type", many: "Service types" },
  regulator: { one: "regulator", many: "Regulators" },
};

/** One item of any kind, as its row shows it; `_id` is its slug (the list reorders by it). */
export interface TaxonRow {
  _id: string;
  kind: TaxonomyKind;
  slug: string;
  name: string;
  usedBy: number;
  /** The flag, the blurb or the regulator's country, as the row shows it. */
  detail: string;
  values: TaxonFormValues;
}

/** The fields of the three kinds together; each kind sends only its own. */
export interface TaxonFormValues {
  name: string;
  slug: string;
  flag: string;
  blurb: string;
  country: string;
  description: string;
}

const emptyValues: TaxonFormValues = {
  name: "",
  slug: "",
  flag: "",
  blurb: "",
  country: "",
  description: "",
};
export const newTaxonValues = (): TaxonFormValues => ({ ...emptyValues });

export function taxonRows(taxonomy: AdminTaxonomy, kind: TaxonomyKind): TaxonRow[] {
  const countryName = (slug: string) => taxonomy.countries.find((c) => c.slug === slug)?.name ?? slug;
  const row = (
    item: { slug: string; name: string; usedBy: number },
    detail: string,
    values: Partial<TaxonFormValues>,
  ) => ({
    _id: item.slug,
    kind,
    slug: item.slug,
    name: item.name,
    usedBy: item.usedBy,
    detail,
    values: { ...emptyValues, name: item.name, slug: item.slug, ...values },
  });
  if (kind === "country") return taxonomy.countries.map((c) => row(c, c.flag, { flag: c.flag }));
  if (kind === "serviceType") return taxonomy.serviceTypes.map((s) => row(s, s.blurb, { blurb: s.blurb }));
  return taxonomy.regulators.map((r) =>
    row(r, countryName(r.country), { country: r.country, description: r.description }),
  );
}

/** The save request of one kind; `originalSlug` names the item being edited. */
export function taxonRequest(
  kind: TaxonomyKind,
  values: TaxonFormValues,
  originalSlug?: string,
): z.input<typeof taxonomySaveSchema> {
  const base = { name: values.name, slug: values.slug, originalSlug };
  if (kind === "country") return { kind, ...base, flag: values.flag };
  if (kind === "serviceType") return { kind, ...base, blurb: values.blurb };
  return { kind, ...base, country: values.country, description: values.description };
}

/** The contract's checks, run before sending: each field's first message. */
export const taxonFormErrors = (kind: TaxonomyKind, values: TaxonFormValues) =>
  schemaErrors(taxonomySaveSchema, taxonRequest(kind, values));
