import { type AdminPackage, adminPackageSaveSchema, slugPattern } from "@cloudoc/contract";
import type { z } from "zod";
import { schemaErrors } from "./schema-errors";

/** The package form's values; the fee is "" until typed. */
export interface PackageFormValues {
  name: string;
  slug: string;
  licenceFee: number | string;
  description: string;
  country: string;
  serviceType: string;
  regulator: string;
  categories: string[];
}

export function packageFormValues(pkg: AdminPackage | null): PackageFormValues {
  return {
    name: pkg?.name ?? "",
    slug: pkg?.slug ?? "",
    licenceFee: pkg?.licenceFee ?? "",
    description: pkg?.description ?? "",
    country: pkg?.country ?? "",
    serviceType: pkg?.serviceType ?? "",
    regulator: pkg?.regulator ?? "",
    categories: pkg?.categories ?? [],
  };
}

/** A slug suggested from a name: "Care Home (Wales)" → "care-home-wales". */
export function slugFromName(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
  return slugPattern.test(slug) ? slug : "";
}

export const packageRequest = (
  values: PackageFormValues,
  id?: string,
): z.input<typeof adminPackageSaveSchema> => ({
  ...values,
  id,
  regulator: values.regulator || null,
});

/** The contract's own checks, run before sending: each field's first message. */
export const packageFormErrors = (values: PackageFormValues) =>
  schemaErrors(adminPackageSaveSchema, packageRequest(values));
