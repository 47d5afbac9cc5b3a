import { z } from "zod";
import { emailPattern } from "../account-rules";
import { requiredPhoneSchema } from "../accounts";
import { envelopeOf } from "../envelope";
import { messages } from "../messages";
import { siteSettingsSchema } from "../settings";
import { videoEmbedAddress } from "../video";
import { isoDateSchema } from "./site-content";
import { siteMessages } from "./site-messages";

/**
 * Schemas and audit actions of the admin console's site area: the site settings and promo
 * settings (spec 000 §3), the fees, and the site's images. The content lists are in site-content.
 */
export * from "./site-content";
export * from "./site-messages";

/** The audit actions this area writes (joined into AuditAction). */
export const adminSiteAuditActions = [
  "admin.settings.saved",
  "admin.site-image.uploaded",
  "admin.page.saved",
  "admin.page.deleted",
  "admin.faq.saved",
  "admin.faq.deleted",
  "admin.faq.reordered",
  "admin.knowledge.saved",
  "admin.knowledge.deleted",
  "admin.knowledge.reordered",
  "admin.testimonial.saved",
  "admin.testimonial.deleted",
  "admin.testimonial.reordered",
  "admin.sample.saved",
  "admin.document-update.saved",
  "admin.document-update.deleted",
] as const;

// ---- site images ----

/** Site images (favicon, admin logo, banner images, promo icon): raster only, SVG can carry script. */
export const siteImageMaxBytes = 2 * 1024 * 1024;
export const siteImageReferencePattern =
  /^site-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp|ico)$/;
/** The public address of a stored site image, as the settings hold it. */
export const siteImageUrl = (reference: string) => `/api/site/image/${reference}`;
const siteImageUrlPattern = new RegExp(`^/api/site/image/${siteImageReferencePattern.source.slice(1, -1)}$`);

export const siteImageParamsSchema = z.object({
  reference: z.string().regex(siteImageReferencePattern, messages.notFound),
});
export const siteImageUploadReplySchema = envelopeOf(z.string()).extend({
  data: z.object({ reference: z.string(), url: z.string() }),
});

// ---- settings ----

const text = (max: number) => z.string().trim().max(max, `This must be ${max} characters or fewer`);
const optionalHttps = z
  .string()
  .trim()
  .max(500, siteMessages.linkMustBeHttps)
  .refine((value) => value === "" || isHttpsAddress(value), siteMessages.linkMustBeHttps);
const siteImage = z
  .string()
  .trim()
  .refine((value) => value === "" || siteImageUrlPattern.test(value), siteMessages.imageNotUploaded);
const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, siteMessages.colourInvalid);
/** Pounds: 0 or more, at most two decimals (DESIGN §4: pence in the database, pounds on the wire). */
export const feeSchema = z
  .number(siteMessages.feeInvalid)
  .min(0, siteMessages.feeInvalid)
  .max(100_000, siteMessages.feeInvalid)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, siteMessages.feeInvalid);

/** An absolute https address with a host: the only links the public site shows. */
export function isHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A link the promo banner follows: a path on this site, or an https address. */
const promoLink = z
  .string()
  .trim()
  .refine(
    (value) => value === "" || /^\/(?!\/)[^\s]*$/.test(value) || isHttpsAddress(value),
    siteMessages.promoLinkInvalid,
  );

/**
 * POST /admin/settings/save: every field of spec 000 §3 Site settings and Promo settings, checked
 * more strictly than the stored shape (https links, UK phone, colours, uploaded images, fees).
 */
export const siteSettingsSaveSchema = siteSettingsSchema
  .extend({
    footer_text: text(300),
    phone: requiredPhoneSchema,
    email_address: z.string().trim().regex(emailPattern, messages.validEmailRequired),
    address: text(300),
    facebook_link: optionalHttps,
    twitter_link: optionalHttps,
    instagram_link: optionalHttps,
    pinterest_link: optionalHttps,
    blog_url: optionalHttps,
    demo_booking_url: optionalHttps,
    intro_video_url: optionalHttps.refine(
      (value) => value === "" || videoEmbedAddress(value) !== null,
      siteMessages.videoAddressInvalid,
    ),
    app_store_link: optionalHttps,
    google_play_link: optionalHttps,
    favicon: siteImage,
    admin_logo: siteImage,
    promoicon: siteImage,
    bannerImg: z.array(siteImage.refine((value) => value !== "", siteMessages.imageNotUploaded)).max(10),
    // the countdown runs to an instant; a bare date means its start (UTC)
    offerExpiry: z
      .union([z.iso.datetime({ offset: true }), isoDateSchema], siteMessages.dateInvalid)
      .nullable(),
    trialExpiry: isoDateSchema.nullable(),
    offertitle: text(120),
    trialExpirytitle: text(120),
    promotitle: text(120),
    promodescription: text(300),
    promobutton: text(40),
    promolink: promoLink,
    promobackground: colour,
    promofont: colour,
    offerPackageIDS: z.array(z.string().trim().min(1).max(100)).max(200),
    monthlyRenewalFee: feeSchema,
    yearlyRenewalFee: feeSchema,
    monthlyManagementFee: feeSchema,
    yearlyManagementFee: feeSchema,
    monthlyComboFee: feeSchema,
    yearlyComboFee: feeSchema,
    monthlyProFee: feeSchema,
    yearlyProFee: feeSchema,
    printingFee: feeSchema,
    singleDocumentFee: feeSchema,
  })
  .superRefine((settings, context) => {
    const needsDate = (on: boolean, value: string | null, path: string) => {
      if (on && !value) context.addIssue({ code: "custom", path: [path], message: siteMessages.dateNeeded });
    };
    needsDate(settings.offerStatus === 1, settings.offerExpiry, "offerExpiry");
    needsDate(settings.trialPeriod === "custom date", settings.trialExpiry, "trialExpiry");
  });
export type SiteSettingsSave = z.input<typeof siteSettingsSaveSchema>;

/** A package the package offer may cover, for the console's multiselect. */
export const packageChoiceSchema = z.object({ _id: z.string(), name: z.string(), published: z.boolean() });
export const adminSettingsReplySchema = envelopeOf(siteSettingsSchema).extend({
  packages: z.array(packageChoiceSchema),
});

/** GET /admin/subscription/price/details (spec 001 §7): the add-on fees, in pounds. */
export const priceDetailsSchema = siteSettingsSchema.pick({
  monthlyRenewalFee: true,
  yearlyRenewalFee: true,
  monthlyManagementFee: true,
  yearlyManagementFee: true,
  monthlyComboFee: true,
  yearlyComboFee: true,
  monthlyProFee: true,
  yearlyProFee: true,
  printingFee: true,
  singleDocumentFee: true,
});
