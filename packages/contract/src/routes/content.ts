import { z } from "zod";
import {
  blogPostSchema,
  checklistQuerySchema,
  checklistReplySchema,
  contactRequestSchema,
  faqListReplySchema,
  faqRequestSchema,
  knowledgeArticleSchema,
  knowledgeListRequestSchema,
  knowledgeRefSchema,
  offerSchema,
  pageRefSchema,
  pagingRequestSchema,
  sampleDocumentSchema,
  sitePageReplySchema,
  slugRequestSchema,
  testimonialSchema,
  updatedDocumentSchema,
} from "../catalogue";
import { pageSizes } from "../constants";
import { envelopeOf, pagedOf } from "../envelope";
import { route } from "./define";

const tags = ["content"];

/**
 * The public site's content (spec 000 §7): legal pages, help, FAQs, samples, updates, blog,
 * contact and offer. A POST without a body schema takes no fields; a body, if any, is ignored.
 */
export const contentRoutes = {
  pageList: route({
    method: "POST",
    path: "/user/page-lists",
    access: "public",
    reply: pagedOf(pageRefSchema),
    tags,
  }),
  pageDetails: route({
    method: "POST",
    path: "/user/page-details",
    access: "public",
    body: slugRequestSchema,
    reply: sitePageReplySchema,
    tags,
  }),
  testimonialList: route({
    method: "POST",
    path: "/user/get-testimonial-lists",
    access: "public",
    reply: pagedOf(testimonialSchema),
    tags,
  }),
  updatedDocuments: route({
    method: "POST",
    path: "/user/get-updated-documents",
    access: "public",
    body: pagingRequestSchema(pageSizes.recentUpdates),
    reply: pagedOf(updatedDocumentSchema),
    tags,
    summary: "Master-template updates, newest first",
  }),
  faqList: route({
    method: "POST",
    path: "/user/faq-lists",
    access: "public",
    body: faqRequestSchema,
    reply: faqListReplySchema,
    tags,
  }),
  knowledgeList: route({
    method: "POST",
    path: "/user/knowledge-lists",
    access: "public",
    body: knowledgeListRequestSchema,
    reply: pagedOf(knowledgeRefSchema),
    tags,
  }),
  knowledgeDetails: route({
    method: "POST",
    path: "/user/knowledge-details",
    access: "public",
    body: slugRequestSchema,
    reply: envelopeOf(knowledgeArticleSchema),
    tags,
  }),
  sampleDocumentList: route({
    method: "POST",
    path: "/user/sample-documents",
    access: "public",
    reply: pagedOf(sampleDocumentSchema),
    tags,
  }),
  newProviderChecklist: route({
    method: "POST",
    path: "/user/checklist-newprovider",
    access: "public",
    body: checklistQuerySchema,
    reply: checklistReplySchema,
    tags,
  }),
  blogPosts: route({
    method: "POST",
    path: "/user/user-blogs",
    access: "public",
    reply: pagedOf(blogPostSchema),
    tags,
    summary: "Up to 10 posts of the blog feed; status 2 and no posts when it is unset or unavailable",
  }),
  contactUs: route({
    method: "POST",
    path: "/site/submit/contact-us",
    access: "public",
    body: contactRequestSchema,
    reply: envelopeOf(z.string()),
    tags,
    summary: "Send a message to the Cloudoc team",
  }),
  offer: route({
    method: "GET",
    path: "/get/offer/slug",
    access: "public",
    reply: envelopeOf(offerSchema),
    tags,
    summary: "The current offer and the packages on offer",
  }),
};
