import {
  bulkFilesSchema,
  bulkReplySchema,
  bulkReviewSchema,
  dashboardReplySchema,
  dashboardRequestSchema,
  documentIndexQuerySchema,
  documentIndexReplySchema,
  documentListQuerySchema,
  documentListReplySchema,
  documentListsSchema,
  documentSearchSchema,
  isAbsent,
  messageReplyOf,
  messages,
  type Permission,
  permissions,
  recentDocumentsQuerySchema,
  recentDocumentsReplySchema,
  recentlyUpdatedSchema,
  recentUpdatesReplySchema,
  recentUpdatesSchema,
  reviewRequestSchema,
  searchReplySchema,
} from "@cloudoc/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { companyOf } from "../../platform/auth";
import { forbidden, ok } from "../../platform/envelope";
import { actorOf, libraryAccess } from "../library/access";
import {
  documentLists,
  needReviewDocuments,
  recentlyUpdated,
  searchDocuments,
  upToDateDocuments,
} from "./lists";
import { dashboard, documentIndex, recentDocuments, recentUpdates } from "./overview";
import { bulkFiles, bulkReview, reviewDocument } from "./reviews";

const tags = ["documents"];
const config = libraryAccess;
/**
 * Who may read the dashboard and the index: the owner, or staff holding one of the permissions
 * that show the menu entry (the contract's side-menu rules, spec 000 §6).
 */
const dashboardPermissions: readonly Permission[] = [permissions.dashboard, permissions.manageUsers];
const indexPermissions: readonly Permission[] = [permissions.index, permissions.manageGroups];

/** The company of a dashboard or index call; a userId naming anyone but the caller is refused. */
function companyFor(request: FastifyRequest, needed: readonly Permission[], claimedUserId?: string | null) {
  const { companyId, userId, session } = companyOf(request);
  const allowed =
    session.role === "company" ||
    (session.role === "user" && needed.some((p) => session.permissions.includes(p)));
  if (!allowed) throw forbidden();
  if (!isAbsent(claimedUserId) && claimedUserId !== userId) throw forbidden();
  return { companyId, userId };
}

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

  app.get(
    "/user/documents/all",
    {
      config,
      schema: { tags, querystring: documentIndexQuerySchema, response: { 200: documentIndexReplySchema } },
    },
    async (request) => {
      const { companyId } = companyFor(request, indexPermissions, request.query.userId);
      return ok("", await documentIndex(db, companyId, request.query.searchValue));
    },
  );

  app.get(
    "/user/recent/documents",
    {
      config,
      schema: {
        tags,
        querystring: recentDocumentsQuerySchema,
        response: { 200: recentDocumentsReplySchema },
      },
    },
    async (request) => {
      const actor = actorOf(request, request.query.userId);
      return ok("", await recentDocuments(db, actor.companyId, actor.userId, request.query.limit));
    },
  );

  app.post(
    "/user/recent-updates",
    {
      config,
      schema: { tags, body: recentUpdatesSchema, response: { 200: recentUpdatesReplySchema } },
    },
    async (request) => {
      const { companyId } = companyFor(request, dashboardPermissions, request.body.userId);
      return ok("", await recentUpdates(db, companyId, request.body));
    },
  );

  app.post(
    "/userdashboard",
    {
      config,
      schema: { tags, body: dashboardRequestSchema, response: { 200: dashboardReplySchema } },
    },
    async (request) => {
      const { companyId } = companyFor(request, dashboardPermissions, request.body.userId);
      return ok("", { data: await dashboard(db, companyId) });
    },
  );
};
