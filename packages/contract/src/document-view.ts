import { z } from "zod";
import { documentKinds, packageSummarySchema } from "./catalogue";
import { envelopeOf } from "./envelope";
import { messages } from "./messages";

/**
 * The public view of a library document (spec 000 §2 /view/Document/{slug}, decision 032): what a
 * visitor may read before buying, and the packages that hold it.
 */

/** About how many characters of text a visitor reads before the call to buy. */
export const publicExcerptLength = 1200;

export const publicDocumentRequestSchema = z.object({
  slug: z.string(messages.notFound).trim().min(1, messages.notFound).max(200, messages.notFound),
});

export const publicDocumentSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  policyNumber: z.string(),
  kind: z.enum(documentKinds),
  /** One or two sentences on what the document is for: the page's meta description. */
  summary: z.string(),
  /** The first part of the text, sanitised, its variables shown as gaps. */
  excerpt: z.string(),
  /** More of the text follows in the full document. */
  truncated: z.boolean(),
  /** Published packages holding the document, cheapest first. */
  packages: z.array(packageSummarySchema),
  /** The signed-in company's own copy in its library, when it has one. */
  ownCopy: z.object({ fileId: z.string(), name: z.string() }).nullable(),
});
export type PublicDocument = z.infer<typeof publicDocumentSchema>;
export const publicDocumentReplySchema = envelopeOf(publicDocumentSchema);
