import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { notFound, ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { newProviderChecklist } from "../courses/checklist";
import type { BlogFeedOptions } from "./blog";
import { siteRoutes } from "./routes-site";
import {
  knowledgeDetails,
  listFaqs,
  listKnowledge,
  listPages,
  listSampleDocuments,
  listTestimonials,
  listUpdatedDocuments,
  pageDetails,
} from "./service";

/** A list reply: status 1 with the items, or 2 ("No records found") when there are none. */
function listReply<T>(list: T[], total: number = list.length) {
  return list.length > 0
    ? { status: 1 as const, response: "ok", list, total }
    : { status: 2 as const, response: messages.noRecordsFound, list, total };
}

/** One record, or 404 "No records found". */
function found<T>(record: T | undefined | null) {
  if (!record) throw notFound(messages.noRecordsFound);
  return ok(record);
}

export interface ContentRouteOptions {
  blog?: BlogFeedOptions;
}

/** The public site's content: legal pages, help, FAQs, samples, updates, blog, contact, offer. */
export const contentRoutes: FastifyPluginAsync<ContentRouteOptions> = async (app, options) => {
  const { db } = app.platform;

  serve(app, routes.pageList, async () => listReply(await listPages(db)));

  serve(app, routes.pageDetails, async ({ input }) => found(await pageDetails(db, input.slug)));

  serve(app, routes.testimonialList, async () => listReply(await listTestimonials(db)));

  serve(app, routes.updatedDocuments, async ({ input }) => {
    const { list, total } = await listUpdatedDocuments(db, input);
    return listReply(list, total);
  });

  serve(app, routes.faqList, async ({ input }) => {
    const { list, categories } = await listFaqs(db, input.search);
    return { ...listReply(list), categories };
  });

  serve(app, routes.knowledgeList, async ({ input }) => {
    const { list, total } = await listKnowledge(db, input);
    return listReply(list, total);
  });

  serve(app, routes.knowledgeDetails, async ({ input }) => found(await knowledgeDetails(db, input.slug)));

  serve(app, routes.sampleDocumentList, async () => listReply(await listSampleDocuments(db)));

  serve(app, routes.newProviderChecklist, async ({ input }) => ok(newProviderChecklist(input?.nation)));

  await app.register(siteRoutes, { blog: options.blog });
};
