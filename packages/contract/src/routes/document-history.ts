import {
  documentHistoryReplySchema,
  documentHistoryRequestSchema,
  documentVersionCompareQuerySchema,
  documentVersionCompareReplySchema,
  libraryTemplateListReplySchema,
  libraryTemplateListRequestSchema,
  recentActivitiesReplySchema,
  recentActivitiesSchema,
  recentFileReplySchema,
  recentFileSchema,
  recentFilesReplySchema,
  referringDocumentsReplySchema,
  reviewDateReplySchema,
  selectedFileReplySchema,
  setReviewDateSchema,
  userOnlySchema,
} from "../document-history";
import { publicDocumentReplySchema, publicDocumentRequestSchema } from "../document-view";
import { fileIdBodySchema } from "../documents";
import { documentDownloadSchema } from "../exports";
import { myFileReplySchema } from "../my-files";
import { fileReply, needing, route } from "./define";

const tags = ["documents"];
const read = { library: "read" } as const;

/**
 * The documents calls of spec 001 §7 no other issue names, and the History screen (spec 000 §2
 * /history); what each does is decision 032. The PDF calls file into the caller's My Files, so
 * they are open to any company user, as My Files is.
 */
export const documentHistoryRoutes = needing("subscription", {
  documentHistory: route({
    method: "POST",
    path: "/user/document/history",
    access: read,
    body: documentHistoryRequestSchema,
    reply: documentHistoryReplySchema,
    tags,
    summary: "Every saved version across the company's documents, newest first, filtered and paged",
  }),
  compareDocumentVersions: route({
    method: "GET",
    path: "/user/document/version/compare",
    access: read,
    query: documentVersionCompareQuerySchema,
    reply: documentVersionCompareReplySchema,
    tags,
    summary: "A version against an earlier one (the one before by default), section by section",
  }),
  downloadDocumentFile: route({
    method: "POST",
    path: "/user/downloadfile",
    access: read,
    body: documentDownloadSchema,
    reply: fileReply,
    tags,
    summary: "The document as PDF (the default) or Word, as an attachment; open: the PDF inline",
  }),
  createDocumentPdf: route({
    method: "POST",
    path: "/user/create-pdf",
    access: "company",
    multipart: true,
    reply: myFileReplySchema,
    tags,
    summary: "Prints a library document to PDF and keeps it in the caller's My Files",
  }),
  uploadDocumentPdf: route({
    method: "POST",
    path: "/user/upload-pdf",
    access: "company",
    multipart: true,
    reply: myFileReplySchema,
    tags,
    summary: "A PDF (form field pdfImg) into the caller's My Files, counted against storage",
  }),
  recordRecentFile: route({
    method: "POST",
    path: "/user/create/RecentFiles",
    access: read,
    body: recentFileSchema,
    reply: recentFileReplySchema,
    tags,
    summary: "Notes that the caller opened a document",
  }),
  recentFiles: route({
    method: "POST",
    path: "/user/getRecentFiles",
    access: read,
    body: userOnlySchema,
    reply: recentFilesReplySchema,
    tags,
    summary: "The documents the caller opened lately, newest first",
  }),
  documentRecentActivities: route({
    method: "POST",
    path: "/user/document-recent-activities",
    access: read,
    body: recentActivitiesSchema,
    reply: recentActivitiesReplySchema,
    tags,
    summary: "Who did what to one document lately",
  }),
  setDocumentReviewDate: route({
    method: "POST",
    path: "/user/document/set/reviewDate",
    access: read,
    body: setReviewDateSchema,
    reply: reviewDateReplySchema,
    tags,
    summary: "Sets a document's next review date; who may depends on who created it",
  }),
  selectedFile: route({
    method: "GET",
    path: "/user/selected/file",
    access: read,
    query: userOnlySchema,
    reply: selectedFileReplySchema,
    tags,
    summary: "The document the caller opened last (null when none is live)",
  }),
  companyTemplateList: route({
    method: "POST",
    path: "/users/for_company/gettemplateList",
    access: read,
    body: libraryTemplateListRequestSchema,
    reply: libraryTemplateListReplySchema,
    tags,
    summary: "The library documents the company holds",
  }),
  templateList: route({
    method: "POST",
    path: "/users/gettemplateList",
    access: read,
    body: libraryTemplateListRequestSchema,
    reply: libraryTemplateListReplySchema,
    tags,
    summary: "Every published library document, each marked held or not",
  }),
  referringDocuments: route({
    method: "POST",
    path: "/user/get_documentref/list",
    access: read,
    body: fileIdBodySchema,
    reply: referringDocumentsReplySchema,
    tags,
    summary: "The company's live documents that refer to this one",
  }),
});

/** The public view of a library document (spec 000 §2 /view/Document/{slug}). */
export const documentViewRoutes = {
  publicDocument: route({
    method: "POST",
    path: "/document/public/view",
    access: "public",
    body: publicDocumentRequestSchema,
    reply: publicDocumentReplySchema,
    tags: ["catalogue"],
    summary: "A library document's opening, its packages, and the signed-in company's own copy",
  }),
};
