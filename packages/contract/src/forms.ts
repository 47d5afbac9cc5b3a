import { z } from "zod";
import { isAbsent } from "./absent";
import { limitSchema, searchTextSchema, skipSchema } from "./catalogue";
import { idSchema } from "./commerce";
import { messageReplyOf } from "./documents";
import { envelopeOf, pagedOf } from "./envelope";
import { webFormLimits as limits, webFormMessages as m } from "./forms-messages";
import { starterFormKeys } from "./forms-starters";

/**
 * Web forms (issue 17, decision 030): a company builds forms from typed fields, publishes them
 * (each publish an immutable version) and staff or, when allowed, anyone with the link fills them
 * in on a phone. The field union is shared by the builder and the server's answer checks.
 */

// ---- fields ----

export const webFormFieldTypes = [
  "shortText",
  "longText",
  "number",
  "date",
  "time",
  "singleChoice",
  "multipleChoice",
  "yesNo",
  "signature",
  "file",
  "heading",
  "helpText",
] as const;
export type WebFormFieldType = (typeof webFormFieldTypes)[number];

/** Fields that only show text: they take no answer. */
export const displayOnlyFieldTypes: readonly WebFormFieldType[] = ["heading", "helpText"];
/** Fields whose answer is a file of the submission. */
export const fileFieldTypes: readonly WebFormFieldType[] = ["file", "signature"];

const fieldIdSchema = z.string(m.fieldIdInvalid).regex(/^[A-Za-z0-9_-]{1,40}$/, m.fieldIdInvalid);
const labelSchema = z
  .string(m.labelRequired)
  .trim()
  .min(1, m.labelRequired)
  .max(limits.labelLength, m.labelTooLong);
// No preprocessing in the field schemas: they also check replies, which must encode both ways.
const helpSchema = z.string().trim().max(limits.helpLength, m.helpTooLong).default("");
const requiredSchema = z.boolean().default(false);
const optionalNumber = z.number().finite().nullable().default(null);

const answeredField = <T extends WebFormFieldType>(type: T) =>
  z.object({
    id: fieldIdSchema,
    type: z.literal(type),
    label: labelSchema,
    help: helpSchema,
    required: requiredSchema,
  });

const hasDistinct = (values: readonly string[]) =>
  new Set(values.map((value) => value.toLowerCase())).size === values.length;

const optionsSchema = z
  .array(z.string(m.optionInvalid).trim().min(1, m.optionInvalid).max(limits.optionLength, m.optionInvalid))
  .min(2, m.optionsRequired)
  .max(limits.options, m.optionsTooMany)
  .refine(hasDistinct, m.optionsRepeated);

const numberField = answeredField("number")
  .extend({ min: optionalNumber, max: optionalNumber })
  .refine((field) => field.min === null || field.max === null || field.min <= field.max, {
    message: m.numberRangeInvalid,
    path: ["min"],
  });

/** One field of a form, as the builder edits it and a version keeps it. */
export const webFormFieldSchema = z.discriminatedUnion("type", [
  answeredField("shortText"),
  answeredField("longText"),
  numberField,
  answeredField("date"),
  answeredField("time"),
  answeredField("singleChoice").extend({ options: optionsSchema }),
  answeredField("multipleChoice").extend({ options: optionsSchema }),
  answeredField("yesNo"),
  answeredField("signature"),
  answeredField("file"),
  z.object({ id: fieldIdSchema, type: z.literal("heading"), label: labelSchema }),
  z.object({
    id: fieldIdSchema,
    type: z.literal("helpText"),
    label: z.string().trim().min(1, m.labelRequired).max(limits.helpLength, m.helpTooLong),
  }),
]);
export type WebFormField = z.infer<typeof webFormFieldSchema>;
export type AnsweredField = Exclude<WebFormField, { type: "heading" | "helpText" }>;

export const isAnswered = (field: WebFormField): field is AnsweredField =>
  !displayOnlyFieldTypes.includes(field.type);

const countOf = (fields: readonly WebFormField[], type: WebFormFieldType) =>
  fields.filter((field) => field.type === type).length;

/** A form's fields: at most 100, ids distinct, few enough files for one submission. */
export const webFormFieldsSchema = z
  .array(webFormFieldSchema)
  .max(limits.fields, m.tooManyFields)
  .refine((fields) => hasDistinct(fields.map((field) => field.id)), m.fieldsRepeated)
  .refine((fields) => countOf(fields, "file") <= limits.fileFields, m.tooManyFileFields)
  .refine((fields) => countOf(fields, "signature") <= limits.signatureFields, m.tooManySignatureFields);

// ---- the builder's calls ----

export const webFormStatuses = ["draft", "published"] as const;
export type WebFormStatus = (typeof webFormStatuses)[number];

const titleSchema = z
  .string(m.titleRequired)
  .trim()
  .min(1, m.titleRequired)
  .max(limits.titleLength, m.titleTooLong);
const descriptionSchema = z.preprocess(
  (value) => (isAbsent(value) ? "" : value),
  z.string().trim().max(limits.helpLength, m.descriptionTooLong),
);
const absentToUndefined = (value: unknown) => (isAbsent(value) ? undefined : value);

/** GET /user/forms/list */
export const webFormListSchema = z.object({
  search: searchTextSchema,
  status: z.preprocess(absentToUndefined, z.enum(webFormStatuses).optional()),
});

/** POST /user/forms/create: an empty draft, or a copy of a starter form ("Use this form"). */
export const createWebFormSchema = z.union([
  z.object({ starter: z.enum(starterFormKeys, m.starterUnknown) }),
  z.object({ title: titleSchema, description: descriptionSchema }),
]);
export type CreateWebFormRequest = z.infer<typeof createWebFormSchema>;

export const webFormIdSchema = z.object({ id: idSchema });

/** POST /user/forms/save: the draft as the builder holds it; `revision` is the one it opened. */
export const saveWebFormSchema = z.object({
  id: idSchema,
  revision: z.number().int().nonnegative(),
  title: titleSchema,
  description: descriptionSchema,
  /** Absent: the fields stay as they are (a save of the settings alone). */
  fields: webFormFieldsSchema.optional(),
  allowPublic: z.boolean(),
  notifyUserIds: z.array(idSchema).max(limits.notifyUsers, m.tooManyNotified),
});
export type SaveWebFormRequest = z.infer<typeof saveWebFormSchema>;

export const webFormSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(webFormStatuses),
  allowPublic: z.boolean(),
  /** The published version's number (0 before the first publish). */
  version: z.number().int(),
  /** The draft differs from what is published. */
  changedSincePublish: z.boolean(),
  submissions: z.number().int(),
  publicToken: z.string(),
  updatedAt: z.string(),
});
export type WebFormSummary = z.infer<typeof webFormSummarySchema>;

export const webFormDetailSchema = webFormSummarySchema.extend({
  revision: z.number().int(),
  fields: z.array(webFormFieldSchema),
  notifyUserIds: z.array(z.string()),
});
export type WebFormDetail = z.infer<typeof webFormDetailSchema>;

export const webFormListReplySchema = pagedOf(webFormSummarySchema);
export const webFormReplySchema = messageReplyOf(webFormDetailSchema);

/** Who may be told of each submission: the owner and the staff users. */
export const webFormPersonSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export const webFormPeopleReplySchema = envelopeOf(z.array(webFormPersonSchema));

/** A published form a signed-in member of the company may fill in. */
export const fillableFormSchema = z.object({ _id: z.string(), title: z.string(), token: z.string() });
export const fillableFormsReplySchema = envelopeOf(z.array(fillableFormSchema));

// ---- filling ----

export const webFormTokenSchema = z.object({ token: z.string().trim().min(20).max(100) });

export const webFormToFillSchema = z.object({
  title: z.string(),
  description: z.string(),
  companyName: z.string(),
  version: z.number().int(),
  fields: z.array(webFormFieldSchema),
  /** Signed in as one of the company's people: no bot check and no name asked. */
  member: z.boolean(),
});
export type WebFormToFill = z.infer<typeof webFormToFillSchema>;
export const webFormToFillReplySchema = envelopeOf(webFormToFillSchema);

/** An answer as sent: files come as parts of the form named by their field's id. */
export const answerValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.null(),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;
export const answersSchema = z.record(fieldIdSchema, answerValueSchema);
export type WebFormAnswers = z.infer<typeof answersSchema>;

/** The text fields of POST /public/forms/submit (a multipart form). */
export const submitWebFormFieldsSchema = z.object({
  token: webFormTokenSchema.shape.token,
  /** JSON of the answers, keyed by field id. */
  answers: z.string().max(limits.answersLength, m.answersInvalid),
  /** The version the page was filled against: a form published again since is refused (409). */
  version: z.coerce.number().int().positive(),
  /** A visitor's name (the public link); a member's comes from their account. */
  name: z.preprocess(absentToUndefined, z.string().trim().max(200).optional()),
  /** The single-use pass of the bot check (visitors only). */
  captcha: z.preprocess(absentToUndefined, z.string().max(100).optional()),
});

// ---- completions ----

export const submissionListSchema = z.object({
  formId: idSchema,
  search: searchTextSchema,
  /** From and to dates, YYYY-MM-DD, inclusive (UK days). */
  from: z.preprocess(absentToUndefined, z.iso.date(m.dateInvalid).optional()),
  to: z.preprocess(absentToUndefined, z.iso.date(m.dateInvalid).optional()),
  skip: skipSchema,
  limit: limitSchema(limits.pageSize),
});
export type SubmissionListRequest = z.infer<typeof submissionListSchema>;

export const submissionExportSchema = submissionListSchema.omit({ skip: true, limit: true });

/** A file answer as the company sees it (its bytes come from the file call). */
export const attachedFileSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type AttachedFile = z.infer<typeof attachedFileSchema>;
export const shownAnswerSchema = z.union([answerValueSchema, attachedFileSchema]);
export type ShownAnswer = z.infer<typeof shownAnswerSchema>;

export const submissionSummarySchema = z.object({
  _id: z.string(),
  formId: z.string(),
  version: z.number().int(),
  /** The member's name, or the visitor's with "(public link)". */
  submittedBy: z.string(),
  public: z.boolean(),
  createdAt: z.string(),
});
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

export const submissionDetailSchema = submissionSummarySchema.extend({
  formTitle: z.string(),
  fields: z.array(webFormFieldSchema),
  answers: z.record(z.string(), shownAnswerSchema),
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

export const submissionListReplySchema = pagedOf(submissionSummarySchema);
export const submissionReplySchema = envelopeOf(submissionDetailSchema);
export const submissionFileSchema = z.object({ id: idSchema, fieldId: fieldIdSchema });

// ---- audit ----

export const webFormAuditActions = [
  "web_form.created",
  "web_form.saved",
  "web_form.published",
  "web_form.unpublished",
  "web_form.submitted",
] as const;

export const webFormAuditDescriptions = {
  "web_form.created": "Made a web form",
  "web_form.saved": "Saved a web form",
  "web_form.published": "Published a web form",
  "web_form.unpublished": "Unpublished a web form",
  "web_form.submitted": "Filled in a web form",
} as const;
