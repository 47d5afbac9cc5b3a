import {
  deleteReferenceSchema,
  editReferenceSchema,
  fileIdQuerySchema,
  referenceCandidatesQuerySchema,
  referenceCandidatesReplySchema,
  referenceChangeReplySchema,
  referenceListReplySchema,
  referenceViewQuerySchema,
  saveReferencesSchema,
} from "../document-extras";
import { documentViewSchema } from "../documents";
import { envelopeOf } from "../envelope";
import { needing, route } from "./define";

const tags = ["references"];
/** References are part of the library: the owner or staff allowed to read it; changes need the
 * right to edit the referring document, checked per record. */
const access = { library: "read" } as const;

/** The reference calls of spec 001 §7 "References". */
export const referencesRoutes = needing("subscription", {
  documentReferences: route({
    method: "GET",
    path: "/user/get/ref/documents",
    access,
    query: fileIdQuerySchema,
    reply: referenceListReplySchema,
    tags,
  }),
  referencedDocument: route({
    method: "GET",
    path: "/user/reference/view/document",
    access,
    query: referenceViewQuerySchema,
    reply: envelopeOf(documentViewSchema),
    tags,
  }),
  referenceCandidates: route({
    method: "GET",
    path: "/user/get/ref/docs",
    access,
    query: referenceCandidatesQuerySchema,
    reply: referenceCandidatesReplySchema,
    tags,
    summary: "Live documents to refer to, matched on name or policy number",
  }),
  addReferences: route({
    method: "POST",
    path: "/user/save/sidebar/Reference",
    access,
    body: saveReferencesSchema,
    reply: referenceChangeReplySchema,
    tags,
  }),
  editReference: route({
    method: "POST",
    path: "/user/edit/Reference",
    access,
    body: editReferenceSchema,
    reply: referenceChangeReplySchema,
    tags,
  }),
  removeReference: route({
    method: "POST",
    path: "/user/delete/Reference",
    access,
    body: deleteReferenceSchema,
    reply: referenceChangeReplySchema,
    tags,
  }),
});
