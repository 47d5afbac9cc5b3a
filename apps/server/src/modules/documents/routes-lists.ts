import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { documentLists, needReviewDocuments, recentlyUpdated, upToDateDocuments } from "./lists";
import { documentIndex, recentDocuments, recentUpdates } from "./overview";
import { bulkFiles, bulkReview, reviewDocument } from "./reviews";
import { searchDocuments } from "./search";

/** The document lists, search, reviews, bulk actions, index and recent updates of spec 001 §7 (the dashboard: modules/dashboard). */
export const documentListRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  serve(app, routes.searchDocuments, async ({ input, actor }) =>
    ok("", await searchDocuments(db, actor.companyId, input)),
  );

  serve(app, routes.needReviewDocuments, async ({ input, actor }) =>
    ok("", await needReviewDocuments(db, actor.companyId, input)),
  );

  serve(app, routes.upToDateDocuments, async ({ input, actor }) =>
    ok("", await upToDateDocuments(db, actor.companyId, input)),
  );

  serve(app, routes.recentlyUpdatedDocuments, async ({ input, actor }) =>
    ok("", await recentlyUpdated(db, actor.companyId, input)),
  );

  serve(app, routes.documentLists, async ({ input, actor }) =>
    ok("", await documentLists(db, actor.companyId, input)),
  );

  serve(app, routes.reviewDocument, async ({ input, actor }) =>
    ok(messages.documentReviewed, {
      data: await reviewDocument(db, actor, input.fileId, input.notes, input.review_date),
    }),
  );

  serve(app, routes.bulkReviewDocuments, async ({ input, actor }) =>
    ok(messages.documentsReviewed, {
      data: await bulkReview(db, actor, input.files, input.notes, input.review_date),
    }),
  );

  serve(app, routes.bulkDocumentAction, async ({ input, actor }) => {
    const { message, ...data } = await bulkFiles(db, actor, input.files, input.actiontype);
    return ok(message, { data });
  });

  serve(app, routes.documentIndex, async ({ input, actor }) =>
    ok("", await documentIndex(db, actor.companyId, input.searchValue)),
  );

  serve(app, routes.recentDocuments, async ({ input, actor }) =>
    ok("", await recentDocuments(db, actor.companyId, actor.userId, input.limit)),
  );

  serve(app, routes.recentUpdates, async ({ input, actor }) =>
    ok("", await recentUpdates(db, actor.companyId, input)),
  );
};
