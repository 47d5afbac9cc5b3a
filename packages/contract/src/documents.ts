import { z } from "zod";
import { isAbsent } from "./absent";
import { businessVariableKeys } from "./business-variables";
import { limitSchema, optionalBody, searchTextSchema, skipSchema } from "./catalogue";
import { userIdField } from "./commerce";
import { defaultOrientation, maxSelectedDocuments, maxStoredInteger, pageSizes } from "./constants";
import {
  binSortFields,
  bulkActions,
  collectionTypes,
  documentListTypes,
  librarySorts,
  maxDocumentLength,
  orientations,
  parseReviewDate,
  reviewStatuses,
  statusFilters,
  statusTypes,
  ukToday,
} from "./document-rules";
import { pagedOf } from "./envelope";
import { messages } from "./messages";

/**
 * The company document library calls (spec 001 §7 "Folders and files", lists, reviews, bin):
 * request and reply schemas shared by the server and the web. Ids are strings; an id that is not
 * the company's (or not an id at all) answers 404 from the server, never a validation error.
 */

const absentToUndefined = (value: unknown) => (isAbsent(value) ? undefined : value);
const truthy = (value: unknown) => value === true || value === 1 || value === "1" || value === "true";
const looseBoolean = z.preprocess(truthy, z.boolean());
/** The version the editor loaded: stored as a PostgreSQL integer, so bounded like one. */
const loadedVersionSchema = z.coerce
  .number(messages.versionInvalid)
  .int(messages.versionInvalid)
  .min(1, messages.versionInvalid)
  .max(maxStoredInteger, messages.versionInvalid);

/** A record id as sent; the server answers 404 for anything that is not one of the company's. */
export const recordIdSchema = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  z.string(messages.notFound).trim().min(1, messages.notFound).max(100, messages.notFound),
);
const optionalRecordId = z.preprocess(absentToUndefined, recordIdSchema.optional());

/** "portrait" is read as the specification's spelling "potrait" (spec 001 §9). */
export const orientationSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim().toLowerCase() === "portrait" ? "potrait" : value),
  z.enum(orientations, messages.orientationInvalid),
);

export const folderNameSchema = z.preprocess(
  (value) => (isAbsent(value) ? "" : value),
  z
    .string(messages.enterFolderName)
    .trim()
    .min(1, messages.enterFolderName)
    .max(200, messages.folderNameTooLong),
);
export const fileNameSchema = z.preprocess(
  (value) => (isAbsent(value) ? "" : value),
  z.string(messages.enterFileName).trim().min(1, messages.enterFileName).max(300, messages.fileNameTooLong),
);
export const policyNumberSchema = z.preprocess(
  (value) => (isAbsent(value) ? "" : typeof value === "number" ? String(value) : value),
  z.string().trim().max(50, messages.policyNumberTooLong),
);
export const colourSchema = z
  .string(messages.colourInvalid)
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, messages.colourInvalid);

const htmlSchema = z.string().max(maxDocumentLength, messages.documentTooLarge);
const noteSchema = z.preprocess((value) => (isAbsent(value) ? "" : value), z.string().trim().max(2000));

/** Business-variable values a document carries, as a map or as [{ key, value }]; unknown keys are dropped. */
export const documentVariablesSchema = z.preprocess(
  (value) => {
    if (isAbsent(value)) return {};
    const entries = Array.isArray(value)
      ? value.flatMap((item) =>
          item && typeof item === "object" && "key" in item
            ? [[item.key, (item as { value?: unknown }).value]]
            : [],
        )
      : typeof value === "object" && value !== null
        ? Object.entries(value)
        : [];
    return Object.fromEntries(
      entries
        .filter(([key]) => typeof key === "string" && businessVariableKeys.has(key))
        .map(([key, item]) => [key, item === null || item === undefined ? "" : String(item)]),
    );
  },
  z.record(z.string(), z.string().max(2000)),
);

// ---- dates ----

/** An optional next review date: today or later (UK), at most ten years ahead. */
export const reviewDateSchema = z.preprocess(
  absentToUndefined,
  z
    .string(messages.reviewDateInvalid)
    .transform((value, context) => {
      const date = parseReviewDate(value);
      const today = ukToday();
      const limit = `${Number(today.slice(0, 4)) + 10}${today.slice(4)}`;
      if (!date || date < today || date > limit) {
        context.addIssue({ code: "custom", message: messages.reviewDateInvalid });
        return z.NEVER;
      }
      return date;
    })
    .optional(),
);

/**
 * A list of record ids, sent as ids, a comma-separated string, or objects carrying the id under
 * one of `keys` (first found wins); blanks dropped, duplicates removed, 1 to `max` of them.
 */
export function idListSchema(keys: readonly string[], max: number, tooMany: string) {
  const idOf = (item: unknown): string => {
    if (typeof item === "string") return item.trim();
    if (!item || typeof item !== "object") return "";
    const record = item as Record<string, unknown>;
    const id = keys.map((key) => record[key]).find((value) => value !== undefined && value !== null);
    return typeof id === "string" ? id.trim() : "";
  };
  return z.preprocess(
    (value) => {
      const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
      return [...new Set(items.map(idOf).filter((id) => id !== ""))];
    },
    z.array(z.string().max(100, messages.notFound)).min(1, messages.selectDocuments).max(max, tooMany),
  );
}

/** Ids of selected documents: a list of ids or of objects with _id, id or fileId; at most 500. */
export const selectedIdsSchema = idListSchema(
  ["_id", "id", "fileId"],
  maxSelectedDocuments,
  messages.tooManyDocumentsSelected,
);

// ---- folders ----

const sortSchema = z.preprocess(absentToUndefined, z.enum(librarySorts).default("default")).catch("default");
const statusFilterSchema = z.preprocess(absentToUndefined, z.enum(statusFilters).default("all")).catch("all");

export const createFolderSchema = z.object({ folderName: folderNameSchema, userId: userIdField });
export const createSubfolderSchema = z.object({
  folderName: folderNameSchema,
  parentId: recordIdSchema,
  userId: userIdField,
});
export const editFolderSchema = z.object({
  folderName: folderNameSchema,
  folderId: recordIdSchema,
  userId: userIdField,
});
export const deleteFolderSchema = z.object({ folderId: recordIdSchema, userId: userIdField });
export const folderListSchema = optionalBody(
  z.object({
    sort: sortSchema,
    status: statusFilterSchema,
    userId: userIdField,
    role: z.unknown().optional(),
  }),
);
export const subFolderListSchema = z.object({
  folderId: recordIdSchema,
  sort: sortSchema,
  status: statusFilterSchema,
  skip: skipSchema,
  limit: limitSchema(pageSizes.documents),
  userId: userIdField,
  role: z.unknown().optional(),
});
export const folderColourSchema = z.object({ colour: colourSchema, id: recordIdSchema, userId: userIdField });
export type FolderListRequest = z.infer<typeof folderListSchema>;
export type SubFolderListRequest = z.infer<typeof subFolderListSchema>;

export const folderSchema = z.object({
  _id: z.string(),
  folderName: z.string(),
  parentId: z.string().nullable(),
  colour: z.string().nullable(),
  position: z.number().int(),
  folderCount: z.number().int(),
  documentCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Folder = z.infer<typeof folderSchema>;

// ---- documents ----

export const documentListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  fileName: z.string(),
  filename: z.string(),
  policyNumber: z.string(),
  format: z.enum(orientations),
  folderId: z.string().nullable(),
  folderName: z.string().nullable(),
  templateId: z.string().nullable(),
  review_status: z.enum(reviewStatuses),
  review_date: z.string(),
  status_type: z.enum(statusTypes),
  iconcolour: z.string().nullable(),
  /** The master template has changed since this document was taken from it. */
  updateAvailable: z.boolean(),
  /** Who changed the document last. */
  action_by: z.string(),
  /** Who made the document (null for what the library filled): the delete and edit rules need it. */
  createdBy: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

export const createFileSchema = z.object({
  folderId: optionalRecordId,
  fileName: fileNameSchema,
  policyNumber: policyNumberSchema,
  templateId: optionalRecordId,
  format: z.preprocess(absentToUndefined, orientationSchema.default(defaultOrientation)),
  userId: userIdField,
});
export const editFileSchema = z.object({
  fileId: recordIdSchema,
  fileName: fileNameSchema,
  policyNumber: z.preprocess(
    (value) => (value === undefined ? undefined : value),
    policyNumberSchema.optional(),
  ),
  userId: userIdField,
});
export const fileIdBodySchema = z.object({ fileId: recordIdSchema, userId: userIdField });
export const updateContentSchema = z.object({
  fileId: recordIdSchema,
  content: htmlSchema.optional(),
  /** Absent (or null): the document's values stay as they are. */
  variables: z.preprocess(
    (value) => (value === null ? undefined : value),
    documentVariablesSchema.optional(),
  ),
  /** The version the editor loaded; when sent, a newer stored version answers 409. */
  version: z.preprocess(absentToUndefined, loadedVersionSchema.optional()),
  userId: userIdField,
});
export const saveContentSchema = z.object({
  fileId: recordIdSchema,
  content: htmlSchema,
  header: htmlSchema.optional(),
  footer: htmlSchema.optional(),
  type: z.preprocess((value) => (isAbsent(value) ? "save" : value), z.string().trim().max(30)),
  /** The version the editor loaded: a newer stored version answers 409 and nothing is written. */
  version: loadedVersionSchema,
  notes: noteSchema,
  description: noteSchema,
  review_date: reviewDateSchema,
  /** Also record a review (Up to Date, next review date). */
  doc_review: looseBoolean.optional(),
  closeButton: looseBoolean.optional(),
  needIndexForDocs: looseBoolean.optional(),
  isSkip: looseBoolean.optional(),
  editorReferenceLink: z.unknown().optional(),
  userId: userIdField,
});
export const orientationRequestSchema = z.object({
  fileId: recordIdSchema,
  orientationType: orientationSchema,
  userId: userIdField,
});
export const headerFooterSchema = z.object({
  fileId: recordIdSchema,
  header: htmlSchema.optional(),
  footer: htmlSchema.optional(),
  version: z.preprocess(absentToUndefined, loadedVersionSchema.optional()),
  userId: userIdField,
});
export type CreateFileRequest = z.infer<typeof createFileSchema>;
export type SaveContentRequest = z.infer<typeof saveContentSchema>;
export type UpdateContentRequest = z.infer<typeof updateContentSchema>;

export const versionSummarySchema = z.object({
  _id: z.string(),
  fileId: z.string(),
  version: z.number().int(),
  notes: z.string(),
  description: z.string(),
  review_date: z.string().nullable(),
  /** What wrote it: library (the fill), create, save, update, setup, restore, overwrite. */
  source: z.string(),
  restoredFrom: z.number().int().nullable(),
  contentHash: z.string(),
  createdBy: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export const versionViewSchema = versionSummarySchema.extend({
  name: z.string(),
  content: z.string(),
  header: z.string(),
  footer: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const documentViewSchema = documentListItemSchema.extend({
  /** The stored HTML with its variable spans, for the editor. */
  content: z.string(),
  header: z.string(),
  footer: z.string(),
  /** The same with the company's values filled in, and gaps where a value is missing. */
  viewContent: z.string(),
  viewHeader: z.string(),
  viewFooter: z.string(),
  /** Values this document sets itself, over the company's. */
  variables: z.record(z.string(), z.string()),
  /** Keys used by the document that have no value. */
  missingVariables: z.array(z.string()),
  /** Every business variable's current value for this document ("" when missing): the editor's panel. */
  variableValues: z.record(z.string(), z.string()),
  templateVersion: z.number().int().nullable(),
  currentVersion: versionSummarySchema,
});
export type DocumentView = z.infer<typeof documentViewSchema>;

// ---- lists, search and reviews ----

const listPaging = { skip: skipSchema, limit: limitSchema(pageSizes.documents) };
export const documentSearchSchema = z.object({
  search: searchTextSchema,
  clickedFolderId: optionalRecordId,
  employeepolicy: z.unknown().optional(),
  ...listPaging,
  userId: userIdField,
});
export const documentListQuerySchema = z.object({ ...listPaging, userId: userIdField });
export const recentlyUpdatedSchema = optionalBody(
  z.object({
    skip: skipSchema,
    limit: limitSchema(pageSizes.recentUpdates),
    searchvalue: searchTextSchema,
    /** A nation slug (england, wales, ...): documents from that nation's templates. */
    countryId: z.preprocess(absentToUndefined, z.string().trim().toLowerCase().max(60).optional()),
    subscriptionTypeId: z.unknown().optional(),
    subscriptionCategoryId: z.unknown().optional(),
    userId: userIdField,
  }),
);
export const documentListsSchema = optionalBody(
  z.object({
    type: z.preprocess(absentToUndefined, z.enum(documentListTypes).default("all")).catch("all"),
    ...listPaging,
    value: searchTextSchema,
    userId: userIdField,
  }),
);
export const reviewRequestSchema = z.object({
  fileId: recordIdSchema,
  notes: noteSchema,
  review_date: reviewDateSchema,
  userId: userIdField,
});
export const bulkReviewSchema = z.preprocess(
  (value) =>
    value && typeof value === "object" && !("files" in value) && "fileIds" in value
      ? { ...value, files: (value as { fileIds: unknown }).fileIds }
      : value,
  z.object({
    files: selectedIdsSchema,
    notes: noteSchema,
    review_date: reviewDateSchema,
    userId: userIdField,
  }),
);
export const bulkFilesSchema = z.object({
  files: selectedIdsSchema,
  actiontype: z.enum(bulkActions, messages.bulkActionInvalid),
  userName: z.unknown().optional(),
  content: z.unknown().optional(),
  userId: userIdField,
});
export type SearchRequest = z.infer<typeof documentSearchSchema>;
export type DocumentListsRequest = z.infer<typeof documentListsSchema>;
export type RecentlyUpdatedRequest = z.infer<typeof recentlyUpdatedSchema>;

export const searchResultSchema = documentListItemSchema.extend({
  rank: z.number(),
  /** Matching text with the hits in <mark>; HTML-safe. */
  snippet: z.string(),
});

// ---- versions ----

export const versionListQuerySchema = z.object({
  fileId: recordIdSchema,
  skip: skipSchema,
  limit: limitSchema(pageSizes.documents),
  userId: userIdField,
});
export const versionViewQuerySchema = z.object({
  fileId: recordIdSchema,
  version: z.coerce
    .number(messages.versionNotFound)
    .int(messages.versionNotFound)
    .min(1, messages.versionNotFound)
    .max(maxStoredInteger, messages.versionNotFound),
  userId: userIdField,
});
export const versionRestoreSchema = versionViewQuerySchema;

// ---- bin ----

const collectionTypeSchema = z.enum(collectionTypes, messages.collectionTypeInvalid);

export const deletedListSchema = optionalBody(
  z.object({
    skip: skipSchema,
    limit: limitSchema(pageSizes.recycleBin),
    /** Absent: files and folders together. */
    collection_type: z.preprocess(absentToUndefined, collectionTypeSchema.optional()),
    /** createdAt sorts by when the item went to the bin (spec 001 §9). */
    field: z.preprocess(absentToUndefined, z.enum(binSortFields).default("createdAt")).catch("createdAt"),
    order: z.preprocess(absentToUndefined, z.enum(["asc", "desc"]).default("desc")).catch("desc"),
    search: searchTextSchema,
    userId: userIdField,
  }),
);
export const binRestoreSchema = z.object({
  id: recordIdSchema,
  collection_type: collectionTypeSchema,
  userId: userIdField,
});
export const binDeleteSchema = z.object({
  delData: z.preprocess((value) => (typeof value === "string" ? [value] : value), selectedIdsSchema),
  collection_type: collectionTypeSchema,
  userId: userIdField,
});
export type DeletedListRequest = z.infer<typeof deletedListSchema>;

export const binItemSchema = z.object({
  _id: z.string(),
  collection_type: z.enum(collectionTypes),
  name: z.string(),
  policyNumber: z.string().nullable(),
  /** The folder it was in (a file) or its parent folder (a folder). */
  parentId: z.string().nullable(),
  /** Files and folders that went to the bin with a folder. */
  itemCount: z.number().int(),
  deletedAt: z.string(),
  deletedBy: z.string(),
  createdAt: z.string(),
});

// ---- replies ----

/** A change's reply: the catalogue message in `response`, the changed record in `data`. */
export const messageReplyOf = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.union([z.literal(1), z.literal(2)]), response: z.string(), data });

export const folderReplySchema = messageReplyOf(folderSchema);
export const folderListReplySchema = z.object({
  status: z.literal(1),
  response: z.string(),
  list: z.array(folderSchema),
  /** Documents at the top level, outside any folder. */
  files: z.array(documentListItemSchema),
  total: z.number().int(),
});
export const subFolderListReplySchema = pagedOf(documentListItemSchema).extend({
  data: z.object({
    folder: folderSchema,
    path: z.array(z.object({ _id: z.string(), folderName: z.string() })),
    folders: z.array(folderSchema),
  }),
});
export const documentReplySchema = messageReplyOf(documentListItemSchema);
export const documentListReplySchema = pagedOf(documentListItemSchema);
export const searchReplySchema = pagedOf(searchResultSchema);
export const versionListReplySchema = pagedOf(versionSummarySchema);
export const binListReplySchema = pagedOf(binItemSchema);
export const savedReplySchema = messageReplyOf(
  z.object({
    fileId: z.string(),
    version: z.number().int(),
    review_date: z.string(),
    contentHash: z.string(),
  }),
);
export const bulkReplySchema = messageReplyOf(
  z.object({ updated: z.number().int(), skipped: z.number().int() }),
);
export const binChangeReplySchema = messageReplyOf(z.object({ ids: z.array(z.string()) }));
