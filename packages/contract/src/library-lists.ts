import { z } from "zod";
import { limitSchema, optionalBody, searchTextSchema, skipSchema } from "./catalogue";
import { userIdField } from "./commerce";
import { pageSizes } from "./constants";
import { type binItemSchema, documentListItemSchema } from "./documents";
import { pagedOf } from "./envelope";

/**
 * The document index, the user's recent documents, the recent-updates feed and the dashboard
 * (spec 001 §7 "Folders and files" /user/documents/all and /user/recent/documents, "Notifications
 * and dashboard" /userdashboard and /user/recent-updates): requests and replies.
 */

/** An entry of the bin (POST /user/documents/deleted-list). */
export type BinItem = z.infer<typeof binItemSchema>;

// ---- GET /user/documents/all ----

export const documentIndexQuerySchema = z.object({ userId: userIdField, searchValue: searchTextSchema });
export type DocumentIndexQuery = z.infer<typeof documentIndexQuerySchema>;

/** A live document with the names of the folders it sits in, from the top (empty: top level). */
export const documentIndexItemSchema = documentListItemSchema.extend({ folderPath: z.array(z.string()) });
export type DocumentIndexItem = z.infer<typeof documentIndexItemSchema>;

/** One folder of the index outline, in tree order (parents before their children). */
export const indexFolderSchema = z.object({
  _id: z.string(),
  folderName: z.string(),
  parentId: z.string().nullable(),
  /** Folder names from the top down to this one. */
  path: z.array(z.string()),
  depth: z.number().int().nonnegative(),
  /** Live documents directly in this folder that match the search. */
  documentCount: z.number().int().nonnegative(),
});
export type IndexFolder = z.infer<typeof indexFolderSchema>;

/**
 * `documentList`: every live document (matching the search) in index order, folder by folder;
 * `template`: the folder outline the index is laid out by.
 */
export const documentIndexReplySchema = z.object({
  status: z.literal(1),
  response: z.string(),
  documentList: z.array(documentIndexItemSchema),
  template: z.array(indexFolderSchema),
  total: z.number().int().nonnegative(),
});
export type DocumentIndexReply = z.infer<typeof documentIndexReplySchema>;

// ---- GET /user/recent/documents ----

export const recentDocumentsQuerySchema = z.object({
  userId: userIdField,
  limit: limitSchema(pageSizes.recentUpdates),
});
/** The documents the signed-in user changed most recently, latest first. */
export const recentDocumentsReplySchema = pagedOf(documentListItemSchema);

// ---- POST /user/recent-updates and the dashboard ----

/**
 * What happened to a document: a saved version (by its source), a review, or a library update
 * waiting for the company's decision (`library-update`: its notes are the release notes).
 */
export const recentUpdateKinds = [
  "create",
  "save",
  "update",
  "setup",
  "restore",
  "overwrite",
  "library-accepted",
  "merge",
  "auto-update",
  "review",
  "library-update",
] as const;
export type RecentUpdateKind = (typeof recentUpdateKinds)[number];

export const recentUpdateSchema = z.object({
  /** The version's or the review's id. */
  _id: z.string(),
  fileId: z.string(),
  name: z.string(),
  policyNumber: z.string(),
  kind: z.enum(recentUpdateKinds),
  /** The version written (null for a review). */
  version: z.number().int().nullable(),
  notes: z.string(),
  /** The next review date a review set (YYYY-MM-DD), else null. */
  reviewDate: z.string().nullable(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type RecentUpdate = z.infer<typeof recentUpdateSchema>;

export const recentUpdatesSchema = optionalBody(
  z.object({ skip: skipSchema, limit: limitSchema(pageSizes.recentUpdates), userId: userIdField }),
);
export type RecentUpdatesRequest = z.infer<typeof recentUpdatesSchema>;
export const recentUpdatesReplySchema = pagedOf(recentUpdateSchema);

export const dashboardRequestSchema = optionalBody(z.object({ userId: userIdField }));

export const dashboardCountsSchema = z.object({
  /** Live documents (not in the bin). */
  documents: z.number().int().nonnegative(),
  /** Review date passed or within 30 days (overdue included). */
  needReview: z.number().int().nonnegative(),
  /** Review date passed. */
  overdue: z.number().int().nonnegative(),
  /** A library update waiting for the company's decision (updateAvailable). */
  awaitingUpdate: z.number().int().nonnegative(),
  upToDate: z.number().int().nonnegative(),
  published: z.number().int().nonnegative(),
  /** Files and folders waiting in the bin. */
  inBin: z.number().int().nonnegative(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;
