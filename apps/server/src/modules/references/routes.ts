import {
  deleteReferenceSchema,
  documentViewSchema,
  editReferenceSchema,
  envelopeOf,
  fileIdQuerySchema,
  messages,
  referenceCandidatesQuerySchema,
  referenceCandidatesReplySchema,
  referenceChangeReplySchema,
  referenceListReplySchema,
  referenceViewQuerySchema,
  saveReferencesSchema,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../platform/envelope";
import { viewDocument } from "../documents/view";
import { actorOf, libraryAccess } from "../library/access";
import {
  deleteReference,
  editReference,
  listReferences,
  referenceCandidates,
  saveReferences,
} from "./service";

const tags = ["references"];
const config = libraryAccess;

/** The reference calls of spec 001 §7 "References"; rules in the service. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform;

  app.get(
    "/user/get/ref/documents",
    { config, schema: { tags, querystring: fileIdQuerySchema, response: { 200: referenceListReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.query.userId);
      return ok("", await listReferences(db, actor.companyId, request.query.fileId));
    },
  );

  app.get(
    "/user/reference/view/document",
    {
      config,
      schema: {
        tags,
        querystring: referenceViewQuerySchema,
        response: { 200: envelopeOf(documentViewSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request, request.query.userId);
      return ok(await viewDocument(app.platform, actor.companyId, request.query.refId));
    },
  );

  app.get(
    "/user/get/ref/docs",
    {
      config,
      schema: {
        tags,
        querystring: referenceCandidatesQuerySchema,
        response: { 200: referenceCandidatesReplySchema },
      },
    },
    async (request) => {
      const actor = actorOf(request, request.query.userId);
      return ok("", await referenceCandidates(db, actor.companyId, request.query));
    },
  );

  app.post(
    "/user/save/sidebar/Reference",
    { config, schema: { tags, body: saveReferencesSchema, response: { 200: referenceChangeReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      const list = await saveReferences(db, actor, request.body.fileId, request.body.ids);
      return ok(messages.referencesSaved, { data: list });
    },
  );

  app.post(
    "/user/edit/Reference",
    { config, schema: { tags, body: editReferenceSchema, response: { 200: referenceChangeReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.referenceUpdated, { data: await editReference(db, actor, request.body) });
    },
  );

  app.post(
    "/user/delete/Reference",
    { config, schema: { tags, body: deleteReferenceSchema, response: { 200: referenceChangeReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.referenceRemoved, { data: await deleteReference(db, actor, request.body) });
    },
  );
};
