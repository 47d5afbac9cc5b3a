import {
  createWebFormSchema,
  fillableFormsReplySchema,
  saveWebFormSchema,
  submissionExportSchema,
  submissionFileSchema,
  submissionListReplySchema,
  submissionListSchema,
  submissionReplySchema,
  webFormIdSchema,
  webFormListReplySchema,
  webFormListSchema,
  webFormPeopleReplySchema,
  webFormReplySchema,
  webFormToFillReplySchema,
  webFormTokenSchema,
} from "../forms";
import { permissions } from "../permissions";
import { fileReply, needing, route } from "./define";

const tags = ["web forms"];
/** The side menu's Forms entry (spec 000 §6): the owner, or staff with the Forms permission. */
const access = { permission: permissions.forms } as const;
const messageOnly = webFormReplySchema.pick({ status: true, response: true });

/** Building forms and reading their completions (decision 030): Forms needs the pro package. */
export const webFormRoutes = needing("pro", {
  webForms: route({
    method: "GET",
    path: "/user/forms/list",
    access,
    query: webFormListSchema,
    reply: webFormListReplySchema,
    tags,
    summary: "The company's forms, newest change first, with their submission counts",
  }),
  createWebForm: route({
    method: "POST",
    path: "/user/forms/create",
    access,
    body: createWebFormSchema,
    reply: webFormReplySchema,
    tags,
    summary: "A new draft: empty, or a copy of a starter form",
  }),
  webForm: route({
    method: "GET",
    path: "/user/forms/get",
    access,
    query: webFormIdSchema,
    reply: webFormReplySchema,
    tags,
  }),
  saveWebForm: route({
    method: "POST",
    path: "/user/forms/save",
    access,
    body: saveWebFormSchema,
    reply: webFormReplySchema,
    tags,
    summary: "Saves the draft (409 when someone saved since it was opened)",
  }),
  publishWebForm: route({
    method: "POST",
    path: "/user/forms/publish",
    access,
    body: webFormIdSchema,
    reply: webFormReplySchema,
    tags,
    summary: "Publishes the draft as a new version (the same version when nothing changed)",
  }),
  unpublishWebForm: route({
    method: "POST",
    path: "/user/forms/unpublish",
    access,
    body: webFormIdSchema,
    reply: webFormReplySchema,
    tags,
  }),
  webFormPeople: route({
    method: "GET",
    path: "/user/forms/people",
    access,
    reply: webFormPeopleReplySchema,
    tags,
    summary: "The owner and staff users, who may be told of each submission",
  }),
  webFormSubmissions: route({
    method: "GET",
    path: "/user/forms/submissions",
    access,
    query: submissionListSchema,
    reply: submissionListReplySchema,
    tags,
    summary: "A form's submissions, newest first, filtered by dates and searched",
  }),
  webFormSubmission: route({
    method: "GET",
    path: "/user/forms/submission",
    access,
    query: webFormIdSchema,
    reply: submissionReplySchema,
    tags,
  }),
  webFormSubmissionFile: route({
    method: "POST",
    path: "/user/forms/submission/file",
    access,
    body: submissionFileSchema,
    reply: fileReply,
    tags,
    summary: "The photo, file or signature of one answer",
  }),
  webFormSubmissionPdf: route({
    method: "POST",
    path: "/user/forms/submission/pdf",
    access,
    body: webFormIdSchema,
    reply: fileReply,
    tags,
  }),
  webFormSubmissionsCsv: route({
    method: "POST",
    path: "/user/forms/submissions/csv",
    access,
    body: submissionExportSchema,
    reply: fileReply,
    tags,
    summary: "Every submission of a form for the filters, as CSV",
  }),
});

/** Filling in: by the company's people signed in, or by anyone with a public form's link. */
export const webFormFillRoutes = {
  fillableForms: route({
    method: "GET",
    path: "/user/forms/fillable",
    access: "signedIn",
    reply: fillableFormsReplySchema,
    tags,
    summary: "The published forms the caller's company asks its people to fill in",
  }),
  openWebForm: route({
    method: "POST",
    path: "/public/forms/open",
    access: "public",
    body: webFormTokenSchema,
    reply: webFormToFillReplySchema,
    tags,
    summary: "The published form a link's token names",
  }),
  submitWebForm: route({
    method: "POST",
    path: "/public/forms/submit",
    access: "public",
    multipart: true,
    reply: messageOnly,
    tags,
    summary: "Sends the answers (`answers` JSON, files as parts named by field id)",
  }),
};
