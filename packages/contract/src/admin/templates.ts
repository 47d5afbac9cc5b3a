import { z } from "zod";
import { isAbsent } from "../absent";
import { businessVariables } from "../business-variables";
import { searchTextSchema, slugSchema } from "../catalogue";
import { defaultOrientation } from "../constants";
import { orientations } from "../document-rules";
import { messageReplyOf, orientationSchema, recordIdSchema } from "../documents";
import { pagedOf } from "../envelope";
import { messages } from "../messages";
import { type CompanyProfile, variableValues } from "../profile";

/** Schemas, messages and audit actions of the admin console's templates area. */

export const adminTemplateMessages = {
  listed: "Templates listed.",
  created: "Template created. Write its draft, then publish it.",
  draftSaved: "Draft saved.",
  draftDiscarded: "Draft discarded.",
  published: "Template published.",
  withdrawn: "Template withdrawn: companies can no longer add it.",
  republished: "Template is back in the library.",
  noDraft: "This template has no draft to publish. Save a draft first.",
  contentEmpty: "This template has no text yet. Write its content before publishing it.",
  draftChanged:
    "This draft was changed by someone else since you opened it. Reload it to see their changes, then save again.",
  policyNumberTaken: "Another template already has this policy number.",
  policyNumberRequired: "Please give a policy number.",
  slugTaken: "Another template already uses this slug.",
  titleRequired: "Please give the template a title.",
  folderRequired: "Please name the folder the template belongs in.",
  nationInvalid: "Please choose a nation.",
  kindInvalid: "Please choose policy, procedure or form.",
  audienceInvalid: "Please choose adult, children or staffing.",
  releaseNotesRequired: "Please say what changed in this version.",
  changeClassInvalid: "Please choose Minor (wording) or Major (staff must read it again).",
  questionInvalid: "Each question needs at least two options and one right answer.",
  neverPublished: "This template has never been published: publish a draft instead.",
  alreadyWithdrawn: "This template is already withdrawn.",
  notWithdrawn: "This template is not withdrawn.",
  imageUploaded: "Image uploaded.",
  imageTooLarge: "The image must be 500 KB or smaller.",
  imported: "Library release imported.",
} as const;

/** The audit actions this area writes (joined into AuditAction). */
export const adminTemplateAuditActions = [
  "admin.template.created",
  "admin.template.draft.saved",
  "admin.template.draft.discarded",
  "admin.template.published",
  "admin.template.withdrawn",
  "admin.template.republished",
  "admin.template.image.uploaded",
  "admin.library.imported",
] as const;

export const templateKinds = ["policy", "procedure", "form"] as const;
export const templateAudiences = ["adult", "children", "staffing"] as const;
/** never: not yet published; withdrawn: published once, now out of the library; draft: has unpublished changes. */
export const templateStatuses = ["published", "draft", "never", "withdrawn"] as const;
export type TemplateStatus = (typeof templateStatuses)[number];
/** minor: wording; major: staff must read it again. */
export const changeClasses = ["minor", "major"] as const;
export type ChangeClass = (typeof changeClasses)[number];
export const adminTemplatePageSize = 25;
export const templateImageMaxBytes = 500 * 1024;

/**
 * The event a publish queues after its transaction commits (pg-boss queue `template.published`);
 * the template-updates issue subscribes to it to tell subscribers.
 */
export const templatePublishedQueue = "template.published";
export const templatePublishedSchema = z.object({
  templateId: z.string(),
  version: z.number().int(),
  changeClass: z.enum(changeClasses),
  releaseNotes: z.string(),
});
export type TemplatePublished = z.infer<typeof templatePublishedSchema>;

// ---- requests ----

const templateId = recordIdSchema;
const pageSchema = z.coerce.number(messages.invalidRequest).int(messages.invalidRequest).min(1).default(1);
const optionalSlug = z.preprocess((value) => (isAbsent(value) ? undefined : value), slugSchema.optional());
const required = (message: string, max: number) => z.string(message).trim().min(1, message).max(max, message);
const policyNumberSchema = required(adminTemplateMessages.policyNumberRequired, 50);
const html = (max: number) => z.string(messages.invalidRequest).max(max, messages.invalidRequest);

export const templateListSchema = z.object({
  page: pageSchema,
  search: searchTextSchema,
  packageId: z.preprocess((value) => (isAbsent(value) ? undefined : value), recordIdSchema.optional()),
  nation: optionalSlug,
  serviceType: optionalSlug,
  status: z.preprocess(
    (value) => (isAbsent(value) ? undefined : value),
    z.enum(templateStatuses, messages.filterInvalid).optional(),
  ),
});

export const templateCreateSchema = z.object({
  policyNumber: policyNumberSchema,
  slug: slugSchema,
  kind: z.enum(templateKinds, adminTemplateMessages.kindInvalid),
  nation: z.string(adminTemplateMessages.nationInvalid).pipe(slugSchema),
  audience: z.enum(templateAudiences, adminTemplateMessages.audienceInvalid),
  folder: required(adminTemplateMessages.folderRequired, 200),
  title: required(adminTemplateMessages.titleRequired, 200),
});
export type TemplateCreate = z.input<typeof templateCreateSchema>;

export const templateQuestionSchema = z
  .object({
    question: required(messages.questionEmpty, 1000),
    options: z
      .array(required(adminTemplateMessages.questionInvalid, 500))
      .min(2, adminTemplateMessages.questionInvalid)
      .max(10),
    answer: z
      .number(adminTemplateMessages.questionInvalid)
      .int()
      .min(0, adminTemplateMessages.questionInvalid),
  })
  .refine((q) => q.answer < q.options.length, {
    message: adminTemplateMessages.questionInvalid,
    path: ["answer"],
  });

/** The fields an admin edits (TemplateFields on the server). HTML is sanitised by the server. */
export const templateFieldsSchema = z.object({
  title: required(adminTemplateMessages.titleRequired, 200),
  policyNumber: policyNumberSchema,
  summary: z.string(messages.invalidRequest).trim().max(500).default(""),
  content: html(2_000_000),
  header: html(200_000).default(""),
  footer: html(200_000).default(""),
  format: orientationSchema.default(defaultOrientation),
  guide: html(200_000).default(""),
  legalReferences: z.array(required(messages.invalidRequest, 500)).max(100).default([]),
  questions: z.array(templateQuestionSchema).max(50).default([]),
  testRequired: z.boolean().default(false),
});
export type TemplateFieldsInput = z.input<typeof templateFieldsSchema>;

/** `loadedAt` is the draft's updatedAt as the editor loaded it (null: there was no draft). */
export const draftSaveSchema = z.object({
  templateId,
  fields: templateFieldsSchema,
  loadedAt: z.string().nullable(),
});
export const publishSchema = z.object({
  templateId,
  releaseNotes: required(adminTemplateMessages.releaseNotesRequired, 2000),
  changeClass: z.enum(changeClasses, adminTemplateMessages.changeClassInvalid),
});
export const templateIdSchema = z.object({ templateId });
export const templateVersionSchema = z.object({
  templateId,
  version: z.coerce.number(messages.notFound).int(messages.notFound).min(1, messages.notFound),
});
const optionalVersion = z.coerce
  .number(messages.notFound)
  .int(messages.notFound)
  .min(1, messages.notFound)
  .optional();
/** No version: the draft if there is one, else the published text. */
/** With `userId`: filled with that person's company's details instead of the sample company's (spec 001 §7). */
export const templatePreviewSchema = z.object({
  templateId,
  version: optionalVersion,
  userId: z.preprocess((value) => (isAbsent(value) ? undefined : value), recordIdSchema.optional()),
});
/** A version against the one before; no version: the draft against the published text. */
export const templateCompareSchema = z.object({ templateId, version: optionalVersion });
export const adminPageSchema = z.object({ page: pageSchema });

// ---- replies ----

const fieldsOut = z.object({
  title: z.string(),
  policyNumber: z.string(),
  summary: z.string(),
  content: z.string(),
  header: z.string(),
  footer: z.string(),
  format: z.enum(orientations),
  guide: z.string(),
  legalReferences: z.array(z.string()),
  questions: z.array(z.object({ question: z.string(), options: z.array(z.string()), answer: z.number() })),
  testRequired: z.boolean(),
});
export type TemplateFieldsView = z.infer<typeof fieldsOut>;

export const templateListItemSchema = z.object({
  _id: z.string(),
  policyNumber: z.string(),
  title: z.string(),
  slug: z.string(),
  kind: z.enum(templateKinds),
  nation: z.string(),
  audience: z.enum(templateAudiences),
  version: z.number(),
  status: z.enum(templateStatuses),
  hasDraft: z.boolean(),
  updatedAt: z.string(),
});
export type TemplateListItem = z.infer<typeof templateListItemSchema>;

export const templateVersionSummarySchema = z.object({
  version: z.number(),
  releaseNotes: z.string(),
  changeClass: z.enum(changeClasses),
  publishedAt: z.string(),
});
export type TemplateVersionSummary = z.infer<typeof templateVersionSummarySchema>;

export const templateDetailSchema = templateListItemSchema.extend({
  folder: z.string(),
  fields: fieldsOut,
  draft: z
    .object({
      fields: fieldsOut,
      basedOnVersion: z.number(),
      source: z.enum(["admin", "import"]),
      updatedAt: z.string(),
    })
    .nullable(),
  versions: z.array(templateVersionSummarySchema),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

export const versionDetailSchema = templateVersionSummarySchema.extend({ fields: fieldsOut });
/** One field's change from the version before: paragraphs kept, added and removed. */
export const diffPartSchema = z.object({ kind: z.enum(["same", "added", "removed"]), text: z.string() });
export type DiffPart = z.infer<typeof diffPartSchema>;
export const versionCompareSchema = z.object({
  from: z.number().nullable(),
  /** null: the draft. */
  to: z.number().nullable(),
  changes: z.array(z.object({ field: z.string(), label: z.string(), parts: z.array(diffPartSchema) })),
});
export type VersionCompare = z.infer<typeof versionCompareSchema>;

export const templatePreviewReplySchema = z.object({
  company: z.string(),
  version: z.number().nullable(),
  title: z.string(),
  format: z.enum(orientations),
  header: z.string(),
  content: z.string(),
  footer: z.string(),
});
export type TemplatePreview = z.infer<typeof templatePreviewReplySchema>;

export const templateImageSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  size: z.number(),
  createdAt: z.string(),
  /** The picture inline (data:), as the editor inserts it: exports never fetch the network. */
  url: z.string(),
});
export type TemplateImage = z.infer<typeof templateImageSchema>;

export const importResultSchema = z.object({
  _id: z.string(),
  added: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  /** Changed in the release, but an admin's draft was kept: the admin decides. */
  keptDrafts: z.array(z.string()),
  createdAt: z.string(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const templateListReplySchema = pagedOf(templateListItemSchema);
export const templateDetailReplySchema = messageReplyOf(templateDetailSchema);
export const templateSavedReplySchema = messageReplyOf(z.object({ _id: z.string(), updatedAt: z.string() }));
export const templatePublishedReplySchema = messageReplyOf(
  z.object({ _id: z.string(), version: z.number() }),
);
export const templateChangedReplySchema = messageReplyOf(z.object({ _id: z.string() }));
export const versionDetailReplySchema = messageReplyOf(versionDetailSchema);
export const versionCompareReplySchema = messageReplyOf(versionCompareSchema);
export const templatePreviewReply = messageReplyOf(templatePreviewReplySchema);
export const templateImageReplySchema = messageReplyOf(templateImageSchema);
export const templateImageListReplySchema = pagedOf(templateImageSchema);
export const importReplySchema = messageReplyOf(importResultSchema);
export const importListReplySchema = pagedOf(importResultSchema);

// ---- the sample company of the preview ----

/** A made-up company whose details fill a template's preview (profile field → value). */
export const sampleCompanyProfile: CompanyProfile = {
  companyName: "Oakwood Care Home Ltd",
  trading_name: "Oakwood Care Home",
  companyRegNo: "09876543",
  company_email: "office@oakwoodcare.example",
  company_phone: "01632 960 123",
  website: "www.oakwoodcare.example",
  firstname: "Amira",
  lastname: "Khan",
  email: "amira.khan@oakwoodcare.example",
  director_title: "Mrs",
  directorName: "Amira",
  director_lastname: "Khan",
  registered_line1: "12 Elm Road",
  registered_city: "Harrogate",
  registered_state: "North Yorkshire",
  registered_postalcode: "HG1 2AB",
  registered_country: "England",
  manager_title: "Mr",
  manager_firstname: "David",
  manager_lastname: "Price",
  provider_name: "Oakwood Care Home Ltd",
};

/**
 * The sample company's value for every business variable: its profile where it has one, else a
 * readable stand-in ("Sample registered manager email") so the preview shows no gaps.
 */
export function sampleVariableValues(document: { title: string; policyNumber: string; version: number }) {
  const values = variableValues(
    sampleCompanyProfile,
    {},
    {
      title: document.title,
      policyNumber: document.policyNumber,
      reviewDate: "01/04/2027",
      version: String(document.version),
      date: "01/04/2026",
    },
  );
  for (const variable of businessVariables) {
    if (isAbsent(values[variable.key])) values[variable.key] = `Sample ${variable.label.toLowerCase()}`;
  }
  return values;
}
