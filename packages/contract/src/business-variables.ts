/**
 * The canonical business variables of spec 000 §3 (about 110 keys). A document refers to one as
 * `<span data-variable="key">label</span>`. `source` says what fills it:
 * - `document`: the document itself (title, number, version, review date, date);
 * - `profile`: one company-profile field, or several joined (a full name or an address);
 * - `company`: entered by the company on its variables screen (no profile field holds it).
 */
export const variableGroups = [
  "document",
  "contact",
  "company",
  "registeredAddress",
  "tradingAddress",
  "director",
  "provider",
  "nominatedIndividual",
  "registeredManager",
  "protectionOfficer",
  "location",
  "safeguarding",
  "service",
  "leads",
  "childrenPartnership",
  "adultPartnership",
] as const;
export type VariableGroup = (typeof variableGroups)[number];

export type VariableSource =
  | { kind: "document"; field: "title" | "policyNumber" | "reviewDate" | "version" | "date" }
  | { kind: "profile"; fields: readonly string[]; joiner?: string }
  | { kind: "company" };

export interface BusinessVariable {
  key: string;
  label: string;
  group: VariableGroup;
  source: VariableSource;
}

const profile = (...fields: string[]): VariableSource => ({ kind: "profile", fields });
const joined = (joiner: string, ...fields: string[]): VariableSource => ({ kind: "profile", fields, joiner });
const company: VariableSource = { kind: "company" };
const addressParts = ["line1", "line2", "city", "state", "country", "postalcode"] as const;

function address(group: VariableGroup, keyPrefix: string, fieldPrefix: string, label: string) {
  const partLabels: Record<(typeof addressParts)[number], string> = {
    line1: "address line 1",
    line2: "address line 2",
    city: "town or city",
    state: "county",
    country: "country",
    postalcode: "postcode",
  };
  return addressParts.map(
    (part): BusinessVariable => ({
      key: `${keyPrefix}.${part}`,
      label: `${label} ${partLabels[part]}`,
      group,
      source: profile(`${fieldPrefix}${part}`),
    }),
  );
}

/** A named person of profile tab_4: full name, then title, names, email, phone and signature. */
function person(
  group: VariableGroup,
  fullNameKey: string,
  keyPrefix: string,
  fieldPrefix: string,
  label: string,
) {
  const names = [
    `${fieldPrefix}title`,
    `${fieldPrefix}firstname`,
    `${fieldPrefix}middlename`,
    `${fieldPrefix}lastname`,
  ];
  const parts: [string, string][] = [
    ["title", "title"],
    ["firstname", "first name"],
    ["middlename", "middle name"],
    ["lastname", "last name"],
    ["email", "email"],
    ["phone", "phone"],
    ["signature", "signature"],
  ];
  return [
    { key: fullNameKey, label, group, source: joined(" ", ...names) },
    ...parts.map(
      ([part, partLabel]): BusinessVariable => ({
        key: `${keyPrefix}.${part}`,
        label: `${label} ${partLabel}`,
        group,
        source: profile(`${fieldPrefix}${part}`),
      }),
    ),
  ];
}

function partnership(group: VariableGroup, keyPrefix: string, label: string): BusinessVariable[] {
  return (["name", "phone", "email", "website", "address"] as const).map((part) => ({
    key: `${keyPrefix}.${part}`,
    label: `${label} ${part}`,
    group,
    source: company,
  }));
}

export const businessVariables: readonly BusinessVariable[] = [
  {
    key: "document.title",
    label: "Document title",
    group: "document",
    source: { kind: "document", field: "title" },
  },
  {
    key: "policy.number",
    label: "Policy number",
    group: "document",
    source: { kind: "document", field: "policyNumber" },
  },
  {
    key: "review.date",
    label: "Review date",
    group: "document",
    source: { kind: "document", field: "reviewDate" },
  },
  { key: "version", label: "Version", group: "document", source: { kind: "document", field: "version" } },
  { key: "date", label: "Date", group: "document", source: { kind: "document", field: "date" } },

  { key: "first.name", label: "First name", group: "contact", source: profile("firstname") },
  { key: "last.name", label: "Last name", group: "contact", source: profile("lastname") },
  { key: "contact.email", label: "Contact email", group: "contact", source: profile("email") },
  { key: "phone.code", label: "Phone code", group: "contact", source: company },
  { key: "phone.number", label: "Phone number", group: "contact", source: profile("company_phone") },
  { key: "mobile.number", label: "Mobile number", group: "contact", source: profile("company_mobile") },
  { key: "fax", label: "Fax", group: "contact", source: profile("fax") },
  { key: "signature.image", label: "Signature", group: "contact", source: profile("signature") },
  {
    key: "organisation.type",
    label: "Organisation type",
    group: "contact",
    source: profile("organisation_type"),
  },

  { key: "company.name", label: "Company name", group: "company", source: profile("companyName") },
  { key: "company.trading.name", label: "Trading name", group: "company", source: profile("trading_name") },
  {
    key: "company.register.number",
    label: "Company registration number",
    group: "company",
    source: profile("companyRegNo"),
  },
  { key: "company.logo", label: "Company logo", group: "company", source: profile("companyLogo") },
  {
    key: "company.director",
    label: "Company director",
    group: "company",
    source: joined(" ", "director_title", "directorName", "director_middlename", "director_lastname"),
  },
  {
    key: "company.address",
    label: "Company address",
    group: "company",
    source: joined(", ", ...addressParts.map((p) => `registered_${p}`)),
  },
  { key: "company.email", label: "Company email", group: "company", source: profile("company_email") },
  { key: "company.website", label: "Company website", group: "company", source: profile("website") },
  { key: "trading.area", label: "Trading area", group: "company", source: company },

  ...address("registeredAddress", "registered", "registered_", "Registered"),
  ...address("tradingAddress", "trading", "trading_", "Trading"),

  { key: "director.title", label: "Director title", group: "director", source: profile("director_title") },
  {
    key: "director.firstname",
    label: "Director first name",
    group: "director",
    source: profile("directorName"),
  },
  {
    key: "director.middlename",
    label: "Director middle name",
    group: "director",
    source: profile("director_middlename"),
  },
  {
    key: "director.lastname",
    label: "Director last name",
    group: "director",
    source: profile("director_lastname"),
  },
  { key: "director.email", label: "Director email", group: "director", source: profile("director_email") },
  { key: "director.phone", label: "Director phone", group: "director", source: profile("director_phone") },
  { key: "director.signature", label: "Director signature", group: "director", source: profile("signature") },

  { key: "provider.name", label: "Provider name", group: "provider", source: profile("provider_name") },
  {
    key: "provider.cqc.no",
    label: "Provider CQC number",
    group: "provider",
    source: profile("provider_cqc_no"),
  },

  ...person("nominatedIndividual", "nominated.individual", "nominated", "nominated_", "Nominated individual"),
  ...person("registeredManager", "registered.manager", "manager", "manager_", "Registered manager"),
  ...person(
    "protectionOfficer",
    "protection.officer",
    "protection.officer",
    "protection_officer_",
    "Protection officer",
  ),

  { key: "location.name", label: "Location name", group: "location", source: profile("location_name") },
  ...address("location", "location", "location_address_", "Location"),
  { key: "location.email", label: "Location email", group: "location", source: profile("location_email") },
  { key: "location.phone", label: "Location phone", group: "location", source: profile("location_phone") },
  {
    key: "regulated.activity",
    label: "Regulated activity",
    group: "location",
    source: profile("regulated_activity"),
  },
  {
    key: "local.authority.name",
    label: "Local authority",
    group: "location",
    source: profile("local_authority_name"),
  },
  { key: "name_of_home", label: "Name of home", group: "location", source: profile("location_name") },

  {
    key: "safeguarding.officer",
    label: "Safeguarding officer",
    group: "safeguarding",
    source: profile("safeguarding_officer"),
  },
  {
    key: "safeguarding.link",
    label: "Safeguarding referral link",
    group: "safeguarding",
    source: profile("safeguarding_link"),
  },
  {
    key: "safeguarding.phone",
    label: "Safeguarding phone",
    group: "safeguarding",
    source: profile("safeguarding_phone"),
  },
  {
    key: "designated.safeguarding.lead",
    label: "Designated safeguarding lead",
    group: "safeguarding",
    source: profile("safeguarding_officer"),
  },
  { key: "lado", label: "Local authority designated officer (LADO)", group: "safeguarding", source: company },
  {
    key: "local.children.social.services",
    label: "Local children's social services contact",
    group: "safeguarding",
    source: company,
  },

  { key: "charge.per.hour", label: "Charge per hour", group: "service", source: profile("charge_per_hour") },
  { key: "service.band", label: "Service band", group: "service", source: profile("service_band") },
  { key: "landlord.details", label: "Landlord details", group: "service", source: company },
  { key: "department", label: "Department", group: "service", source: company },
  { key: "out.of.hours.phone", label: "Out-of-hours phone", group: "service", source: company },
  { key: "ico.registration.number", label: "ICO registration number", group: "service", source: company },

  { key: "infection.control.lead", label: "Infection control lead", group: "leads", source: company },
  { key: "medication.management.lead", label: "Medication management lead", group: "leads", source: company },
  { key: "recruitment.lead", label: "Recruitment lead", group: "leads", source: company },
  { key: "complaints.manager", label: "Complaints manager", group: "leads", source: company },
  { key: "data.protection.lead", label: "Data protection lead", group: "leads", source: company },
  { key: "health.safety.lead", label: "Health and safety lead", group: "leads", source: company },
  { key: "fire.safety.lead", label: "Fire safety lead", group: "leads", source: company },

  ...partnership("childrenPartnership", "children.partnership", "Safeguarding children partnership"),
  ...partnership("adultPartnership", "adult.partnership", "Safeguarding adults partnership"),

  // Roles and registration numbers outside England's CQC (issue 18).
  { key: "responsible.individual", label: "Responsible individual", group: "provider", source: company },
  { key: "provider.ciw.no", label: "Provider CIW number", group: "provider", source: company },
  { key: "service.ciw.no", label: "Service CIW number", group: "provider", source: company },
  {
    key: "provider.care.inspectorate.no",
    label: "Provider Care Inspectorate number",
    group: "provider",
    source: company,
  },
  {
    key: "service.care.inspectorate.no",
    label: "Service Care Inspectorate number",
    group: "provider",
    source: company,
  },
  { key: "provider.rqia.no", label: "Provider RQIA number", group: "provider", source: company },
  { key: "service.rqia.no", label: "Service RQIA number", group: "provider", source: company },
  { key: "provider.ofsted.urn", label: "Provider Ofsted URN", group: "provider", source: company },
  { key: "service.ofsted.urn", label: "Service Ofsted URN", group: "provider", source: company },
  { key: "hsc.trust.gateway.team", label: "HSC Trust gateway team", group: "safeguarding", source: company },
  {
    key: "hsc.trust.gateway.phone",
    label: "HSC Trust gateway team phone",
    group: "safeguarding",
    source: company,
  },
  { key: "placing.authority", label: "Placing authority", group: "safeguarding", source: company },
];

export const businessVariableKeys: ReadonlySet<string> = new Set(businessVariables.map((v) => v.key));

export function findBusinessVariable(key: string): BusinessVariable | undefined {
  return businessVariables.find((v) => v.key === key);
}
