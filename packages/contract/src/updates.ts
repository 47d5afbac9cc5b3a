import { z } from "zod";
import { isAbsent } from "./absent";
import { changeClasses } from "./admin/templates";
import { limitSchema, optionalBody, skipSchema } from "./catalogue";
import { userIdField } from "./commerce";
import { maxSelectedDocuments, maxStoredInteger, pageSizes } from "./constants";
import { maxDocumentLength } from "./document-rules";
import { idListSchema, messageReplyOf, recordIdSchema } from "./documents";
import { pagedOf } from "./envelope";
import { messages } from "./messages";

/**
 * Template updates reaching subscribers (spec 001 §2 /documents/compare, §4 restore and reject,
 * §7 the update and restore calls; DESIGN §1 step 6): the comparison of a company's copy with a
 * new master version, the three-way merge per section, the decisions, and the notifications
 * that announce an update.
 */

// ---- compare and merge (computed by packages/documents, shown by the web) ----

/** A run of words, kept, added (in the newer side) or removed (from the older side). */
export const wordChangeSchema = z.object({
  kind: z.enum(["same", "added", "removed"]),
  text: z.string(),
});
export type WordChange = z.infer<typeof wordChangeSchema>;

/**
 * One block (paragraph, list, table, heading) of a section, aligned between the two sides.
 * `before` and `after` are HTML ('' where the block is absent on that side); `words` is the
 * word-level change of a changed block, on its text with business variables shown as {{Label}}.
 */
export const blockDiffSchema = z.object({
  kind: z.enum(["same", "changed", "added", "removed"]),
  before: z.string(),
  after: z.string(),
  words: z.array(wordChangeSchema),
});
export type BlockDiff = z.infer<typeof blockDiffSchema>;

/** A section: a heading and the blocks up to the next heading of the same or a higher level. */
export const sectionCompareSchema = z.object({
  /** The heading's text, normalised: how the sides are aligned. '' for text before any heading. */
  key: z.string(),
  heading: z.string(),
  status: z.enum(["same", "changed", "added", "removed"]),
  blocks: z.array(blockDiffSchema),
});
export type SectionCompare = z.infer<typeof sectionCompareSchema>;

/**
 * One section of a three-way merge. `mine` is the company's copy, `theirs` the new master, `base`
 * the master version the copy was made from; each is the section's HTML ('' where absent).
 * `merged` is what the merge keeps, null for a conflict (both sides changed the same blocks),
 * which the manager settles with a choice.
 */
export const mergeOutcomes = ["unchanged", "mine", "theirs", "merged", "conflict"] as const;
export type MergeOutcome = (typeof mergeOutcomes)[number];
export const mergeSectionSchema = z.object({
  key: z.string(),
  heading: z.string(),
  outcome: z.enum(mergeOutcomes),
  base: z.string(),
  mine: z.string(),
  theirs: z.string(),
  merged: z.string().nullable(),
});
export type MergeSection = z.infer<typeof mergeSectionSchema>;
export const mergeResultSchema = z.object({
  sections: z.array(mergeSectionSchema),
  conflicts: z.number().int().nonnegative(),
});
export type MergeResult = z.infer<typeof mergeResultSchema>;

/** How the manager settles a conflicting section: keep theirs, keep mine, or their own wording. */
export const sectionChoiceSchema = z.union([
  z.enum(["mine", "theirs"]),
  z.object({ html: z.string().max(maxDocumentLength, messages.documentTooLarge) }),
]);
export type SectionChoice = z.infer<typeof sectionChoiceSchema>;

/** A master release as a subscriber sees it. */
export const releaseSchema = z.object({
  templateId: z.string(),
  version: z.number().int(),
  releaseNotes: z.string(),
  changeClass: z.enum(changeClasses),
  publishedAt: z.string().nullable(),
});
export type Release = z.infer<typeof releaseSchema>;

/** POST /user/comparefile: the company's copy against the master version waiting for it. */
export const comparisonSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  /** The document's version the comparison read; send it back with the decision (409 if stale). */
  version: z.number().int(),
  /** The master version the copy was made from (the merge's base), and the one on offer. */
  fromVersion: z.number().int().nullable(),
  release: releaseSchema,
  /** The company changed the copy since it was made from the base. */
  edited: z.boolean(),
  /** An update is waiting (false: the copy already matches the master, or it was rejected). */
  updateAvailable: z.boolean(),
  /** The company's copy (before) against the new master (after). */
  sections: z.array(sectionCompareSchema),
  merge: mergeResultSchema,
});
export type Comparison = z.infer<typeof comparisonSchema>;

// ---- messages (decision 003: the specification does not name these) ----

export const updateMessages = {
  noUpdate: "There is no update waiting for this document.",
  updateMoved: "A newer library version has been published since you compared. Compare again.",
  chooseEverySection: "Choose which wording to keep for every section that both you and the library changed.",
  noLibraryVersion: "This document was made by your organisation, so it has no library version.",
  updateAccepted: "Update accepted. Your previous copy is kept as a backup.",
  updateRejected: "Update rejected. Your copy stays as it is until the next library release.",
  restoreAllStarted: "Restoring your documents to the library version. You can keep working.",
  restoreAllRunning: "Your documents are already being restored.",
  restoreAllNotAllowed:
    "Restore All needs an active subscription with both document updates and document management.",
  restoreWarning:
    "The document will revert to the admin-side version and any unsaved changes will be lost. Your current copy is kept as a backup.",
  restoreAllWarning:
    "Every library document will revert to the admin-side version and any unsaved changes will be lost. Your current copies are kept as backups.",
  autoUpdateOn: "Automatic updates are on. Documents you have not edited take new library versions at once.",
  autoUpdateOff: "Automatic updates are off. Every library update waits for your decision.",
  noUpdatesPackage: "Your subscription does not include document updates.",
  notificationNotFound: "This notification no longer exists.",
} as const;

// ---- requests ----

const versionSchema = z.coerce.number().int().min(1).max(maxStoredInteger);
const absentToUndefined = (value: unknown) => (isAbsent(value) ? undefined : value);

export const compareFileSchema = z.object({ fileId: recordIdSchema, userId: userIdField });

/**
 * Accepting an update (POST /user/accept-update): `take` master replaces the copy with the new
 * master; merge keeps the merge, with a choice for every conflicting section by its key.
 * `version` and `toVersion` are the ones the comparison showed: a save or a release since is 409.
 */
export const acceptUpdateSchema = z.object({
  fileId: recordIdSchema,
  version: versionSchema,
  toVersion: versionSchema,
  take: z.enum(["master", "merge"]),
  choices: z.preprocess(absentToUndefined, z.record(z.string().max(500), sectionChoiceSchema).default({})),
  userId: userIdField,
});
export type AcceptUpdateRequest = z.input<typeof acceptUpdateSchema>;

export const rejectDocumentSchema = z.object({
  fileId: recordIdSchema,
  toVersion: z.preprocess(absentToUndefined, versionSchema.optional()),
  userId: userIdField,
});

export const restoreFileSchema = z.object({ fileId: recordIdSchema, userId: userIdField });
export const bulkRestoreSchema = z.object({
  fileIds: idListSchema(["_id", "fileId", "id"], maxSelectedDocuments, messages.tooManyDocumentsSelected),
  userId: userIdField,
});
export const restoreFolderSchema = z.object({ folderId: recordIdSchema, userId: userIdField });
/** POST /user/restore-documents: start Restore All, or (status) ask how the latest run stands. */
export const restoreAllSchema = optionalBody(
  z.object({
    action: z.preprocess(absentToUndefined, z.enum(["start", "status"]).default("status")),
    userId: userIdField,
  }),
);
export const latestUpdateSchema = compareFileSchema;
export const openedStatusSchema = compareFileSchema;
export const touchedFilesSchema = optionalBody(
  z.object({ skip: skipSchema, limit: limitSchema(pageSizes.documents), userId: userIdField }),
);
/** POST /user/autoupdate/recent-updates: the setting (changed when `autoUpdate` is sent) and what it did. */
export const autoUpdateSchema = optionalBody(
  z.object({
    autoUpdate: z.preprocess(absentToUndefined, z.boolean().optional()),
    skip: skipSchema,
    limit: limitSchema(pageSizes.recentUpdates),
    userId: userIdField,
  }),
);

// ---- replies ----

export const restoredReplySchema = messageReplyOf(
  z.object({ restored: z.number().int(), skipped: z.number().int() }),
);
export const decisionReplySchema = messageReplyOf(
  z.object({
    fileId: z.string(),
    version: z.number().int(),
    backupId: z.string().nullable(),
    templateVersion: z.number().int().nullable(),
  }),
);

export const restoreRunSchema = z.object({
  _id: z.string(),
  status: z.enum(["queued", "running", "done", "failed"]),
  total: z.number().int(),
  done: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type RestoreRun = z.infer<typeof restoreRunSchema>;
export const restoreAllReplySchema = messageReplyOf(restoreRunSchema.nullable());

export const latestUpdateReplySchema = messageReplyOf(
  z.object({
    fileId: z.string(),
    updateAvailable: z.boolean(),
    templateVersion: z.number().int().nullable(),
    release: releaseSchema.nullable(),
  }),
);
export const openedStatusReplySchema = messageReplyOf(z.object({ fileId: z.string(), opened: z.boolean() }));

export const touchedFileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  policyNumber: z.string(),
  folderName: z.string().nullable(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});
export const touchedFilesReplySchema = pagedOf(touchedFileSchema);

/** What an automatic update did to one document. */
export const autoUpdateEntrySchema = z.object({
  _id: z.string(),
  fileId: z.string(),
  name: z.string(),
  policyNumber: z.string(),
  templateVersion: z.number().int(),
  releaseNotes: z.string(),
  decidedAt: z.string(),
});
export const autoUpdateReplySchema = pagedOf(autoUpdateEntrySchema).extend({ autoUpdate: z.boolean() });

export const comparisonReplySchema = messageReplyOf(comparisonSchema);
export const adminViewReplySchema = messageReplyOf(
  z.object({
    fileId: z.string(),
    name: z.string(),
    content: z.string(),
    header: z.string(),
    footer: z.string(),
    release: releaseSchema,
  }),
);

// ---- notifications (spec 001 §3 notification; the bell of spec 000 §2) ----

export const notificationCategories = [
  "Document update",
  "New document",
  "Restore",
  "Staff policies",
  "Subscription",
  "Edit request",
  "Export",
  "General",
] as const;
export const notificationSchema = z.object({
  _id: z.string(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  /** Where selecting it leads in the company app ('' for nowhere). */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = optionalBody(
  z.object({ skip: skipSchema, limit: limitSchema(pageSizes.notifications), userId: userIdField }),
);
export const notificationIdSchema = z.object({
  notificationId: z.preprocess(
    (value) => value ?? undefined,
    z.string(updateMessages.notificationNotFound).min(1).max(100),
  ),
  userId: userIdField,
});
export const notificationListReplySchema = pagedOf(notificationSchema).extend({ unread: z.number().int() });
export const notificationReplySchema = messageReplyOf(notificationSchema);
export const notificationCountReplySchema = z.object({
  status: z.literal(1),
  response: z.string(),
  count: z.number().int(),
});

/** Live events on the signed-in user's socket room. */
export const notificationEvent = "notification:new";
export const restoreProgressEvent = "restore:progress";

/** The job that runs a company's Restore All. */
export const restoreAllQueue = "documents.restore-all";
