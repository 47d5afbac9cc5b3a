import { z } from "zod";
import { isAbsent } from "./absent";
import { activityFilterSchema, activityItemSchema } from "./activity";
import { documentKinds, limitSchema, optionalBody, searchTextSchema, skipSchema } from "./catalogue";
import { idSchema, userIdField } from "./commerce";
import { pageSizes } from "./constants";
import {
  documentListItemSchema,
  recordIdSchema,
  reviewDateSchema,
  versionSummarySchema,
  versionViewQuerySchema,
} from "./documents";
import { envelopeOf, pagedOf } from "./envelope";
import { messages } from "./messages";
import { sectionCompareSchema } from "./updates";

/**
 * The remaining calls of spec 001 §7 "Folders and files" and "Recent" (docs/decisions/032): the
 * History screen, recent files, a document's recent activity, the review date, the selected file,
 * the template lists, the documents referring to one, and the PDF calls into My Files.
 */

/** How many recently opened documents each user keeps. */
export const recentDocumentsKept = 20;
/** How many events a document's recent activity shows. */
export const recentActivitiesShown = 20;
export const historyPageSize = 25;

export const documentCallMessages = {
  recentRecorded: "Recent files updated",
  reviewDateSet: "Review date has been set",
  noSelectedFile: "Please open a document first.",
  pdfCreated: "The PDF has been saved in My Files",
  pdfUploaded: "The PDF has been uploaded to My Files",
} as const;

const absentToUndefined = (value: unknown) => (isAbsent(value) ? undefined : value);
const optionalRecordId = z.preprocess(absentToUndefined, recordIdSchema.optional());
const withData = <T extends z.ZodType>(data: T) => envelopeOf(z.string()).extend({ data });

// ---- History ----

export const documentHistoryRequestSchema = optionalBody(
  z.object({
    skip: skipSchema,
    limit: limitSchema(historyPageSize),
    /** Only documents in this folder or below it. */
    folderId: optionalRecordId,
    /** Only versions this person wrote (one of the company's people, else 404). */
    changedBy: z.preprocess(absentToUndefined, idSchema.optional()),
    from: activityFilterSchema.shape.from,
    to: activityFilterSchema.shape.to,
    /** Words of the document's name or policy number. */
    search: searchTextSchema,
    userId: userIdField,
  }),
);
export type DocumentHistoryRequest = z.infer<typeof documentHistoryRequestSchema>;

export const historyEntrySchema = z.object({
  /** The version's id. */
  _id: z.string(),
  fileId: z.string(),
  name: z.string(),
  policyNumber: z.string(),
  folderId: z.string().nullable(),
  folderName: z.string().nullable(),
  version: z.number().int(),
  /** The version before it, to compare with; null for the first. */
  previousVersion: z.number().int().nullable(),
  /** What wrote it: library, create, save, update, setup, restore, overwrite, merge… */
  source: z.string(),
  notes: z.string(),
  changedBy: z.string().nullable(),
  changedByName: z.string(),
  changedAt: z.string(),
  /** False when the document is in the bin (its versions still show, without links). */
  live: z.boolean(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
const optionSchema = z.object({ _id: z.string(), name: z.string() });
export type HistoryOption = z.infer<typeof optionSchema>;
export const documentHistoryReplySchema = pagedOf(historyEntrySchema).extend({
  /** Everyone who wrote a version, for the person filter. */
  people: z.array(optionSchema),
  /** The company's live folders by their path, for the folder filter. */
  folders: z.array(optionSchema),
});

/** GET /user/document/version/compare: a version against an earlier one (by default the one before). */
export const documentVersionCompareQuerySchema = versionViewQuerySchema.extend({
  against: z.preprocess(absentToUndefined, versionViewQuerySchema.shape.version.optional()),
});
export const documentVersionCompareSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  /** The earlier version; null when the compared one is the first. */
  before: versionSummarySchema.nullable(),
  after: versionSummarySchema,
  sections: z.array(sectionCompareSchema),
});
export type DocumentVersionCompare = z.infer<typeof documentVersionCompareSchema>;
export const documentVersionCompareReplySchema = envelopeOf(documentVersionCompareSchema);

// ---- recent files, recent activity, review date, selected file ----

export const recentFileSchema = z.object({ fileId: recordIdSchema, userId: userIdField });
export const recentFileReplySchema = withData(z.object({ fileId: z.string(), openedAt: z.string() }));
export const recentDocumentSchema = documentListItemSchema.extend({ openedAt: z.string() });
export type RecentDocument = z.infer<typeof recentDocumentSchema>;
export const recentFilesReplySchema = pagedOf(recentDocumentSchema);
export const userOnlySchema = optionalBody(z.object({ userId: userIdField }));

export const recentActivitiesSchema = z.object({ id: recordIdSchema, userId: userIdField });
export const recentActivitiesReplySchema = pagedOf(activityItemSchema);

export const setReviewDateSchema = z.object({
  // A string first, so that the field is required as sent; the review-date rules then apply.
  date: z.string(messages.reviewDateInvalid).transform((value, context) => {
    const parsed = reviewDateSchema.safeParse(value);
    if (parsed.success && parsed.data) return parsed.data;
    context.addIssue({ code: "custom", message: messages.reviewDateInvalid });
    return z.NEVER;
  }),
  /** The document; absent: the one the user opened last (the selected file). */
  fileId: optionalRecordId,
  userId: userIdField,
});
export const reviewDateReplySchema = withData(z.object({ fileId: z.string(), review_date: z.string() }));

export const selectedFileReplySchema = withData(documentListItemSchema.nullable());

// ---- template lists and references ----

export const libraryTemplateListRequestSchema = optionalBody(
  z.object({
    search: searchTextSchema,
    skip: skipSchema,
    limit: limitSchema(pageSizes.documents),
    userId: userIdField,
  }),
);
export type LibraryTemplateListRequest = z.infer<typeof libraryTemplateListRequestSchema>;
export const libraryTemplateItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  policyNumber: z.string(),
  kind: z.enum(documentKinds),
  summary: z.string(),
  /** The company holds it (bought alone or in a package it subscribes to). */
  held: z.boolean(),
  /** The company's live copy in its library, when it has one. */
  fileId: z.string().nullable(),
});
export type LibraryTemplateItem = z.infer<typeof libraryTemplateItemSchema>;
export const libraryTemplateListReplySchema = pagedOf(libraryTemplateItemSchema);

export const referringDocumentsReplySchema = pagedOf(documentListItemSchema);

// ---- PDFs ----

/** POST /user/create-pdf: form fields (a form, as the specification sends it; no file comes with it). */
export const createPdfFieldsSchema = z.object({
  fileId: recordIdSchema,
  /** The PDF's name in My Files; absent: the document's name. */
  fileName: z.preprocess(absentToUndefined, z.string().trim().max(300, messages.fileNameTooLong).optional()),
  /** The My Files folder; absent: the top. */
  parentId: optionalRecordId,
  userId: userIdField,
});
