import { z } from "zod";
import { isAbsent } from "./absent";
import { optionalPhoneSchema } from "./accounts";
import { businessVariables, type VariableSource } from "./business-variables";
import { messages } from "./messages";

/** A text field of the organisation profile: optional, trimmed, bounded. */
const text = (max = 200) => z.string().trim().max(max).default("");
const email = z.union([z.literal(""), z.email(messages.validEmailRequired)]).default("");
const phone = optionalPhoneSchema;
const addressFields = (prefix: string) => ({
  [`${prefix}line1`]: text(),
  [`${prefix}line2`]: text(),
  [`${prefix}city`]: text(100),
  [`${prefix}state`]: text(100),
  [`${prefix}country`]: text(100),
  [`${prefix}postalcode`]: text(12),
});
const personFields = (prefix: string) => ({
  [`${prefix}title`]: text(20),
  [`${prefix}firstname`]: text(100),
  [`${prefix}middlename`]: text(100),
  [`${prefix}lastname`]: text(100),
  [`${prefix}email`]: email,
  [`${prefix}phone`]: phone,
  [`${prefix}signature`]: text(500),
});

/** The company profile by tab (spec 000 §3 Company profile by tab). */
export const profileTabSchemas = {
  tab_1: z.object({
    organisation_type: text(100),
    companyName: text(),
    trading_name: text(),
    company_email: email,
    company_phone: phone,
    company_mobile: phone,
    fax: text(20),
    website: text(300),
    companyLogo: text(500),
    companyRegNo: text(20),
  }),
  tab_2: z.object({ ...addressFields("registered_"), ...addressFields("trading_") }),
  tab_3: z.object({
    director_title: text(20),
    directorName: text(100),
    director_middlename: text(100),
    director_lastname: text(100),
    director_email: email,
    director_phone: phone,
    signature: text(500),
  }),
  tab_4: z.object({
    provider_name: text(),
    provider_cqc_no: text(20),
    ...personFields("nominated_"),
    ...personFields("manager_"),
    ...personFields("protection_officer_"),
    location_name: text(),
    ...addressFields("location_address_"),
    location_email: email,
    location_phone: phone,
    regulated_activity: text(300),
    local_authority_name: text(),
    safeguarding_officer: text(),
    safeguarding_link: text(500),
    safeguarding_phone: phone,
    charge_per_hour: text(20),
    service_band: text(100),
  }),
} as const;

export type ProfileTab = keyof typeof profileTabSchemas;
/** Every profile field by name; values are plain strings (empty when not filled). */
export type CompanyProfile = Readonly<Record<string, string>>;

/** The fields completeness is counted over: every field of tabs 1 to 4. */
export const profileFieldNames: readonly string[] = Object.values(profileTabSchemas).flatMap((schema) =>
  Object.keys(schema.shape),
);

/** The fields that become read-only once filled (spec 000 §2 Profile page). */
export const lockedOnceFilled = ["companyName", "companyRegNo", "trading_name"] as const;

/** Percentage of profile fields filled, 0 to 100, rounded down (drives the 13 % banner rule). */
export function profileCompleteness(profile: CompanyProfile): number {
  const filled = profileFieldNames.filter((name) => !isAbsent(profile[name])).length;
  return Math.floor((filled / profileFieldNames.length) * 100);
}

/** The document's own facts that fill the document variables. */
export interface DocumentFacts {
  title: string;
  policyNumber: string;
  reviewDate: string;
  version: string;
  date: string;
}

function sourcedValue(
  source: VariableSource,
  profile: CompanyProfile,
  document: DocumentFacts | undefined,
): string {
  if (source.kind === "document") return document?.[source.field] ?? "";
  if (source.kind === "company") return "";
  const parts = source.fields
    .map((field) => profile[field])
    .filter((value): value is string => !isAbsent(value));
  return parts.map((part) => part.trim()).join(source.joiner ?? "");
}

/**
 * The value of every business variable for a company and (optionally) one document: derived from
 * the profile, then the company's own extra values on top (spec 000 §3 Business variables).
 */
export function variableValues(
  profile: CompanyProfile,
  extras: Readonly<Record<string, string>>,
  document?: DocumentFacts,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const variable of businessVariables) {
    const extra = extras[variable.key];
    values[variable.key] =
      !isAbsent(extra) && extra !== undefined ? extra : sourcedValue(variable.source, profile, document);
  }
  return values;
}
