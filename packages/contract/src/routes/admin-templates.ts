import {
  adminPageSchema,
  draftSaveSchema,
  importListReplySchema,
  importReplySchema,
  publishSchema,
  templateChangedReplySchema,
  templateCompareSchema,
  templateCreateSchema,
  templateDetailReplySchema,
  templateIdSchema,
  templateImageListReplySchema,
  templateImageReplySchema,
  templateListReplySchema,
  templateListSchema,
  templatePreviewReply,
  templatePreviewSchema,
  templatePublishedReplySchema,
  templateSavedReplySchema,
  templateVersionSchema,
  versionCompareReplySchema,
  versionDetailReplySchema,
} from "../admin/templates";
import { optionalBody } from "../catalogue";
import { route } from "./define";

const tags = ["admin", "templates"] as const;
const access = "admin" as const;
const post = <const P extends string>(path: P) => ({ method: "POST" as const, path, access, tags });

/** The console's master templates: drafts, versions, publishing, images, preview, library import. */
export const adminTemplateRoutes = {
  adminTemplateList: route({
    ...post("/admin/template/list"),
    body: optionalBody(templateListSchema),
    reply: templateListReplySchema,
    summary:
      "Templates by title or policy number, filtered by package, nation, service type and status; 25 a page",
  }),
  adminTemplateGet: route({
    ...post("/admin/template/get"),
    body: templateIdSchema,
    reply: templateDetailReplySchema,
    summary: "The published fields, the draft if any, and every version",
  }),
  adminTemplateCreate: route({
    ...post("/admin/template/create"),
    body: templateCreateSchema,
    reply: templateSavedReplySchema,
    summary: "A new template: an empty draft at version 0, not in the library until published",
  }),
  adminTemplateDraftSave: route({
    ...post("/admin/template/draft/save"),
    body: draftSaveSchema,
    reply: templateSavedReplySchema,
    summary: "Saves the draft (HTML sanitised); 409 when it changed since `loadedAt`",
  }),
  adminTemplateDraftDiscard: route({
    ...post("/admin/template/draft/discard"),
    body: templateIdSchema,
    reply: templateChangedReplySchema,
  }),
  adminTemplatePublish: route({
    ...post("/admin/template/publish"),
    body: publishSchema,
    reply: templatePublishedReplySchema,
    summary: "The draft becomes the next immutable version; queues `template.published` after commit",
  }),
  adminTemplateWithdraw: route({
    ...post("/admin/template/withdraw"),
    body: templateIdSchema,
    reply: templateChangedReplySchema,
    summary: "Takes a published template out of the library; companies keep their copies",
  }),
  adminTemplateRepublish: route({
    ...post("/admin/template/republish"),
    body: templateIdSchema,
    reply: templateChangedReplySchema,
  }),
  adminTemplateVersion: route({
    ...post("/admin/template/version/view"),
    body: templateVersionSchema,
    reply: versionDetailReplySchema,
  }),
  adminTemplateCompare: route({
    ...post("/admin/template/version/compare"),
    body: templateCompareSchema,
    reply: versionCompareReplySchema,
    summary: "What a version changed from the one before (no version: the draft from the published text)",
  }),
  adminTemplatePreview: route({
    ...post("/admin/user/template/view"),
    body: templatePreviewSchema,
    subjectIds: ["userId"],
    reply: templatePreviewReply,
    summary:
      "The template filled with a sample company's details, or those of the company of `userId` (the draft unless a version is named)",
  }),
  adminTemplateImageUpload: route({
    ...post("/admin/template/image/upload"),
    multipart: true,
    reply: templateImageReplySchema,
    summary: "A PNG, JPEG, GIF or WebP of at most 500 KB (field templateImage), answered inline",
  }),
  adminTemplateImageList: route({
    ...post("/admin/template/image/list"),
    body: optionalBody(adminPageSchema),
    reply: templateImageListReplySchema,
  }),
  adminLibraryImport: route({
    ...post("/admin/library/import"),
    reply: importReplySchema,
    summary: "Imports the release in content/: unchanged skipped, changed as drafts, new ones published",
  }),
  adminLibraryImportList: route({
    ...post("/admin/library/import/list"),
    body: optionalBody(adminPageSchema),
    reply: importListReplySchema,
  }),
};
