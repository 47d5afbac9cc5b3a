import { z } from "zod";
import { isAbsent } from "./absent";
import { userIdField } from "./commerce";
import { defaultDownloadFormat, downloadTypes } from "./constants";
import { maxDocumentLength } from "./document-rules";
import { recordIdSchema, selectedIdsSchema } from "./documents";
import { envelopeOf } from "./envelope";
import { messages } from "./messages";

/**
 * The export calls (spec 001 §7 "Exports", the saved-document downloads, the subscription
 * download; spec 001 §9 download types). What each download type means is recorded in
 * docs/decisions/012-exports.md.
 */

const absentToUndefined = (value: unknown) => (isAbsent(value) ? undefined : value);
const lowerCase = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : value);

export const exportFormats = ["pdf", "word"] as const;
export type ExportFormat = (typeof exportFormats)[number];
/** What a bulk export's Documents.zip holds: PDFs, Word files, or both of each document. */
export const bulkExportFormats = [...exportFormats, "both"] as const;
export type BulkExportFormat = (typeof bulkExportFormats)[number];
/** The formats of each document a bulk export writes into its zip. */
export const formatsOfBulk = (format: BulkExportFormat): readonly ExportFormat[] =>
  format === "both" ? exportFormats : [format];
export const exportJobStatuses = ["queued", "running", "ready", "failed"] as const;
export type ExportJobStatus = (typeof exportJobStatuses)[number];

export type DownloadType = (typeof downloadTypes)[number];
/** A download type; absent means the default, pdf (spec 001 §9). */
export const downloadTypeSchema = z.preprocess(
  (value) => (isAbsent(value) ? defaultDownloadFormat : lowerCase(value)),
  z.enum(downloadTypes, messages.invalidRequest),
);
const bulkFormatSchema = z.preprocess((value) => {
  const text = lowerCase(value);
  if (isAbsent(text)) return undefined;
  return text === "docx" || text === "doc" ? "word" : text;
}, z.enum(bulkExportFormats, messages.invalidRequest).optional());
/** Ids of downloads: the catalogue's "Invalid request" when they are missing (spec 001 §5). */
const requiredId = z.preprocess(
  (value) => (isAbsent(value) ? "" : typeof value === "number" ? String(value) : value),
  z.string(messages.invalidRequest).trim().min(1, messages.invalidRequest).max(100, messages.notFound),
);

/** POST /user/export/check: the selected documents whose variables still lack a value. */
export const exportCheckSchema = z.object({ values: selectedIdsSchema, userId: userIdField });
export const missingVariableSchema = z.object({ key: z.string(), label: z.string() });
export const exportCheckItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  policyNumber: z.string(),
  missing: z.array(missingVariableSchema),
});
export type ExportCheckItem = z.infer<typeof exportCheckItemSchema>;
export const exportCheckReplySchema = envelopeOf(z.string()).extend({
  data: z.array(exportCheckItemSchema),
  /** How many variables are missing over all the documents. */
  total: z.number().int().nonnegative(),
});

/** POST /user/download-pdf and /user/download-pdf-url. */
export const downloadPdfSchema = z.object({ fileId: requiredId, userId: userIdField });
/** POST /user/document/download: one document in one of the download types. */
export const documentDownloadSchema = z.object({
  fileId: requiredId,
  type: downloadTypeSchema,
  userId: userIdField,
});
/** POST /user/documentbkp/download-pdf: a backup of a document, as PDF. */
export const backupDownloadSchema = z.object({ backupId: requiredId, userId: userIdField });
/** POST /user/download/index: the document index of a folder (or the whole library) as PDF. */
export const indexDownloadSchema = z.object({
  folderId: z.preprocess(absentToUndefined, recordIdSchema.optional()),
  /** Truthy: the folder's sub-folders are listed too. */
  parent: z.preprocess(
    (value) => value === true || value === 1 || value === "1" || value === "true",
    z.boolean(),
  ),
  label: z.preprocess((value) => (isAbsent(value) ? "" : value), z.string().trim().max(200)),
  userId: userIdField,
});
/** POST /user/get_document/downloadfree: a free sample document, filled with the company's details. */
export const freeDownloadSchema = z.object({
  fileId: z.preprocess(absentToUndefined, z.string().trim().max(100).optional()),
  policyNumber: z.preprocess(absentToUndefined, z.string().trim().max(50).optional()),
  type: downloadTypeSchema,
  userId: userIdField,
});
/**
 * POST /user/bulk-export-pdf and /user/bulk-export-word: the path decides the format, unless
 * download_format is "both" — then each document goes into the one zip as PDF and as Word (the
 * download of everything for 90 days after a subscription ended, issue 22).
 */
export const bulkExportSchema = z.object({
  download_format: bulkFormatSchema,
  download_type: z.preprocess(absentToUndefined, downloadTypeSchema.optional()),
  values: selectedIdsSchema,
  userId: userIdField,
});
/** /site/saved_docs/download_as_pdf and download_as_word. */
export const savedDocumentDownloadSchema = z.object({ id: requiredId, userId: userIdField });
/** /site/users/create_save_docs/download_as_*: a document made on the spot, not stored. */
export const createdDocumentDownloadSchema = z.object({
  name: z.preprocess(
    (value) => (isAbsent(value) ? "" : value),
    z.string().trim().min(1, messages.enterFileName).max(300),
  ),
  content: z.string(messages.invalidRequest).max(maxDocumentLength, messages.documentTooLarge),
  file_id: z.preprocess(absentToUndefined, z.string().max(100).optional()),
  variables: z.preprocess(
    (value) => (isAbsent(value) ? {} : value),
    z.record(z.string().max(100), z.string().max(2000)),
  ),
  userId: userIdField,
});
export type CreatedDocumentDownload = z.infer<typeof createdDocumentDownloadSchema>;
/** POST /user/subscrption-download: a PDF summary of a subscription's documents. */
export const subscriptionDownloadSchema = z.object({
  id: requiredId,
  count: z.preprocess(absentToUndefined, z.coerce.number().int().nonnegative().optional()),
  update_date: z.preprocess(absentToUndefined, z.string().max(40).optional()),
  userId: userIdField,
});

/** A short-lived download link (spec 001 §7: "-> url"). */
export const downloadLinkSchema = z.object({
  url: z.string(),
  filename: z.string(),
  expiresAt: z.string(),
});
export type DownloadLink = z.infer<typeof downloadLinkSchema>;
export const downloadLinkReplySchema = envelopeOf(z.string()).extend(downloadLinkSchema.shape);

/** A bulk export as the web follows it (also the payload of the live `export:progress` event). */
export const exportJobSchema = z.object({
  _id: z.string(),
  format: z.enum(bulkExportFormats),
  status: z.enum(exportJobStatuses),
  total: z.number().int(),
  done: z.number().int(),
  fileName: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;
export const exportJobReplySchema = envelopeOf(z.string()).extend({ data: exportJobSchema });
export const exportJobListReplySchema = envelopeOf(z.string()).extend({ list: z.array(exportJobSchema) });
export const exportJobIdSchema = z.object({ jobId: requiredId, userId: userIdField });

/** What the export panel says while a bulk export is being made. */
export const bulkExportLabels: Record<BulkExportFormat, string> = {
  pdf: messages.generatingPdf,
  word: messages.generatingWord,
  both: "Generating PDF and Word",
};

/** The live event a bulk export sends to the user who asked for it. */
export const exportProgressEvent = "export:progress";
/** The socket event a signed-in page sends to follow its exports (the session token as payload). */
export const exportWatchEvent = "export:watch";
/** How long a finished bulk export can be downloaded. */
export const exportLifetimeHours = 24;
/** How long a download link works. */
export const downloadLinkSeconds = 5 * 60;
