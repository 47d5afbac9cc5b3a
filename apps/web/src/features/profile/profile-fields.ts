import {
  emailPattern,
  isProfileImageField,
  messages,
  type ProfileImageField,
  type ProfileTab,
  phoneDigitsOf,
  phonePattern,
  profileTabSchemas,
} from "@cloudoc/contract";

/** How a profile field is entered on screen. */
export type FieldKind = "text" | "email" | "phone" | "url" | "title" | "organisationType" | "image";

export interface FieldInfo {
  name: string;
  label: string;
  kind: FieldKind;
}

export interface FieldSection {
  title: string;
  fields: FieldInfo[];
}

const kindOf = (name: string): FieldKind => {
  if (isProfileImageField(name)) return "image";
  if (name === "organisation_type") return "organisationType";
  if (name.endsWith("title")) return "title";
  if (name.endsWith("email")) return "email";
  if (name.endsWith("phone") || name.endsWith("mobile")) return "phone";
  if (name === "website" || name === "safeguarding_link") return "url";
  return "text";
};

const field = (name: string, label: string): FieldInfo => ({ name, label, kind: kindOf(name) });

const address = (prefix: string): FieldInfo[] => [
  field(`${prefix}line1`, "Address line 1"),
  field(`${prefix}line2`, "Address line 2"),
  field(`${prefix}city`, "Town or city"),
  field(`${prefix}state`, "County"),
  field(`${prefix}country`, "Country"),
  field(`${prefix}postalcode`, "Postcode"),
];

const person = (prefix: string): FieldInfo[] => [
  field(`${prefix}title`, "Title"),
  field(`${prefix}firstname`, "First name"),
  field(`${prefix}middlename`, "Middle name"),
  field(`${prefix}lastname`, "Last name"),
  field(`${prefix}email`, "Email"),
  field(`${prefix}phone`, "Phone"),
  field(`${prefix}signature`, "Signature"),
];

/** Every field of tabs 1 to 4, grouped as the profile screen shows them (spec 000 §3). */
export const tabSections: Record<ProfileTab, FieldSection[]> = {
  tab_1: [
    {
      title: "Organisation",
      fields: [
        field("companyName", "Company name"),
        field("trading_name", "Trading name"),
        field("companyRegNo", "Company registration number"),
        field("organisation_type", "Organisation type"),
      ],
    },
    {
      title: "Contact",
      fields: [
        field("company_email", "Company email"),
        field("company_phone", "Phone"),
        field("company_mobile", "Mobile"),
        field("fax", "Fax"),
        field("website", "Website"),
      ],
    },
    { title: "Logo", fields: [field("companyLogo", "Company logo")] },
  ],
  tab_2: [
    { title: "Registered address", fields: address("registered_") },
    { title: "Trading address", fields: address("trading_") },
  ],
  tab_3: [
    {
      title: "Director",
      fields: [
        field("director_title", "Title"),
        field("directorName", "First name"),
        field("director_middlename", "Middle name"),
        field("director_lastname", "Last name"),
        field("director_email", "Email"),
        field("director_phone", "Phone"),
        field("signature", "Signature"),
      ],
    },
  ],
  tab_4: [
    {
      title: "Provider",
      fields: [field("provider_name", "Provider name"), field("provider_cqc_no", "Provider CQC number")],
    },
    { title: "Nominated individual", fields: person("nominated_") },
    { title: "Registered manager", fields: person("manager_") },
    { title: "Protection officer", fields: person("protection_officer_") },
    {
      title: "Location",
      fields: [
        field("location_name", "Location name"),
        ...address("location_address_"),
        field("location_email", "Location email"),
        field("location_phone", "Location phone"),
        field("regulated_activity", "Regulated activity"),
        field("local_authority_name", "Local authority"),
      ],
    },
    {
      title: "Safeguarding and service",
      fields: [
        field("safeguarding_officer", "Safeguarding officer"),
        field("safeguarding_link", "Safeguarding referral link"),
        field("safeguarding_phone", "Safeguarding phone"),
        field("charge_per_hour", "Charge per hour (£)"),
        field("service_band", "Service band"),
      ],
    },
  ],
};

/** The tabs of the profile screen, in order, with the names the specification gives them. */
export const profileTabLabels: Record<ProfileTab, string> = {
  tab_1: "Organisation",
  tab_2: "Addresses",
  tab_3: "Director",
  tab_4: "Provider and staff",
};

/** Every field a tab's schema has that no section shows: should stay empty (checked by a test). */
export function fieldsNotShown(tab: ProfileTab): string[] {
  const shown = new Set(tabSections[tab].flatMap((section) => section.fields.map((f) => f.name)));
  return Object.keys(profileTabSchemas[tab].shape).filter((name) => !shown.has(name));
}

/** The text values a tab save sends: every shown field except the images (set by their uploads). */
export function tabPayload(
  tab: ProfileTab,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const section of tabSections[tab]) {
    for (const info of section.fields) {
      if (info.kind !== "image") payload[info.name] = (values[info.name] ?? "").trim();
    }
  }
  return payload;
}

export const imageFieldLabel = (name: ProfileImageField): string =>
  Object.values(tabSections)
    .flat()
    .flatMap((section) => section.fields)
    .find((info) => info.name === name)?.label ?? "Image";

export const titleChoices = ["Mr", "Mrs", "Miss", "Ms", "Mx", "Dr", "Prof"];
export const organisationTypes = [
  "Limited company",
  "Sole trader",
  "Partnership",
  "Limited liability partnership",
  "Charity",
  "Community interest company",
  "Local authority",
  "NHS trust",
];

/** A field's check on screen, with the catalogue's wording; the server checks again. */
export function fieldProblem(kind: FieldKind, value: string): string | null {
  const text = value.trim();
  if (text === "") return null;
  if (kind === "email" && !emailPattern.test(text)) return messages.validEmailRequired;
  if (kind === "phone" && !phonePattern.test(phoneDigitsOf(text))) return messages.phoneFormatIncorrect;
  return null;
}
