import { z } from "zod";
import { isAbsent } from "./absent";
import { limitSchema, optionalBody, searchTextSchema, skipSchema } from "./catalogue";
import { userIdField } from "./commerce";
import { pageSizes } from "./constants";
import { maxDocumentLength } from "./document-rules";
import { documentVariablesSchema, idListSchema, messageReplyOf, recordIdSchema } from "./documents";
import { envelopeOf, pagedOf } from "./envelope";
import { messages } from "./messages";

/**
 * The calls around a document (spec 001 §7 "Saved documents", "References", "Questions",
 * report issue, guide, and the backup calls of "Restore, bin, backups"). An id that is not the
 * company's answers 404 from the server, never a validation error.
 */

const absentToUndefined = (value: unknown) => (isAbsent(value) ? undefined : value);
const truthy = (value: unknown) => value === true || value === 1 || value === "1" || value === "true";
const looseBoolean = z.preprocess(truthy, z.boolean());
const htmlSchema = z.string().max(maxDocumentLength, messages.documentTooLarge);
/** The saved document's id: `id`, or `_id` as the lists send it back. */
const idOrUnderscore = (value: unknown) =>
  value && typeof value === "object" && !("id" in value) && "_id" in value
    ? { ...value, id: (value as { _id: unknown })._id }
    : value;

// ---- saved documents ----

export const savedDocumentKinds = ["saved", "draft"] as const;
export type SavedDocumentKind = (typeof savedDocumentKinds)[number];

export const savedDocumentNameSchema = z.preprocess(
  (value) => (isAbsent(value) ? "" : value),
  z.string(messages.enterFileName).trim().min(1, messages.enterFileName).max(300, messages.fileNameTooLong),
);

export const savedDocumentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(savedDocumentKinds),
  /** The company document it was taken from; null once that document is deleted for good. */
  file_id: z.string().nullable(),
  /** The document's name and policy number now, when it still exists. */
  fileName: z.string().nullable(),
  policyNumber: z.string().nullable(),
  /** False when the document is in the bin or gone: it cannot be opened in the editor. */
  fileAvailable: z.boolean(),
  createdBy: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedDocument = z.infer<typeof savedDocumentSchema>;
export const savedDocumentWithContentSchema = savedDocumentSchema.extend({
  content: z.string(),
  variables: z.record(z.string(), z.string()),
});
export type SavedDocumentWithContent = z.infer<typeof savedDocumentWithContentSchema>;

/** POST /site/saved_docs/list: the company's saved documents and the caller's own drafts. */
export const savedDocsListSchema = optionalBody(
  z.object({
    skip: skipSchema,
    limit: limitSchema(pageSizes.savedDocuments),
    search: searchTextSchema,
    /** Absent: both kinds. */
    kind: z.preprocess(absentToUndefined, z.enum(savedDocumentKinds).optional()).catch(undefined),
    userId: userIdField,
  }),
);
export type SavedDocsListRequest = z.infer<typeof savedDocsListSchema>;

export const savedDocIdSchema = z.preprocess(
  idOrUnderscore,
  z.object({ id: recordIdSchema, userId: userIdField }),
);
export const savedDocContentSchema = z.preprocess(
  idOrUnderscore,
  z.object({
    id: recordIdSchema,
    content: htmlSchema,
    variables: z.preprocess(
      (value) => (value === null ? undefined : value),
      documentVariablesSchema.optional(),
    ),
    userId: userIdField,
  }),
);
export const savedDocNameSchema = z.preprocess(
  idOrUnderscore,
  z.object({ id: recordIdSchema, name: savedDocumentNameSchema, userId: userIdField }),
);
/**
 * POST /site/insert/saved_docs: the editor's autosave. With kind draft (the default) it keeps the
 * caller's single draft of the document up to date; with kind saved it keeps a new named copy.
 */
export const insertSavedDocSchema = z.object({
  name: savedDocumentNameSchema,
  file_id: recordIdSchema,
  content: htmlSchema,
  variables: z.preprocess(
    (value) => (value === null ? undefined : value),
    documentVariablesSchema.optional(),
  ),
  kind: z.preprocess(absentToUndefined, z.enum(savedDocumentKinds).default("draft")).catch("draft"),
  userId: userIdField,
});
export type InsertSavedDocRequest = z.infer<typeof insertSavedDocSchema>;
/** POST /site/userfiles/get/by_ID: a company document by id (fileId, or id). */
export const userFileByIdSchema = z.preprocess(
  (value) =>
    value && typeof value === "object" && !("fileId" in value) && "id" in value
      ? { ...value, fileId: (value as { id: unknown }).id }
      : value,
  z.object({ fileId: recordIdSchema, userId: userIdField }),
);

export const savedDocsListReplySchema = pagedOf(savedDocumentSchema);
export const savedDocReplySchema = messageReplyOf(savedDocumentWithContentSchema);
export const savedDocChangeReplySchema = messageReplyOf(savedDocumentSchema);

// ---- references ----

export const referenceSchema = z.object({
  /** The reference's own id (send it as refId to remove it). */
  _id: z.string(),
  /** The document that refers. */
  fileId: z.string(),
  /** The referenced document. */
  refId: z.string(),
  name: z.string(),
  policyNumber: z.string(),
  review_date: z.string(),
  createdAt: z.string(),
});
export type DocumentReference = z.infer<typeof referenceSchema>;
export const referenceCandidateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  policyNumber: z.string(),
  folderName: z.string().nullable(),
  /** Already referenced by the file asked about. */
  referenced: z.boolean(),
});
export type ReferenceCandidate = z.infer<typeof referenceCandidateSchema>;

export const maxReferencesPerDocument = 50;
const refIdListSchema = idListSchema(
  ["_id", "refId", "id"],
  maxReferencesPerDocument,
  messages.tooManyReferences,
);

export const fileIdQuerySchema = z.object({ fileId: recordIdSchema, userId: userIdField });
/** GET /user/reference/view/document?refId (fileId accepted too). */
export const referenceViewQuerySchema = z.preprocess(
  (value) =>
    value && typeof value === "object" && !("refId" in value) && "fileId" in value
      ? { ...value, refId: (value as { fileId: unknown }).fileId }
      : value,
  z.object({ refId: recordIdSchema, userId: userIdField }),
);
export const referenceCandidatesQuerySchema = z.object({
  searchVal: searchTextSchema,
  /** The document references are being chosen for: left out, and its references marked. */
  fileId: z.preprocess(absentToUndefined, recordIdSchema.optional()),
  limit: limitSchema(20),
  userId: userIdField,
});
/** POST /user/save/sidebar/Reference: adds references (ids, or sidebarReferenceIds). */
export const saveReferencesSchema = z.preprocess(
  (value) =>
    value && typeof value === "object" && !("ids" in value) && "sidebarReferenceIds" in value
      ? { ...value, ids: (value as { sidebarReferenceIds: unknown }).sidebarReferenceIds }
      : value,
  z.object({ fileId: recordIdSchema, ids: refIdListSchema, userId: userIdField }),
);
/** POST /user/edit/Reference: points one reference at another document. */
export const editReferenceSchema = z.object({
  fileId: recordIdSchema,
  oldRefId: recordIdSchema,
  newRefId: recordIdSchema,
  userId: userIdField,
});
/** POST /user/delete/Reference: refId is the referenced document's id (or the reference's _id). */
export const deleteReferenceSchema = z.object({
  fileId: recordIdSchema,
  refId: recordIdSchema,
  userId: userIdField,
});
export const referenceListReplySchema = pagedOf(referenceSchema);
export const referenceCandidatesReplySchema = pagedOf(referenceCandidateSchema);
export const referenceChangeReplySchema = messageReplyOf(z.array(referenceSchema));

// ---- questions ----

/** single: one right choice; multiple: one or more right choices; text: a free answer. */
export const questionTypes = ["single", "multiple", "text"] as const;
export type QuestionType = (typeof questionTypes)[number];
export const maxQuestionsPerDocument = 50;
export const maxChoicesPerQuestion = 10;

export const questionSchema = z.object({
  _id: z.string(),
  id: z.string(),
  fileId: z.string(),
  question: z.string(),
  choice: z.array(z.string()),
  /** Indexes of the right choices. */
  answers: z.array(z.number().int()),
  type: z.enum(questionTypes),
  testRequired: z.boolean(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type DocumentQuestion = z.infer<typeof questionSchema>;

const questionTextSchema = z.preprocess(
  (value) => (isAbsent(value) ? "" : value),
  z.string(messages.questionEmpty).trim().min(1, messages.questionEmpty).max(1000, messages.questionTooLong),
);
const choicesSchema = z.preprocess(
  (value) => (isAbsent(value) ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.preprocess((item) => (isAbsent(item) ? "" : item), z.string().trim().max(500)))
    .max(maxChoicesPerQuestion, messages.tooManyChoices),
);
const answersSchema = z.preprocess(
  (value) => (isAbsent(value) ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.coerce.number().int().min(0)).max(maxChoicesPerQuestion),
);

/**
 * POST /user/setquestion: adds a question to a file, or changes it when `id` is sent. Choice
 * questions need at least two non-empty choices and their right answers marked.
 */
export const setQuestionSchema = z
  .object({
    fileId: recordIdSchema,
    id: z.preprocess(absentToUndefined, recordIdSchema.optional()),
    question: questionTextSchema,
    choice: choicesSchema,
    answers: answersSchema,
    type: z.preprocess(
      absentToUndefined,
      z.enum(questionTypes, messages.questionTypeInvalid).default("single"),
    ),
    testRequired: z.preprocess((value) => (isAbsent(value) ? false : value), looseBoolean),
    userId: userIdField,
  })
  .superRefine((value, context) => {
    if (value.type === "text") return;
    const choices = value.choice.filter((text) => text !== "");
    if (choices.length < 2 || choices.length !== value.choice.length) {
      context.addIssue({ code: "custom", path: ["choice"], message: messages.choicesNeeded });
      return;
    }
    const answers = [...new Set(value.answers)];
    const inRange = answers.every((index) => index < choices.length);
    const countOk = value.type === "single" ? answers.length === 1 : answers.length >= 1;
    if (!inRange || !countOk) {
      context.addIssue({ code: "custom", path: ["answers"], message: messages.answerNeeded });
    }
  });
export type SetQuestionRequest = z.infer<typeof setQuestionSchema>;
export const questionIdSchema = z.preprocess(
  idOrUnderscore,
  z.object({ id: recordIdSchema, userId: userIdField }),
);
export const fileQuestionsSchema = z.object({ fileId: recordIdSchema, userId: userIdField });

export const questionListReplySchema = pagedOf(questionSchema).extend({
  /** Whether reading the file needs a test: any of its questions has testRequired. */
  testRequired: z.boolean(),
});
export const questionReplySchema = messageReplyOf(questionSchema);
export const testRequiredReplySchema = envelopeOf(
  z.object({ fileId: z.string(), testRequired: z.boolean(), questionCount: z.number().int() }),
);

// ---- report an issue, guide ----

export const reportIssueSchema = z.object({
  fileId: recordIdSchema,
  issue: z.preprocess(
    (value) => (isAbsent(value) ? "" : value),
    z.string(messages.issueRequired).trim().min(1, messages.issueRequired).max(200, messages.issueTooLong),
  ),
  comments: z.preprocess(
    (value) => (isAbsent(value) ? "" : value),
    z.string().trim().max(5000, messages.contactMessageTooLong),
  ),
  userId: userIdField,
});
export type ReportIssueRequest = z.infer<typeof reportIssueSchema>;
/** The issues the report form offers; any other short text is accepted too. */
export const issueKinds = [
  "Content is out of date",
  "Wrong law, regulation or guidance reference",
  "Spelling, grammar or formatting",
  "Variable shows the wrong value",
  "Something else",
] as const;
export const reportIssueReplySchema = messageReplyOf(
  z.object({ _id: z.string(), fileId: z.string(), emailed: z.boolean() }),
);

export const guideSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  policyNumber: z.string(),
  /** library: filled from a master template; company: made by the company. */
  source: z.enum(["library", "company"]),
  summary: z.string(),
  kind: z.string().nullable(),
  regulators: z.array(z.object({ name: z.string(), description: z.string() })),
  statements: z.array(z.object({ id: z.string(), keyQuestion: z.string(), name: z.string() })),
  /** Advice on adapting the document, one paragraph each. */
  guidance: z.array(z.string()),
});
export type DocumentGuide = z.infer<typeof guideSchema>;
export const guideReplySchema = envelopeOf(guideSchema);

// ---- backups ----

export const backupSchema = z.object({
  _id: z.string(),
  backupId: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  /** The document's version when the backup was taken. */
  version: z.number().int(),
  name: z.string(),
  /** Why it was taken: overwrite, admin-restore or manual. */
  reason: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type DocumentBackup = z.infer<typeof backupSchema>;
export const backupListQuerySchema = z.object({
  /** Absent: the backups of every live document of the company. */
  fileId: z.preprocess(absentToUndefined, recordIdSchema.optional()),
  skip: skipSchema,
  limit: limitSchema(pageSizes.documents),
  userId: userIdField,
});
export const backupIdSchema = z.object({ backupId: recordIdSchema, userId: userIdField });
export const backupListReplySchema = pagedOf(backupSchema);
export const backupDeleteReplySchema = messageReplyOf(backupSchema);
export const backupRestoreReplySchema = messageReplyOf(
  z.object({
    fileId: z.string(),
    version: z.number().int(),
    review_date: z.string(),
    contentHash: z.string(),
    restoredFrom: z.number().int(),
  }),
);
