import type { z } from "zod";
import {
  adminSettingsReplySchema,
  priceDetailsSchema,
  siteImageParamsSchema,
  siteImageUploadReplySchema,
  siteSettingsSaveSchema,
} from "../admin/site";
import {
  adminKnowledgeSchema,
  documentUpdateListRequestSchema,
  documentUpdateSavedReplySchema,
  documentUpdateSaveSchema,
  faqSavedReplySchema,
  faqSaveSchema,
  knowledgeSavedReplySchema,
  knowledgeSaveSchema,
  pageSavedReplySchema,
  pageSaveSchema,
  recordRefSchema,
  reorderSchema,
  sampleSavedReplySchema,
  sampleSaveSchema,
  sampleSlotSchema,
  siteDoneReplySchema,
  slugRefSchema,
  templateChoiceRequestSchema,
  templateChoiceSchema,
  testimonialSavedReplySchema,
  testimonialSaveSchema,
} from "../admin/site-content";
import { faqSchema, sitePageSchema, testimonialSchema, updatedDocumentSchema } from "../catalogue";
import { envelopeOf, pagedOf } from "../envelope";
import { siteSettingsSchema } from "../settings";
import { fileReply, route } from "./define";

const tags = ["admin-site"];
const access = "admin";

/** The list, save, delete (and reorder) calls of one content list, under /admin/{name}/. */
const post = <const P extends string, const B extends z.ZodType | undefined, const R extends z.ZodType>(
  path: P,
  body: B,
  reply: R,
  summary: string,
) => route({ method: "POST", path, access, body, reply, tags, summary });

/** The console's site: settings, promo, fees, legal pages, FAQ, knowledge base, testimonials, samples, updates feed. */
export const adminSiteRoutes = {
  adminSettings: route({
    method: "POST",
    path: "/admin/settings/get",
    access,
    reply: adminSettingsReplySchema,
    tags,
    summary: "Every site and promo setting, with the packages the package offer may cover",
  }),
  adminSettingsSave: post(
    "/admin/settings/save",
    siteSettingsSaveSchema,
    envelopeOf(siteSettingsSchema),
    "Saves every site and promo setting at once",
  ),
  adminPriceDetails: route({
    method: "GET",
    path: "/admin/subscription/price/details",
    access,
    reply: envelopeOf(priceDetailsSchema),
    tags,
    summary: "The add-on and printing fees, in pounds (spec 001 §7)",
  }),
  adminSiteImageUpload: route({
    method: "POST",
    path: "/admin/site/image/upload",
    access,
    multipart: true,
    reply: siteImageUploadReplySchema,
    tags,
    summary: "A favicon, logo, banner or promo image: PNG, JPEG, GIF, WebP or ICO of at most 2 MB",
  }),
  siteImage: route({
    method: "GET",
    path: "/site/image/:reference",
    access: "public",
    params: siteImageParamsSchema,
    reply: fileReply,
    tags,
    summary: "A site image the console uploaded",
  }),

  adminPageList: post("/admin/page/list", undefined, pagedOf(sitePageSchema), "Legal pages with their text"),
  adminPageSave: post("/admin/page/save", pageSaveSchema, pageSavedReplySchema, "Adds or edits a legal page"),
  adminPageDelete: post("/admin/page/delete", slugRefSchema, siteDoneReplySchema, "Deletes a legal page"),

  adminFaqList: post("/admin/faq/list", undefined, pagedOf(faqSchema), "FAQs in display order"),
  adminFaqSave: post("/admin/faq/save", faqSaveSchema, faqSavedReplySchema, "Adds or edits an FAQ"),
  adminFaqDelete: post("/admin/faq/delete", recordRefSchema, siteDoneReplySchema, "Deletes an FAQ"),
  adminFaqReorder: post(
    "/admin/faq/reorder",
    reorderSchema,
    siteDoneReplySchema,
    "Puts the FAQs in this order",
  ),

  adminKnowledgeList: post(
    "/admin/knowledge/list",
    undefined,
    pagedOf(adminKnowledgeSchema),
    "Knowledge-base articles and videos in display order, unpublished ones included",
  ),
  adminKnowledgeSave: post(
    "/admin/knowledge/save",
    knowledgeSaveSchema,
    knowledgeSavedReplySchema,
    "Adds or edits an article or video",
  ),
  adminKnowledgeDelete: post(
    "/admin/knowledge/delete",
    slugRefSchema,
    siteDoneReplySchema,
    "Deletes an article",
  ),
  adminKnowledgeReorder: post(
    "/admin/knowledge/reorder",
    reorderSchema,
    siteDoneReplySchema,
    "Puts the articles in this order (ids are slugs)",
  ),

  adminTestimonialList: post(
    "/admin/testimonial/list",
    undefined,
    pagedOf(testimonialSchema),
    "Testimonials in display order",
  ),
  adminTestimonialSave: post(
    "/admin/testimonial/save",
    testimonialSaveSchema,
    testimonialSavedReplySchema,
    "Adds or edits a testimonial",
  ),
  adminTestimonialDelete: post(
    "/admin/testimonial/delete",
    recordRefSchema,
    siteDoneReplySchema,
    "Deletes a testimonial",
  ),
  adminTestimonialReorder: post(
    "/admin/testimonial/reorder",
    reorderSchema,
    siteDoneReplySchema,
    "Puts the testimonials in this order",
  ),

  adminSampleList: post("/admin/sample/list", undefined, pagedOf(sampleSlotSchema), "The eight sample slots"),
  adminSampleSave: post(
    "/admin/sample/save",
    sampleSaveSchema,
    sampleSavedReplySchema,
    "Points a sample slot at a published template",
  ),
  adminSampleTemplates: post(
    "/admin/sample/templates",
    templateChoiceRequestSchema,
    pagedOf(templateChoiceSchema),
    "Published templates matching the search, for the sample picker",
  ),

  adminDocumentUpdateList: post(
    "/admin/document-update/list",
    documentUpdateListRequestSchema,
    pagedOf(updatedDocumentSchema),
    "The public document-updates feed, newest first",
  ),
  adminDocumentUpdateSave: post(
    "/admin/document-update/save",
    documentUpdateSaveSchema,
    documentUpdateSavedReplySchema,
    "Edits an entry of the document-updates feed",
  ),
  adminDocumentUpdateDelete: post(
    "/admin/document-update/delete",
    recordRefSchema,
    siteDoneReplySchema,
    "Removes an entry from the document-updates feed",
  ),
};
