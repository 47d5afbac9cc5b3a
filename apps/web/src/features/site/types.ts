import type {
  categorySchema,
  checklistNations,
  checklistSectionSchema,
  countrySchema,
  faqSchema,
  knowledgeArticleSchema,
  knowledgeRefSchema,
  pageRefSchema,
  regulatorSchema,
  sampleDocumentSchema,
  sitePageSchema,
  subscriptionTypeSchema,
  testimonialSchema,
  updatedDocumentSchema,
} from "@cloudoc/contract";
import type { z } from "zod";

/**
 * The shapes of the public catalogue and content replies, inferred from the contract's schemas
 * (packages/contract/src/catalogue.ts). Type-only: no schema code reaches the browser bundle.
 */
export type {
  BlogPost,
  LibraryFile,
  Offer,
  PackageDetail,
  PackageDocument,
  PackageFolderNode,
  PackageSummary,
} from "@cloudoc/contract";

export type CountryTaxon = z.infer<typeof countrySchema>;
export type CategoryTaxon = z.infer<typeof categorySchema>;
export type RegulatorTaxon = z.infer<typeof regulatorSchema>;
export type PlanTaxon = z.infer<typeof subscriptionTypeSchema>;
export type PageRef = z.infer<typeof pageRefSchema>;
export type SitePage = z.infer<typeof sitePageSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type UpdatedDocument = z.infer<typeof updatedDocumentSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type KnowledgeRef = z.infer<typeof knowledgeRefSchema>;
export type KnowledgeArticle = z.infer<typeof knowledgeArticleSchema>;
export type SampleDocument = z.infer<typeof sampleDocumentSchema>;
export type ChecklistSection = z.infer<typeof checklistSectionSchema>;
export type ChecklistNation = (typeof checklistNations)[number];
