import {
  insertSavedDocSchema,
  savedDocChangeReplySchema,
  savedDocContentSchema,
  savedDocIdSchema,
  savedDocNameSchema,
  savedDocReplySchema,
  savedDocsListReplySchema,
  savedDocsListSchema,
  savedDocumentWithContentSchema,
  userFileByIdSchema,
} from "../document-extras";
import { documentListItemSchema, documentViewSchema } from "../documents";
import { envelopeOf } from "../envelope";
import { needing, route } from "./define";

const tags = ["saved documents"];
/** Saved copies belong to the library: the owner or staff allowed to read it; rules per record. */
const access = { library: "read" } as const;

/** The saved-document calls of spec 001 §7 "Saved documents". */
export const savedDocumentsRoutes = needing("subscription", {
  savedDocuments: route({
    method: "POST",
    path: "/site/saved_docs/list",
    access,
    body: savedDocsListSchema,
    reply: savedDocsListReplySchema,
    tags,
    summary: "The company's saved copies and the caller's own drafts, newest first",
  }),
  savedDocument: route({
    method: "POST",
    path: "/site/saved_docs/get_by_id",
    access,
    body: savedDocIdSchema,
    reply: envelopeOf(savedDocumentWithContentSchema),
    tags,
  }),
  savedDocumentForEditor: route({
    method: "POST",
    path: "/site/saved_docs/get_file_for_editor",
    access,
    body: savedDocIdSchema,
    reply: envelopeOf(savedDocumentWithContentSchema.extend({ document: documentListItemSchema })),
    tags,
    summary: "The saved content with the document it belongs to (the editor opens it)",
  }),
  deleteSavedDocument: route({
    method: "POST",
    path: "/site/saved_docs/del_by_id",
    access,
    body: savedDocIdSchema,
    reply: savedDocChangeReplySchema,
    tags,
  }),
  changeSavedDocumentContent: route({
    method: "POST",
    path: "/site/saved_docs/content/change",
    access,
    body: savedDocContentSchema,
    reply: savedDocReplySchema,
    tags,
  }),
  renameSavedDocument: route({
    method: "POST",
    path: "/site/saved_docs/name/change",
    access,
    body: savedDocNameSchema,
    reply: savedDocChangeReplySchema,
    tags,
  }),
  insertSavedDocument: route({
    method: "POST",
    path: "/site/insert/saved_docs",
    access,
    body: insertSavedDocSchema,
    reply: savedDocReplySchema,
    tags,
    summary: "The editor's autosaved draft, or a new named copy",
  }),
  userFileById: route({
    method: "POST",
    path: "/site/userfiles/get/by_ID",
    access,
    body: userFileByIdSchema,
    reply: envelopeOf(documentViewSchema),
    tags,
  }),
});
