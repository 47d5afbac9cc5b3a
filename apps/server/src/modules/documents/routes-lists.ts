import {
  bulkFilesSchema,
  bulkReplySchema,
  bulkReviewSchema,
  documentListQuerySchema,
  documentListReplySchema,
  documentListsSchema,
  documentSearchSchema,
  messageReplyOf,
  messages,
  recentlyUpdatedSchema,
  reviewRequestSchema,
  searchReplySchema,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../platform/envelope";
import { actorOf, libraryAccess } from "../library/access";
import {
  documentLists,
  needReviewDocuments,
  recentlyUpdated,
  searchDocuments,
  upToDateDocuments,
} from "./lists";
import { bulkFiles, bulkReview, reviewDocument } from "./reviews";

const tags = ["documents"];
const config = libraryAccess;
const reviewReplySchema = messageReplyOf(z.object({ fileId: z.string(), review_date: z.string() }));

/** The document lists, search, reviews and bulk actions of spec 001 §7. */
export const documentListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform;

  app.post(
    "/user/document/search",
    { config, schema: { tags, body: documentSearchSchema, response: { 200: searchReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok("", await searchDocuments(db, actor.companyId, request.body));
    },
  );

  app.get(
    "/user/needreview/documents",
    {
      config,
      schema: { tags, querystring: documentListQuerySchema, response: { 200: documentListReplySchema } },
    },
    async (request) => {
      const actor = actorOf(request, request.query.userId);
      return ok("", await needReviewDocuments(db, actor.companyId, request.query));
    },
  );

  app.get(
    "/user/uptodate/documents",
    {
      config,
      schema: { tags, querystring: documentListQuerySchema, response: { 200: documentListReplySchema } },
    },
    async (request) => {
      const actor = actorOf(request, request.query.userId);
      return ok("", await upToDateDocuments(db, actor.companyId, request.query));
    },
  );

  app.post(
    "/user/document/recently-updated",
    { config, schema: { tags, body: recentlyUpdatedSchema, response: { 200: documentListReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok("", await recentlyUpdated(db, actor.companyId, request.body));
    },
  );

  app.post(
    "/user/get-document-lists",
    { config, schema: { tags, body: documentListsSchema, response: { 200: documentListReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok("", await documentLists(db, actor.companyId, request.body));
    },
  );

  app.post(
    "/user/documents/review",
    { config, schema: { tags, body: reviewRequestSchema, response: { 200: reviewReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      const { fileId, notes, review_date } = request.body;
      return ok(messages.documentReviewed, {
        data: await reviewDocument(db, actor, fileId, notes, review_date),
      });
    },
  );

  app.post(
    "/user/documents/bulkreview",
    { config, schema: { tags, body: bulkReviewSchema, response: { 200: bulkReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      const { files, notes, review_date } = request.body;
      return ok(messages.documentsReviewed, { data: await bulkReview(db, actor, files, notes, review_date) });
    },
  );

  app.post(
    "/company/update-bulk-files",
    { config, schema: { tags, body: bulkFilesSchema, response: { 200: bulkReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      const { message, ...data } = await bulkFiles(db, actor, request.body.files, request.body.actiontype);
      return ok(message, { data });
    },
  );
};
