import { z } from "zod";
import { isAbsent } from "./absent";
import type { VariableGroup } from "./business-variables";
import { colourSchema } from "./documents";
import { messages } from "./messages";
import { lockedOnceFilled, type ProfileTab, profileTabSchemas } from "./profile";

/**
 * The calls of the organisation profile, document settings and business variables
 * (spec 000 §3 Company profile by tab, Business variables; §7 the profile and settings calls).
 */

/** Profile fields that hold an uploaded image's reference; set only by the upload calls. */
export const profileImageFields = [
  "companyLogo",
  "signature",
  "nominated_signature",
  "manager_signature",
  "protection_officer_signature",
] as const;
export type ProfileImageField = (typeof profileImageFields)[number];
export const isProfileImageField = (name: string): name is ProfileImageField =>
  (profileImageFields as readonly string[]).includes(name);

export type LockedField = (typeof lockedOnceFilled)[number];
export const isLockedField = (name: string): name is LockedField =>
  (lockedOnceFilled as readonly string[]).includes(name);

/** The largest image a profile accepts, in pixels each way (spec 000 §4 Popups). */
export const profileImageMaxPixels = 300;
export const profileImageMaxBytes = 1024 * 1024;
export const editRequestMaxBytes = 5 * 1024 * 1024;

type PatchShape = Record<string, z.ZodOptional<z.ZodType<string, unknown>>>;

/** A tab's schema with every field optional and no defaults: a save changes only what it sends. */
function patchOf(schema: z.ZodObject): z.ZodObject<PatchShape> {
  const shape: PatchShape = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const inner = field instanceof z.ZodDefault ? field.unwrap() : field;
    shape[name] = (inner as z.ZodType<string, unknown>).optional();
  }
  return z.object(shape);
}

/** The body of POST /users/details/update/tab_1 … tab_4 (userId and role are ignored: the session decides). */
export const profileTabPatchSchemas = {
  tab_1: patchOf(profileTabSchemas.tab_1),
  tab_2: patchOf(profileTabSchemas.tab_2),
  tab_3: patchOf(profileTabSchemas.tab_3),
  tab_4: patchOf(profileTabSchemas.tab_4),
} as const satisfies Record<ProfileTab, z.ZodObject<PatchShape>>;

export const profileTabs = Object.keys(profileTabSchemas) as ProfileTab[];

/** A provider's card token (pm_…, tok_…, sbx_tok_…); a bare run of digits is refused as a card number. */
const cardTokenSchema = z
  .string()
  .trim()
  .max(255)
  .refine((value) => !/^[\d\s-]{8,}$/.test(value), messages.cardNumberNotAccepted)
  .refine(
    (value) => value === "" || /^[A-Za-z][A-Za-z0-9_]{5,254}$/.test(value),
    messages.cardNumberNotAccepted,
  );

/** POST /users/details/update/payment (tab_5): the holder's name and a token, never a card number. */
export const paymentTabSchema = z.object({
  card_holder_name: z.string().trim().max(200).default(""),
  card_token: cardTokenSchema.optional(),
  /** Keep the card of the company's latest successful payment (its token stays on the server). */
  useLatestPaymentCard: z.boolean().optional(),
});

/** The heading keys of the document colour map (spec 000 §3: h1 to h6 plus `all`). */
export const headingKeys = ["all", "h1", "h2", "h3", "h4", "h5", "h6"] as const;
export type HeadingKey = (typeof headingKeys)[number];

/** The page templates a company chooses from for its documents. */
export const documentTemplateChoices = [
  { value: "classic", label: "Classic", description: "The logo at the top left and a ruled header." },
  { value: "modern", label: "Modern", description: "A coloured band behind the title and wider margins." },
  { value: "compact", label: "Compact", description: "Smaller type and margins, to print on fewer pages." },
] as const;
export type DocumentTemplate = (typeof documentTemplateChoices)[number]["value"];
export const defaultDocumentTemplate: DocumentTemplate = "classic";
const templateValues = documentTemplateChoices.map((choice) => choice.value) as [DocumentTemplate];

const colourMapSchema = z
  .object(
    Object.fromEntries(headingKeys.map((key) => [key, z.union([z.literal(""), colourSchema]).optional()])),
  )
  .strict();

/** `color` arrives as JSON text (as the specification says) or as an object. */
const colourInput = z.preprocess((value) => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}, colourMapSchema);

/** POST /users/users/update/settings. */
export const documentSettingsUpdateSchema = z.object({
  userId: z.string().max(100).optional(),
  role: z.string().max(20).optional(),
  color: colourInput.optional(),
  template: z.enum(templateValues, messages.templateInvalid).optional(),
});

export interface DocumentSettingsView {
  color: Partial<Record<HeadingKey, string>>;
  template: DocumentTemplate;
}

/** A profile image: its reference and the authenticated address that serves it. */
export interface ProfileImage {
  reference: string;
  url: string;
}

/** POST /users/details/profile: the whole organisation profile as the profile screen needs it. */
export interface CompanyProfileView {
  tabs: Record<ProfileTab, Record<string, string>>;
  /** Tab 5: the card holder and whether a provider token is kept (the token itself stays on the server). */
  payment: { card_holder_name: string; cardSaved: boolean };
  /** The locked fields that are filled, so read-only (spec 000 §2 Profile page). */
  locked: LockedField[];
  completeness: number;
  documentSettings: DocumentSettingsView;
  images: Partial<Record<ProfileImageField, ProfileImage>>;
  /** Whether the caller may change the profile (the owner, or staff with Settings). */
  canEdit: boolean;
  /** The edit requests still waiting for an answer, newest first. */
  pendingEditRequests: { _id: string; fields: string[]; reason: string; createdAt: string }[];
}

/** One business variable on the company's variables screen. */
export interface CompanyVariableView {
  key: string;
  label: string;
  group: VariableGroup;
  source: "document" | "profile" | "company";
  /** What the profile (or, for document variables, each document) gives. */
  derived: string;
  /** The company's own value, or null when it has none. */
  override: string | null;
  /** What documents show: the override when there is one, else the derived value. */
  value: string;
}

const variableValue = z.string().max(2000);
const variableKey = z.string().trim().min(1).max(100);

/**
 * POST /user/company/variables/update: one `{ key, value }` or `variables: [{ key, value }]`; an
 * empty value removes the override.
 */
export const companyVariablesUpdateSchema = z
  .object({
    key: variableKey.optional(),
    value: variableValue.optional(),
    variables: z
      .array(z.object({ key: variableKey, value: variableValue }))
      .min(1)
      .max(200)
      .optional(),
    userId: z.string().max(100).optional(),
    role: z.string().max(20).optional(),
  })
  .refine((body) => body.variables !== undefined || (body.key !== undefined && body.value !== undefined), {
    message: messages.variableUnknown,
    path: ["key"],
  });

/** The entries an update names, single or listed. */
export function variableEntries(body: z.infer<typeof companyVariablesUpdateSchema>) {
  return body.variables ?? [{ key: body.key ?? "", value: body.value ?? "" }];
}

/** The multipart text fields of POST /company/profile/edit/request. */
export const editRequestFieldsSchema = z.object({
  reason: z.string().trim().min(1, messages.editRequestReasonRequired).max(500),
  detail_expalanation: z.string().trim().max(5000).default(""),
  filename: z.string().trim().max(255).default(""),
  changeRequest: z.string().max(5000).default(""),
  userId: z.string().max(100).optional(),
  role: z.string().max(20).optional(),
});

/**
 * What an edit request asks to change: JSON `{ field: newValue }`, a JSON list of field names,
 * or one field name. Only the locked fields may be named; anything else is refused (null).
 */
export function parseChangeRequest(text: string): Record<string, string> | null {
  const trimmed = text.trim();
  if (isAbsent(trimmed)) return {};
  let parsed: unknown = trimmed;
  if (/^[[{"]/.test(trimmed)) {
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      return null;
    }
  }
  const entries: [string, unknown][] =
    typeof parsed === "string"
      ? [[parsed, ""]]
      : Array.isArray(parsed)
        ? parsed.map((name) => [String(name), ""])
        : parsed && typeof parsed === "object"
          ? Object.entries(parsed)
          : [];
  if (entries.length === 0) return null;
  const change: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (!isLockedField(name) || (typeof value !== "string" && value !== null)) return null;
    change[name] = (value ?? "").trim().slice(0, 200);
  }
  return change;
}
