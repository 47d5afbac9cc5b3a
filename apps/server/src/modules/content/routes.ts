import {
  checklistReplySchema,
  envelopeOf,
  faqListReplySchema,
  faqRequestSchema,
  knowledgeArticleSchema,
  knowledgeListRequestSchema,
  knowledgeRefSchema,
  messages,
  pagedOf,
  pageRefSchema,
  pageSizes,
  pagingRequestSchema,
  sampleDocumentSchema,
  sitePageReplySchema,
  slugRequestSchema,
  testimonialSchema,
  updatedDocumentSchema,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound, ok } from "../../platform/envelope";
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
  newProviderChecklist,
  pageDetails,
} from "./service";

const publicRoute = { access: "public" } as const;
const tags = ["content"];
/** A POST that takes no fields; a body, if any, is ignored. */
const noFields = z.unknown();

/** A list reply: status 1 with the items, or 2 ("No records found") when there are none. */
export function listReply<T>(list: T[], total: number) {
  return list.length > 0
    ? { status: 1 as const, response: "ok", list, total }
    : { status: 2 as const, response: messages.noRecordsFound, list, total };
}

export interface ContentRouteOptions {
  blog?: BlogFeedOptions;
}

/** The public site's content: legal pages, help, FAQs, samples, updates, blog, contact, offer. */
export const contentRoutes: FastifyPluginAsyncZod<ContentRouteOptions> = async (app, options) => {
  const { db } = app.platform;

  app.post(
    "/user/page-lists",
    { config: publicRoute, schema: { tags, body: noFields, response: { 200: pagedOf(pageRefSchema) } } },
    async () => {
      const pages = await listPages(db);
      return listReply(pages, pages.length);
    },
  );

  app.post(
    "/user/page-details",
    {
      config: publicRoute,
      schema: { tags, body: slugRequestSchema, response: { 200: sitePageReplySchema } },
    },
    async (request) => {
      const page = await pageDetails(db, request.body.slug);
      if (!page) throw notFound(messages.noRecordsFound);
      return ok(page);
    },
  );

  app.post(
    "/user/get-testimonial-lists",
    { config: publicRoute, schema: { tags, body: noFields, response: { 200: pagedOf(testimonialSchema) } } },
    async () => {
      const list = await listTestimonials(db);
      return listReply(list, list.length);
    },
  );

  app.post(
    "/user/get-updated-documents",
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "Master-template updates, newest first",
        body: pagingRequestSchema(pageSizes.recentUpdates),
        response: { 200: pagedOf(updatedDocumentSchema) },
      },
    },
    async (request) => {
      const { list, total } = await listUpdatedDocuments(db, request.body);
      return listReply(list, total);
    },
  );

  app.post(
    "/user/faq-lists",
    { config: publicRoute, schema: { tags, body: faqRequestSchema, response: { 200: faqListReplySchema } } },
    async (request) => {
      const { list, categories } = await listFaqs(db, request.body.search);
      return { ...listReply(list, list.length), categories };
    },
  );

  app.post(
    "/user/knowledge-lists",
    {
      config: publicRoute,
      schema: { tags, body: knowledgeListRequestSchema, response: { 200: pagedOf(knowledgeRefSchema) } },
    },
    async (request) => {
      const { list, total } = await listKnowledge(db, request.body);
      return listReply(list, total);
    },
  );

  app.post(
    "/user/knowledge-details",
    {
      config: publicRoute,
      schema: { tags, body: slugRequestSchema, response: { 200: envelopeOf(knowledgeArticleSchema) } },
    },
    async (request) => {
      const article = await knowledgeDetails(db, request.body.slug);
      if (!article) throw notFound(messages.noRecordsFound);
      return ok(article);
    },
  );

  app.post(
    "/user/sample-documents",
    {
      config: publicRoute,
      schema: { tags, body: noFields, response: { 200: pagedOf(sampleDocumentSchema) } },
    },
    async () => {
      const list = await listSampleDocuments(db);
      return listReply(list, list.length);
    },
  );

  app.post(
    "/user/checklist-newprovider",
    { config: publicRoute, schema: { tags, body: noFields, response: { 200: checklistReplySchema } } },
    async () => {
      const checklist = await newProviderChecklist(db);
      if (!checklist) throw notFound(messages.noRecordsFound);
      return ok(checklist);
    },
  );

  await app.register(siteRoutes, { blog: options.blog });
};
