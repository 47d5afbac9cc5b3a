import { z } from "zod";
import { isAbsent } from "../absent";
import {
  faqSchema,
  pagingRequestSchema,
  searchTextSchema,
  sitePageSchema,
  slugSchema,
  testimonialSchema,
  updatedDocumentSchema,
} from "../catalogue";
import { idSchema } from "../commerce";
import { recordIdSchema } from "../documents";
import { envelopeOf } from "../envelope";
import { siteMessages } from "./site-messages";

/**
 * The console's site content: legal pages, FAQs, knowledge-base articles and videos, testimonials,
 * the eight sample documents and the document-updates feed. Replies reuse the public shapes.
 */

const requiredText = (max: number, message: string = siteMessages.required) =>
  z.string(message).trim().min(1, message).max(max, `This must be ${max} characters or fewer`);
/** HTML is sanitised by the server; the cap only stops a runaway paste. */
const html = z.string().max(200_000, "This text is too long");
const absentToUndefined = (value: unknown) => (isAbsent(value) ? undefined : value);
const optionalId = z.preprocess(absentToUndefined, idSchema.optional());
const optionalSlug = z.preprocess(absentToUndefined, slugSchema.optional());

/** A calendar date as YYYY-MM-DD that exists (no 31st of February). */
export const isoDateSchema = z
  .string(siteMessages.dateInvalid)
  .regex(/^\d{4}-\d{2}-\d{2}$/, siteMessages.dateInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, siteMessages.dateInvalid);

/** A saved item: the one answer of every save in this area. */
const savedReplyOf = <T extends z.ZodType>(item: T) => envelopeOf(z.string()).extend({ data: item });
export const siteDoneReplySchema = envelopeOf(z.string());

/** A new order for a list: every id of the list, once each, first to last. */
export const reorderSchema = z.object({
  ids: z
    .array(recordIdSchema)
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, siteMessages.orderMismatch),
});
export const recordRefSchema = z.object({ _id: idSchema });

// ---- legal pages (/pages/{slug}) ----

/** POST /admin/page/save: a new page when `previousSlug` is absent, else that page (renamed if the slug changed). */
export const pageSaveSchema = z.object({
  previousSlug: optionalSlug,
  slug: slugSchema,
  name: requiredText(120, siteMessages.titleRequired),
  content: html,
});
export type PageSave = z.input<typeof pageSaveSchema>;
export const pageSavedReplySchema = savedReplyOf(sitePageSchema);

// ---- FAQ ----

export const faqSaveSchema = z.object({
  _id: optionalId,
  category: requiredText(80),
  question: requiredText(300),
  answer: requiredText(5000),
});
export type FaqSave = z.input<typeof faqSaveSchema>;
export const faqSavedReplySchema = savedReplyOf(faqSchema);

// ---- knowledge base ----

const videoHosts: Record<string, RegExp> = {
  "www.youtube.com": /^\/embed\/[A-Za-z0-9_-]{6,20}$/,
  "www.youtube-nocookie.com": /^\/embed\/[A-Za-z0-9_-]{6,20}$/,
  "player.vimeo.com": /^\/video\/\d{4,12}$/,
};

/** An https YouTube or Vimeo embed address: the only frames the knowledge base shows. */
export function isVideoEmbedAddress(value: string): boolean {
  try {
    const url = new URL(value);
    const path = videoHosts[url.hostname];
    return url.protocol === "https:" && !url.username && !url.port && path?.test(url.pathname) === true;
  } catch {
    return false;
  }
}

export const knowledgeSaveSchema = z.object({
  previousSlug: optionalSlug,
  slug: slugSchema,
  title: requiredText(200, siteMessages.titleRequired),
  summary: requiredText(500),
  body: html,
  videoUrl: z
    .string()
    .trim()
    .refine((value) => value === "" || isVideoEmbedAddress(value), siteMessages.videoUrlInvalid)
    // YouTube's no-cookie player: it sets no tracking cookie, and it is the frame the site's CSP allows.
    .transform((value) =>
      value.replace("https://www.youtube.com/embed/", "https://www.youtube-nocookie.com/embed/"),
    )
    .default(""),
  published: z.boolean().default(true),
});
export type KnowledgeSave = z.input<typeof knowledgeSaveSchema>;
export const adminKnowledgeSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  videoUrl: z.string(),
  published: z.boolean(),
});
export type AdminKnowledgeArticle = z.infer<typeof adminKnowledgeSchema>;
export const knowledgeSavedReplySchema = savedReplyOf(adminKnowledgeSchema);
export const slugRefSchema = z.object({ slug: slugSchema });

// ---- testimonials ----

export const testimonialSaveSchema = z.object({
  _id: optionalId,
  name: requiredText(120),
  role: z.string().trim().max(120),
  organisation: z.string().trim().max(160),
  quote: requiredText(2000),
  rating: z
    .number(siteMessages.ratingInvalid)
    .int(siteMessages.ratingInvalid)
    .min(1, siteMessages.ratingInvalid)
    .max(5, siteMessages.ratingInvalid),
});
export type TestimonialSave = z.input<typeof testimonialSaveSchema>;
export const testimonialSavedReplySchema = savedReplyOf(testimonialSchema);

// ---- sample documents: the eight numbered slots ----

export const sampleSlotCount = 8;
export const sampleSlotSchema = z.object({
  number: z.number().int(),
  /** "" for an empty slot. */
  policyNumber: z.string(),
  title: z.string(),
  /** False when the template it names is no longer published (the public site hides it). */
  published: z.boolean(),
});
export type SampleSlot = z.infer<typeof sampleSlotSchema>;
export const sampleSaveSchema = z.object({
  number: z.number().int().min(1).max(sampleSlotCount),
  /** "" empties the slot. */
  policyNumber: z.string().trim().max(40),
});
export const sampleSavedReplySchema = savedReplyOf(sampleSlotSchema);
export const templateChoiceRequestSchema = z.object({ search: searchTextSchema });
export const templateChoiceSchema = z.object({ policyNumber: z.string(), title: z.string() });

// ---- document-updates feed ----

export const documentUpdateListRequestSchema = pagingRequestSchema(20);
export const documentUpdateSaveSchema = z.object({
  _id: idSchema,
  filename: requiredText(200, siteMessages.titleRequired),
  policyNumber: requiredText(40),
  updated_at: isoDateSchema,
  summary: z.string().trim().max(2000),
});
export type DocumentUpdateSave = z.input<typeof documentUpdateSaveSchema>;
export const documentUpdateSavedReplySchema = savedReplyOf(updatedDocumentSchema);
