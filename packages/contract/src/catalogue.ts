import { z } from "zod";
import { isAbsent } from "./absent";
import { emailPattern, maxNameLength, phonePattern } from "./account-rules";
import { maxPageSize, pageSizes, sendType } from "./constants";
import { envelopeOf, pagedOf } from "./envelope";
import { messages } from "./messages";
import { siteSettingsSchema } from "./settings";

/**
 * The public catalogue and site-content calls (spec 000 §7, spec 001 §7 "Document library" and
 * "Subscriptions"): request and reply schemas shared by the server and the web.
 */

// ---- shared request pieces ----

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const maxSearchLength = 200;
const absentToUndefined = (value: unknown) => (isAbsent(value) ? undefined : value);
const wholeNumber = (message: string, min: number) =>
  z.coerce.number({ message }).int(message).min(min, message);

export const skipSchema = z.preprocess(absentToUndefined, wholeNumber(messages.skipInvalid, 0).default(0));
/** A page size: the list's default when absent, capped at maxPageSize (a larger value is not an error). */
export const limitSchema = (defaultLimit: number) =>
  z
    .preprocess(absentToUndefined, wholeNumber(messages.limitInvalid, 1).default(defaultLimit))
    .transform((limit) => Math.min(limit, maxPageSize));
export const searchTextSchema = z.preprocess(
  (value) => (isAbsent(value) ? undefined : typeof value === "number" ? String(value) : value),
  z.string(messages.invalidRequest).trim().max(maxSearchLength, messages.searchTooLong).default(""),
);
export const slugSchema = z
  .string(messages.slugInvalid)
  .trim()
  .toLowerCase()
  .max(120, messages.slugInvalid)
  .regex(slugPattern, messages.slugInvalid);
/** Slugs as "a,b", as a repeated parameter or as a JSON list; deduplicated, at most 20. */
export const slugListSchema = z
  .preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((item) => (typeof item === "string" ? item.split(",") : [item]))
        .filter((item) => !isAbsent(item))
        .map((item) => (typeof item === "string" ? item.trim().toLowerCase() : item)),
    z
      .array(
        z
          .string(messages.filterInvalid)
          .max(120, messages.filterInvalid)
          .regex(slugPattern, messages.filterInvalid),
      )
      .max(20, messages.filterInvalid)
      .default([]),
  )
  .transform((list) => [...new Set(list)]);

/** A POST body that may be missing altogether (Fastify passes null): every field takes its default. */
export const optionalBody = <T extends z.ZodObject>(schema: T) =>
  z.preprocess((value) => value ?? undefined, schema.prefault({} as z.input<T>));

export const pagingRequestSchema = (defaultLimit: number) =>
  optionalBody(z.object({ skip: skipSchema, limit: limitSchema(defaultLimit) }));

/**
 * `pricing` of /user/get-subscription-lists: "low-high" or "high-low" sorts by licence fee;
 * "300-450" keeps fees from £300 to £450 inclusive and "300-" from £300 up (whole pounds).
 */
const pricingPattern = /^(?:low-high|high-low|(\d{1,6})-(\d{1,6})?)$/;
export type Pricing = { sort: "asc" | "desc" } | { minPence: number; maxPence: number | null };
export function parsePricing(value: string): Pricing | undefined {
  if (value === "low-high") return { sort: "asc" };
  if (value === "high-low") return { sort: "desc" };
  const match = pricingPattern.exec(value);
  if (!match?.[1]) return undefined;
  const minPence = Number(match[1]) * 100;
  const maxPence = match[2] === undefined ? null : Number(match[2]) * 100;
  return maxPence !== null && maxPence < minPence ? undefined : { minPence, maxPence };
}
export const pricingSchema = z.preprocess(
  absentToUndefined,
  z
    .string(messages.pricingInvalid)
    .trim()
    .toLowerCase()
    .refine((value) => parsePricing(value) !== undefined, messages.pricingInvalid)
    .optional(),
);

// ---- catalogue ----

export const packageDurations = ["monthly", "yearly"] as const;

/**
 * GET /user/get-subscription-lists. Every package is sold on every plan, so `package_duration`
 * and `subscriptionTypes` only drop everything when they name no known plan.
 */
export const subscriptionListQuerySchema = z.object({
  skip: skipSchema,
  limit: limitSchema(pageSizes.subscriptions),
  value: searchTextSchema,
  sendtype: z.preprocess(absentToUndefined, z.literal(sendType, messages.sendTypeInvalid).optional()),
  package_duration: z.preprocess(
    absentToUndefined,
    z.enum(packageDurations, messages.packageDurationInvalid).optional(),
  ),
  pricing: pricingSchema,
  countries: slugListSchema,
  subscriptionTypes: slugListSchema,
  subscriptionCategory: slugListSchema,
  /** Not in the specification: the mega-menu's "Policy Bundles by Regulator". */
  regulators: slugListSchema,
});
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;

export const countryRefSchema = z.object({ name: z.string(), slug: z.string(), flag: z.string() });
export const taxonRefSchema = z.object({ name: z.string(), slug: z.string() });

export const packageSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** Pounds. */
  licenseFee: z.number(),
  hasDiscountOffer: z.boolean(),
  /** Pounds after the package offer, when it applies; otherwise null. */
  discountedFee: z.number().nullable(),
  /** How many documents the package holds. */
  files: z.number().int().nonnegative(),
  subscription_image: z.string(),
  country: countryRefSchema,
  categories: z.array(taxonRefSchema),
  regulator: taxonRefSchema.nullable(),
});
export type PackageSummary = z.infer<typeof packageSummarySchema>;
export const subscriptionListReplySchema = pagedOf(packageSummarySchema);

export const documentKinds = ["policy", "procedure", "form"] as const;
export const packageDocumentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  policyNumber: z.string(),
  kind: z.enum(documentKinds),
  summary: z.string(),
});
export type PackageDocument = z.infer<typeof packageDocumentSchema>;
export interface PackageFolderNode {
  _id: string;
  name: string;
  documents: PackageDocument[];
  folders: PackageFolderNode[];
}
export const packageFolderSchema: z.ZodType<PackageFolderNode> = z.object({
  _id: z.string(),
  name: z.string(),
  documents: z.array(packageDocumentSchema),
  get folders() {
    return z.array(packageFolderSchema);
  },
});

/** POST /user/get-subscrption-details: documents are paged in folder order; search matches title and number. */
export const subscriptionDetailsRequestSchema = z.object({
  skip: skipSchema,
  limit: limitSchema(maxPageSize),
  slug: slugSchema,
  search: searchTextSchema,
});
export const packageDetailSchema = packageSummarySchema.extend({ folders: z.array(packageFolderSchema) });
export type PackageDetail = z.infer<typeof packageDetailSchema>;
export const subscriptionDetailsReplySchema = z.object({
  status: z.literal(1),
  response: packageDetailSchema,
  /** Documents matching the search (the page holds at most `limit` of them). */
  total: z.number().int().nonnegative(),
});

/** POST /company/documentlibrary/getdata; `skip` wins over `pageNumber` (1-based) when both come. */
export const documentLibraryRequestSchema = optionalBody(
  z.object({
    skip: z.preprocess(absentToUndefined, wholeNumber(messages.skipInvalid, 0).optional()),
    limit: limitSchema(pageSizes.documents),
    pageNumber: z.preprocess(absentToUndefined, wholeNumber(messages.pageNumberInvalid, 1).optional()),
    doclibSearch: searchTextSchema,
    country: slugListSchema,
    category: slugListSchema,
  }),
);
export type DocumentLibraryRequest = z.infer<typeof documentLibraryRequestSchema>;
export const libraryFileSchema = packageDocumentSchema.extend({
  country: countryRefSchema,
  /** Names of the packages that include the document. */
  packages: z.array(z.string()),
});
export type LibraryFile = z.infer<typeof libraryFileSchema>;
export const documentLibraryReplySchema = z.object({
  status: z.union([z.literal(1), z.literal(2)]),
  response: z.string(),
  data: z.object({ file: z.array(libraryFileSchema), totalCount: z.number().int().nonnegative() }),
});

/** POST /admin/subscription/{country,type,category,regulator}/list: public, read-only. */
export const taxonomyRequestSchema = optionalBody(z.object({ searchText: searchTextSchema }));
export const countrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  country_flag: z.string(),
});
export const subscriptionTypeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
});
export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  blurb: z.string(),
});
export const regulatorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  country: z.string(),
  description: z.string(),
});

// ---- site content ----

export const slugRequestSchema = z.object({ slug: slugSchema });
export const pageRefSchema = z.object({ name: z.string(), slug: z.string() });
export const sitePageSchema = pageRefSchema.extend({ content: z.string() });
export const sitePageReplySchema = envelopeOf(sitePageSchema);
export const testimonialSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.string(),
  organisation: z.string(),
  quote: z.string(),
  rating: z.number().int().min(1).max(5),
});
export const updatedDocumentSchema = z.object({
  _id: z.string(),
  filename: z.string(),
  policyNumber: z.string(),
  /** ISO date (YYYY-MM-DD) the updated master template was published. */
  updated_at: z.string(),
  summary: z.string(),
});
export const faqRequestSchema = optionalBody(z.object({ search: searchTextSchema }));
export const faqSchema = z.object({
  _id: z.string(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
/** Flat, in display order, each with its category; `categories` lists them in order. */
export const faqListReplySchema = pagedOf(faqSchema).extend({ categories: z.array(z.string()) });
export const knowledgeListRequestSchema = optionalBody(
  z.object({ skip: skipSchema, limit: limitSchema(pageSizes.subscriptions), search: searchTextSchema }),
);
export const knowledgeRefSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The article's video: an https YouTube or Vimeo embed address, "" when it has none. */
  videoUrl: z.string(),
});
export const knowledgeArticleSchema = knowledgeRefSchema.extend({ body: z.string() });
export const sampleDocumentSchema = z.object({
  number: z.number().int(),
  policyNumber: z.string(),
  title: z.string(),
  /** The master template's slug and summary; null and "" if it is no longer published. */
  slug: z.string().nullable(),
  kind: z.enum(documentKinds).nullable(),
  summary: z.string(),
});
export const checklistSectionSchema = z.object({
  title: z.string(),
  items: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      detail: z.string(),
      /** The library documents that support the step (decision 031). */
      documents: z.array(z.object({ slug: z.string(), title: z.string() })),
    }),
  ),
});
export const checklistNations = ["england", "wales", "scotland", "northern-ireland"] as const;
/** POST /user/checklist-newprovider: one nation's checklist (England when none is named). */
export const checklistQuerySchema = z
  .object({ nation: z.enum(checklistNations, messages.invalidRequest).optional() })
  .nullish();
export const checklistReplySchema = envelopeOf(
  z.object({
    nation: z.enum(checklistNations),
    name: z.string(),
    regulator: z.string(),
    nations: z.array(z.object({ nation: z.enum(checklistNations), name: z.string(), regulator: z.string() })),
    sections: z.array(checklistSectionSchema),
  }),
);

/** A post of the WordPress-style blog feed, HTML sanitised (excerpt and content) or plain (title). */
export const blogPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  link: z.string(),
  /** ISO 8601 UTC. */
  date: z.string().nullable(),
  /** Image address, when the feed gives one. */
  featured_media: z.string().nullable(),
  excerpt: z.string(),
  content: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
export const maxBlogPosts = 10;

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (isAbsent(value) ? "" : value),
    z.string(messages.invalidRequest).trim().max(max, messages.contactFieldTooLong),
  );
export const maxContactMessageLength = 5000;
/** POST /site/submit/contact-us. */
export const contactRequestSchema = z.object({
  name: z
    .string(messages.contactNameRequired)
    .trim()
    .min(1, messages.contactNameRequired)
    .max(maxNameLength, messages.contactFieldTooLong)
    .transform((name) => name.replace(/\s+/g, " ")),
  email: z
    .string(messages.emailRequired)
    .trim()
    .min(1, messages.emailRequired)
    .max(254, messages.validEmailRequired)
    .regex(emailPattern, messages.validEmailRequired),
  phone: z.preprocess(
    (value) => (isAbsent(value) ? "" : typeof value === "number" ? String(value) : value),
    z
      .string(messages.phoneFormatIncorrect)
      .transform((phone) => phone.replace(/[\s()+-]/g, ""))
      .refine((phone) => phone === "" || phonePattern.test(phone), messages.phoneFormatIncorrect),
  ),
  companyName: optionalText(200),
  topic: optionalText(100),
  message: z
    .string(messages.contactMessageRequired)
    .trim()
    .min(1, messages.contactMessageRequired)
    .max(maxContactMessageLength, messages.contactMessageTooLong),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** GET /get/offer/slug: the offer and promo settings, plus the slugs of the packages on offer. */
export const offerSchema = siteSettingsSchema
  .pick({
    offerStatus: true,
    offerExpiry: true,
    offertitle: true,
    promonotice: true,
    promobackground: true,
    promofont: true,
    promoicon: true,
    promotitle: true,
    promodescription: true,
    promobutton: true,
    promolink: true,
    packagediscountStatus: true,
    packageDiscountPercent: true,
  })
  .extend({
    /** offerStatus is 1 and the expiry has not passed. */
    offerActive: z.boolean(),
    /** The package offer is on: offer active and package discount on (spec 000 §4). */
    packageOfferActive: z.boolean(),
    /** Slugs of the packages the discount applies to; empty when no package offer is on. */
    packages: z.array(z.string()),
  });
export type Offer = z.infer<typeof offerSchema>;
