import { z } from "zod";
import {
  binChangeReplySchema,
  binDeleteSchema,
  binListReplySchema,
  binRestoreSchema,
  bulkFilesSchema,
  bulkReplySchema,
  bulkReviewSchema,
  deletedListSchema,
  documentListQuerySchema,
  documentListReplySchema,
  documentListsSchema,
  documentSearchSchema,
  messageReplyOf,
  recentlyUpdatedSchema,
  reviewRequestSchema,
  searchReplySchema,
} from "../documents";
import {
  documentIndexQuerySchema,
  documentIndexReplySchema,
  recentDocumentsQuerySchema,
  recentDocumentsReplySchema,
  recentUpdatesReplySchema,
  recentUpdatesSchema,
} from "../library-lists";
import { permissions } from "../permissions";
import { needing, route } from "./define";

const tags = ["library"];
const binTags = ["bin"];

const reviewReplySchema = messageReplyOf(z.object({ fileId: z.string(), review_date: z.string() }));

/**
 * The calls over the whole library (spec 001 §7): search, the lists, reviews and bulk actions,
 * the index, the recent updates and the bin. The index and the recent updates follow their menu entries
 * (spec 000 §6): the owner, or staff holding one of the permissions that show the entry.
 */
export const libraryRoutes = needing(
  "subscription",
  {
    searchDocuments: route({
      method: "POST",
      path: "/user/document/search",
      access: { library: "read" },
      body: documentSearchSchema,
      reply: searchReplySchema,
      tags,
    }),
    needReviewDocuments: route({
      method: "GET",
      path: "/user/needreview/documents",
      access: { library: "read" },
      query: documentListQuerySchema,
      reply: documentListReplySchema,
      tags,
    }),
    upToDateDocuments: route({
      method: "GET",
      path: "/user/uptodate/documents",
      access: { library: "read" },
      query: documentListQuerySchema,
      reply: documentListReplySchema,
      tags,
    }),
    recentlyUpdatedDocuments: route({
      method: "POST",
      path: "/user/document/recently-updated",
      access: { library: "read" },
      body: recentlyUpdatedSchema,
      reply: documentListReplySchema,
      sharedIds: ["countryId", "subscriptionTypeId", "subscriptionCategoryId"],
      tags,
    }),
    documentLists: route({
      method: "POST",
      path: "/user/get-document-lists",
      access: { library: "read" },
      body: documentListsSchema,
      reply: documentListReplySchema,
      tags,
    }),
    reviewDocument: route({
      method: "POST",
      path: "/user/documents/review",
      access: { library: "read" },
      body: reviewRequestSchema,
      reply: reviewReplySchema,
      tags,
      summary: "Marks a document reviewed; who may depends on who created it",
    }),
    bulkReviewDocuments: route({
      method: "POST",
      path: "/user/documents/bulkreview",
      access: { library: "read" },
      body: bulkReviewSchema,
      reply: bulkReplySchema,
      tags,
    }),
    bulkDocumentAction: route({
      method: "POST",
      path: "/company/update-bulk-files",
      access: { library: "read" },
      body: bulkFilesSchema,
      reply: bulkReplySchema,
      tags,
      summary: "Publishes, unpublishes, reviews, deletes or overwrites several documents, all or nothing",
    }),
    documentIndex: route({
      method: "GET",
      path: "/user/documents/all",
      access: { permission: [permissions.index, permissions.manageGroups] },
      query: documentIndexQuerySchema,
      reply: documentIndexReplySchema,
      tags,
    }),
    recentDocuments: route({
      method: "GET",
      path: "/user/recent/documents",
      access: { library: "read" },
      query: recentDocumentsQuerySchema,
      reply: recentDocumentsReplySchema,
      tags,
      summary: "The documents the caller saved or reviewed last",
    }),
    recentUpdates: route({
      method: "POST",
      path: "/user/recent-updates",
      access: { permission: [permissions.dashboard, permissions.manageUsers] },
      body: recentUpdatesSchema,
      reply: recentUpdatesReplySchema,
      tags,
    }),
    binList: route({
      method: "POST",
      path: "/user/documents/deleted-list",
      access: { library: "bin" },
      body: deletedListSchema,
      reply: binListReplySchema,
      tags: binTags,
      summary: "What was deleted on its own; status 2 when the bin is empty",
    }),
    binRestore: route({
      method: "POST",
      path: "/user/documents/restore",
      access: { library: "bin" },
      body: binRestoreSchema,
      reply: binChangeReplySchema,
      tags: binTags,
    }),
    binDeletePermanently: route({
      method: "POST",
      path: "/user/documents/delete/permanently",
      access: { library: "bin" },
      body: binDeleteSchema,
      reply: binChangeReplySchema,
      tags: binTags,
      summary: "Deletes items in the bin for good; who may depends on who created them",
    }),
  },
  ["needReviewDocuments", "recentUpdates"],
);
