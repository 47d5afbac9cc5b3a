import {
  copyFileSchema,
  createFileSchema,
  documentReplySchema,
  documentViewSchema,
  editFileSchema,
  envelopeOf,
  fileIdBodySchema,
  headerFooterSchema,
  messages,
  orientationRequestSchema,
  saveContentSchema,
  savedReplySchema,
  updateContentSchema,
  versionListQuerySchema,
  versionListReplySchema,
  versionRestoreSchema,
  versionViewQuerySchema,
  versionViewSchema,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../platform/envelope";
import { actorOf, libraryAccess } from "../library/access";
import { restoreVersion, saveContent, setHeaderFooter, updateContent } from "./content";
import { copyDocument, createDocument, deleteDocument, renameDocument, setOrientation } from "./service";
import { listVersions, viewVersion } from "./versions";
import { viewDocument } from "./view";

const tags = ["documents"];
const config = libraryAccess;

/** The document calls of spec 001 §7 "Folders and files", and version history; rules in the services. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform;

  app.post(
    "/user/createFile",
    { config, schema: { tags, body: createFileSchema, response: { 200: documentReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.documentCreated, { data: await createDocument(db, actor, request.body) });
    },
  );

  app.post(
    "/user/share-like/copy",
    { config, schema: { tags, body: copyFileSchema, response: { 200: documentReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.documentCreated, { data: await copyDocument(db, actor, request.body) });
    },
  );

  app.post(
    "/user/editFile",
    { config, schema: { tags, body: editFileSchema, response: { 200: documentReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.fileUpdated, {
        data: await renameDocument(db, actor, request.body.fileId, request.body),
      });
    },
  );

  app.post(
    "/user/deleteFile",
    { config, schema: { tags, body: fileIdBodySchema, response: { 200: documentReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.documentDeleted, { data: await deleteDocument(db, actor, request.body.fileId) });
    },
  );

  app.post(
    "/user/get-view-content",
    { config, schema: { tags, body: fileIdBodySchema, response: { 200: envelopeOf(documentViewSchema) } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(await viewDocument(app.platform, actor.companyId, request.body.fileId));
    },
  );

  app.post(
    "/user/updatecontent",
    { config, schema: { tags, body: updateContentSchema, response: { 200: savedReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.documentSaved, { data: await updateContent(db, actor, request.body) });
    },
  );

  app.post(
    "/user/savecontent",
    { config, schema: { tags, body: saveContentSchema, response: { 200: savedReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.documentSaved, { data: await saveContent(db, actor, request.body) });
    },
  );

  app.post(
    "/user/file/edit/orientation",
    { config, schema: { tags, body: orientationRequestSchema, response: { 200: documentReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      const result = await setOrientation(db, actor, request.body.fileId, request.body.orientationType);
      return { status: result.status, response: result.message, data: result.item };
    },
  );

  app.post(
    "/user/headerfooter",
    { config, schema: { tags, body: headerFooterSchema, response: { 200: savedReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.documentSetupSaved, { data: await setHeaderFooter(db, actor, request.body) });
    },
  );

  app.get(
    "/user/document/update_notes/list",
    {
      config,
      schema: { tags, querystring: versionListQuerySchema, response: { 200: versionListReplySchema } },
    },
    async (request) => {
      const actor = actorOf(request, request.query.userId);
      return ok("", await listVersions(db, actor.companyId, request.query.fileId, request.query));
    },
  );

  app.get(
    "/user/document/version/view",
    {
      config,
      schema: { tags, querystring: versionViewQuerySchema, response: { 200: envelopeOf(versionViewSchema) } },
    },
    async (request) => {
      const actor = actorOf(request, request.query.userId);
      return ok(await viewVersion(db, actor.companyId, request.query.fileId, request.query.version));
    },
  );

  app.post(
    "/user/document/version/restore",
    { config, schema: { tags, body: versionRestoreSchema, response: { 200: savedReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      const saved = await restoreVersion(db, actor, request.body.fileId, request.body.version);
      return ok(messages.documentRestored, { data: saved });
    },
  );
};
