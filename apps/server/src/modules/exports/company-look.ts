import { businessVariables, type DocumentFacts, shownDate, ukToday, variableValues } from "@cloudoc/contract";
import type { HeadingColours, PrintInput } from "@cloudoc/documents";
import type { Executor } from "../../platform/db/client";
import type { Storage } from "../../platform/storage";
import { imageFieldsOf, profileWithImages } from "../profile/image-data";
import { documentSettingsOf } from "../profile/settings";
import { companyVariableSources } from "../profile/variables";

/** How a company's documents look and what fills them: read once per export, reused per document. */
export interface CompanyLook {
  companyName: string;
  colours: HeadingColours;
  template: string;
  logoUrl: string;
  profile: Readonly<Record<string, string>>;
  extras: Readonly<Record<string, string>>;
}

export async function companyLook(db: Executor, storage: Storage, companyId: string): Promise<CompanyLook> {
  const [sources, settings] = await Promise.all([
    companyVariableSources(db, companyId),
    documentSettingsOf(db, companyId),
  ]);
  // Every image a variable may name (logo, signatures) is read once per export, as a data: URL.
  const imageFields = imageFieldsOf(businessVariables.map((variable) => variable.key));
  const profile = await profileWithImages(storage, companyId, sources.profile, imageFields);
  return {
    companyName: profile.companyName ?? "",
    colours: settings.colours,
    template: settings.template,
    logoUrl: profile.companyLogo ?? "",
    profile,
    extras: sources.extras,
  };
}

/** YYYY-MM-DD as the product shows dates: DD/MM/YYYY. */

/** What one printable thing brings: its body, header, footer, facts and own variable values. */
export interface Printable {
  name: string;
  policyNumber: string;
  body: string;
  header: string;
  footer: string;
  orientation: PrintInput["orientation"];
  variables: Readonly<Record<string, string>>;
  version: string;
  /** YYYY-MM-DD. */
  reviewDate: string;
  updatedAt: Date;
}

/** The variable values of one printable for the company. */
export function valuesFor(look: CompanyLook, item: Printable): Record<string, string> {
  const facts: DocumentFacts = {
    title: item.name,
    policyNumber: item.policyNumber,
    reviewDate: shownDate(item.reviewDate),
    version: item.version,
    date: shownDate(ukToday(item.updatedAt)),
  };
  return variableValues(look.profile, { ...look.extras, ...item.variables }, facts);
}

/** The print input (shared by PDF and Word) of one printable. */
export function printInputOf(look: CompanyLook, item: Printable): PrintInput {
  const values = valuesFor(look, item);
  return {
    body: item.body,
    header: item.header,
    footer: item.footer,
    values,
    control: {
      title: item.name,
      policyNumber: item.policyNumber,
      version: item.version,
      reviewDate: shownDate(item.reviewDate),
    },
    orientation: item.orientation,
    colours: look.colours,
    template: look.template,
    logoUrl: look.logoUrl,
    // The name the company's documents use (its own value of the variable, if it set one).
    companyName: values["company.name"] || look.companyName,
  };
}
