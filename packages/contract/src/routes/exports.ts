import { z } from "zod";
import {
  backupDownloadSchema,
  bulkExportSchema,
  createdDocumentDownloadSchema,
  documentDownloadSchema,
  downloadLinkReplySchema,
  downloadPdfSchema,
  exportCheckReplySchema,
  exportCheckSchema,
  exportJobIdSchema,
  exportJobListReplySchema,
  exportJobReplySchema,
  freeDownloadSchema,
  indexDownloadSchema,
  savedDocumentDownloadSchema,
  subscriptionDownloadSchema,
} from "../exports";
import { permissions } from "../permissions";
import { sampleDownloadSchema } from "../samples";
import { fileReply, needing, route } from "./define";

const tags = ["exports"];
/** Exports print the company's library: whoever may read it may export it (spec 001 §7). */
const access = { library: "read" } as const;
const file = "The file itself (application/pdf or the DOCX type), as an attachment";

/** GET /download/export: the signed link's token is the credential. */
const exportLinkQuerySchema = z.object({ token: z.string().max(1000) });

/** One document printed from the library (spec 001 §7 "Exports"). */
const documentCalls = {
  exportCheck: route({
    method: "POST",
    path: "/user/export/check",
    access,
    body: exportCheckSchema,
    reply: exportCheckReplySchema,
    tags,
    summary: "The variables without a value in each selected document",
  }),
  exportDocumentPdf: route({
    method: "POST",
    path: "/user/download-pdf",
    access,
    body: downloadPdfSchema,
    reply: fileReply,
    tags,
    summary: file,
  }),
  exportDocumentPdfLink: route({
    method: "POST",
    path: "/user/download-pdf-url",
    access,
    body: downloadPdfSchema,
    reply: downloadLinkReplySchema,
    tags,
    summary: "A short-lived link to the document's PDF",
  }),
  exportDocument: route({
    method: "POST",
    path: "/user/document/download",
    access,
    body: documentDownloadSchema,
    reply: fileReply,
    tags,
    summary: `${file}; the types filepdf and file answer a short-lived link (url, filename, expiresAt) instead`,
  }),
  exportBackupPdf: route({
    method: "POST",
    path: "/user/documentbkp/download-pdf",
    access,
    body: backupDownloadSchema,
    reply: fileReply,
    tags,
    summary: file,
  }),
  exportIndexPdf: route({
    method: "POST",
    path: "/user/download/index",
    access,
    body: indexDownloadSchema,
    reply: fileReply,
    tags,
    summary: "The document index of a folder or of the whole library, as PDF",
  }),
  exportFreeDocument: route({
    method: "POST",
    path: "/user/get_document/downloadfree",
    access,
    body: freeDownloadSchema,
    reply: fileReply,
    tags,
    summary: "A free sample document filled with the company's details",
  }),
  exportSubscriptionLink: route({
    method: "POST",
    path: "/user/subscrption-download",
    access: { permission: permissions.subscriptions },
    body: subscriptionDownloadSchema,
    reply: downloadLinkReplySchema,
    tags,
    summary: "A short-lived link to a PDF summary of a subscription's documents",
  }),
};

/** The saved-document downloads of spec 001 §7 "Saved documents". */
const savedCalls = {
  exportSavedPdf: route({
    method: "POST",
    path: "/site/saved_docs/download_as_pdf",
    access,
    body: savedDocumentDownloadSchema,
    reply: fileReply,
    tags,
    summary: "A saved document as PDF",
  }),
  exportSavedWord: route({
    method: "POST",
    path: "/site/saved_docs/download_as_word",
    access,
    body: savedDocumentDownloadSchema,
    reply: fileReply,
    tags,
    summary: "A saved document as Word",
  }),
  exportCreatedPdf: route({
    method: "POST",
    path: "/site/users/create_save_docs/download_as_pdf",
    access,
    body: createdDocumentDownloadSchema,
    reply: fileReply,
    tags,
    summary: "A document made on the spot as PDF",
  }),
  exportCreatedWord: route({
    method: "POST",
    path: "/site/users/create_save_docs/download_as_word",
    access,
    body: createdDocumentDownloadSchema,
    reply: fileReply,
    tags,
    summary: "A document made on the spot as Word",
  }),
};

/** Bulk exports: a job writing Documents.zip, followed by the person who asked for it. */
const bulkCalls = {
  exportBulkPdf: route({
    method: "POST",
    path: "/user/bulk-export-pdf",
    access,
    body: bulkExportSchema,
    reply: exportJobReplySchema,
    tags,
  }),
  exportBulkWord: route({
    method: "POST",
    path: "/user/bulk-export-word",
    access,
    body: bulkExportSchema,
    reply: exportJobReplySchema,
    tags,
  }),
  exportJobs: route({
    method: "GET",
    path: "/user/export/jobs",
    access,
    reply: exportJobListReplySchema,
    tags,
    summary: "The caller's exports of the last day, newest first",
  }),
  exportJob: route({
    method: "POST",
    path: "/user/export/job",
    access,
    body: exportJobIdSchema,
    reply: exportJobReplySchema,
    tags,
  }),
  exportJobLink: route({
    method: "POST",
    path: "/user/export/link",
    access,
    body: exportJobIdSchema,
    reply: downloadLinkReplySchema,
    tags,
    summary: "A short-lived link to a ready export's zip",
  }),
};

/** Downloads anyone may start: a signed link (its signature is the credential) and the samples. */
const publicCalls = {
  exportLinkDownload: route({
    method: "GET",
    path: "/download/export",
    access: "public",
    query: exportLinkQuerySchema,
    reply: fileReply,
    tags,
    summary: "Serves a signed, short-lived download link",
  }),
  sampleDocumentsDownload: route({
    method: "POST",
    path: "/download/sampledocument",
    access: "public",
    body: sampleDownloadSchema,
    reply: fileReply,
    tags,
    summary: "The 8 sample documents, personalised, as a zip",
  }),
};

/** The exports calls (spec 000 §7 samples; spec 001 §7 exports and saved-document downloads). */
export const exportsRoutes = needing("download", {
  ...documentCalls,
  ...savedCalls,
  ...bulkCalls,
  ...publicCalls,
});
