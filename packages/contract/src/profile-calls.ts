import { z } from "zod";
import { isAbsent } from "./absent";
import { variableGroups } from "./business-variables";
import { optionalBody } from "./catalogue";
import { userIdField } from "./commerce";
import { colourSchema, messageReplyOf } from "./documents";
import { envelopeOf } from "./envelope";
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

/** The fields of POST /users/details/update/tab_1 … tab_4 (the route adds the caller's userId). */
export const profileTabPatchSchemas = {
  tab_1: patchOf(profileTabSchemas.tab_1),
  tab_2: patchOf(profileTabSchemas.tab_2),
  tab_3: patchOf(profileTabSchemas.tab_3),
  tab_4: patchOf(profileTabSchemas.tab_4),
} as const satisfies Record<ProfileTab, z.ZodObject<PatchShape>>;

export const profileTabs = Object.keys(profileTabSchemas) as ProfileTab[];

/**
 * The body of the profile's read calls: nothing, or the caller's own userId as the legacy client
 * sends it (any other id is refused with 403, DESIGN §5); the session decides the company.
 */
export const profileCallerSchema = optionalBody(z.object({ userId: userIdField }));

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
  userId: userIdField,
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
  userId: userIdField,
  color: colourInput.optional(),
  template: z.enum(templateValues, messages.templateInvalid).optional(),
});

export const documentSettingsViewSchema = z.object({
  color: z.partialRecord(z.enum(headingKeys), z.string()),
  template: z.enum(templateValues),
});
export type DocumentSettingsView = z.infer<typeof documentSettingsViewSchema>;

/** A profile image: its reference and the authenticated address that serves it. */
export const profileImageSchema = z.object({ reference: z.string(), url: z.string() });
export type ProfileImage = z.infer<typeof profileImageSchema>;

/** POST /users/details/profile: the whole organisation profile as the profile screen needs it. */
export const companyProfileViewSchema = z.object({
  tabs: z.record(z.enum(profileTabs), z.record(z.string(), z.string())),
  /** Tab 5: the card holder and whether a provider token is kept (the token itself stays on the server). */
  payment: z.object({ card_holder_name: z.string(), cardSaved: z.boolean() }),
  /** The locked fields that are filled, so read-only (spec 000 §2 Profile page). */
  locked: z.array(z.enum(lockedOnceFilled)),
  completeness: z.number(),
  documentSettings: documentSettingsViewSchema,
  images: z.partialRecord(z.enum(profileImageFields), profileImageSchema),
  /** Whether the caller may change the profile (the owner, or staff with Settings). */
  canEdit: z.boolean(),
  /** The edit requests still waiting for an answer, newest first. */
  pendingEditRequests: z.array(
    z.object({ _id: z.string(), fields: z.array(z.string()), reason: z.string(), createdAt: z.string() }),
  ),
});
export type CompanyProfileView = z.infer<typeof companyProfileViewSchema>;

/** One business variable on the company's variables screen. */
export const companyVariableViewSchema = z.object({
  key: z.string(),
  label: z.string(),
  group: z.enum(variableGroups),
  source: z.enum(["document", "profile", "company"]),
  /** What the profile (or, for document variables, each document) gives. */
  derived: z.string(),
  /** The company's own value, or null when it has none. */
  override: z.string().nullable(),
  /** What documents show: the override when there is one, else the derived value. */
  value: z.string(),
});
export type CompanyVariableView = z.infer<typeof companyVariableViewSchema>;

/** POST /users/users/settings: the settings, the company's package state and the template choices. */
export const documentSettingsReplySchema = z.object({
  status: z.literal(1),
  response: z.object({ documentSettings: documentSettingsViewSchema }),
  subscriptionPackage: z.object({
    active: z.boolean(),
    planId: z.string().nullable(),
    comboPackage: z.object({ status: z.number() }),
    documentManagement: z.object({ status: z.number() }),
    documentUpdate: z.object({ status: z.number() }),
    proPackage: z.object({ status: z.number() }),
  }),
  templates: z.array(z.object({ value: z.enum(templateValues), label: z.string(), description: z.string() })),
});
export const documentSettingsSavedReplySchema = messageReplyOf(
  z.object({ documentSettings: documentSettingsViewSchema }),
);
export const companyProfileReplySchema = envelopeOf(companyProfileViewSchema);
/** A tab or card save: the message and the profile as saved. */
export const profileSavedReplySchema = messageReplyOf(companyProfileViewSchema);
export const companyVariablesReplySchema = envelopeOf(z.array(companyVariableViewSchema)).extend({
  total: z.number().int(),
});
export const companyVariablesSavedReplySchema = messageReplyOf(z.array(companyVariableViewSchema)).extend({
  total: z.number().int(),
});
/** POST /admin/users/logo/upload and /admin/users/image/upload (multipart). */
export const profileImageUploadReplySchema = messageReplyOf(
  profileImageSchema.extend({ field: z.enum(profileImageFields) }),
);
/** POST /company/profile/edit/request (multipart). */
export const editRequestReplySchema = messageReplyOf(
  z.object({
    _id: z.string(),
    fields: z.array(z.string()),
    fileName: z.string(),
    status: z.literal("pending"),
  }),
);
/** GET /users/details/image/:reference; an unknown or malformed reference answers 404 alike. */
export const profileImageParamsSchema = z.object({
  reference: z.string(messages.notFound).max(120, messages.notFound),
});

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
    userId: userIdField,
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
