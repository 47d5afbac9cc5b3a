import {
  documentListItemSchema,
  documentViewSchema,
  envelopeOf,
  insertSavedDocSchema,
  messages,
  savedDocChangeReplySchema,
  savedDocContentSchema,
  savedDocIdSchema,
  savedDocNameSchema,
  savedDocReplySchema,
  savedDocsListReplySchema,
  savedDocsListSchema,
  savedDocumentWithContentSchema,
  userFileByIdSchema,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../platform/envelope";
import { viewDocument } from "../documents/view";
import { actorOf, libraryAccess } from "../library/access";
import {
  changeSavedContent,
  deleteSaved,
  getSaved,
  insertSaved,
  listSaved,
  renameSaved,
  savedForEditor,
} from "./service";

const tags = ["saved documents"];
const config = libraryAccess;
const forEditorSchema = envelopeOf(
  savedDocumentWithContentSchema.extend({ document: documentListItemSchema }),
);

/** The saved-document calls of spec 001 §7 "Saved documents"; rules in the service. */
export const savedDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform;

  app.post(
    "/site/saved_docs/list",
    { config, schema: { tags, body: savedDocsListSchema, response: { 200: savedDocsListReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok("", await listSaved(db, actor, request.body));
    },
  );

  app.post(
    "/site/saved_docs/get_by_id",
    {
      config,
      schema: { tags, body: savedDocIdSchema, response: { 200: envelopeOf(savedDocumentWithContentSchema) } },
    },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(await getSaved(db, actor, request.body.id));
    },
  );

  app.post(
    "/site/saved_docs/get_file_for_editor",
    { config, schema: { tags, body: savedDocIdSchema, response: { 200: forEditorSchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(await savedForEditor(db, actor, request.body.id));
    },
  );

  app.post(
    "/site/saved_docs/del_by_id",
    { config, schema: { tags, body: savedDocIdSchema, response: { 200: savedDocChangeReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.successfullyDeleted, { data: await deleteSaved(db, actor, request.body.id) });
    },
  );

  app.post(
    "/site/saved_docs/content/change",
    { config, schema: { tags, body: savedDocContentSchema, response: { 200: savedDocReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.documentSaved, { data: await changeSavedContent(db, actor, request.body) });
    },
  );

  app.post(
    "/site/saved_docs/name/change",
    { config, schema: { tags, body: savedDocNameSchema, response: { 200: savedDocChangeReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.fileUpdated, { data: await renameSaved(db, actor, request.body) });
    },
  );

  app.post(
    "/site/insert/saved_docs",
    { config, schema: { tags, body: insertSavedDocSchema, response: { 200: savedDocReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.documentSaved, { data: await insertSaved(db, actor, request.body) });
    },
  );

  app.post(
    "/site/userfiles/get/by_ID",
    { config, schema: { tags, body: userFileByIdSchema, response: { 200: envelopeOf(documentViewSchema) } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(await viewDocument(app.platform, actor.companyId, request.body.fileId));
    },
  );
};
