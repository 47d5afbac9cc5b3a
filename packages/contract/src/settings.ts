import { z } from "zod";
import { emailPattern } from "./account-rules";
import { helpMessages } from "./help";
import { messages } from "./messages";

const flag = z.union([z.literal(0), z.literal(1)]);
const percent = z.number().min(0).max(100);
/** Pounds with at most two decimals (DESIGN §4: pounds on the wire, pence in the database). */
const pounds = z
  .number()
  .min(0)
  .max(100_000)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "At most two decimals");

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, helpMessages.timeInvalid);
/** When the platform team answers Live Chat (issue 21), UK time (Europe/London). */
export const supportHoursSchema = z
  .object({
    days: z.array(z.number().int().min(0).max(6)).max(7),
    from: clockTime,
    to: clockTime,
  })
  .refine((hours) => hours.from < hours.to, { path: ["to"], message: helpMessages.hoursOrder });
export type SupportHours = z.infer<typeof supportHoursSchema>;

/** The add-ons a free trial may cover (spec 000 §3 trailsubPackages). */
export const trialAddOnTypes = ["combo", "updates", "pro"] as const;

/**
 * Public site settings (spec 000 §3 Site settings and Promo settings), as the admin edits them
 * and `/get/settings` returns them, with the offer, trial, discount and fee settings the price
 * rules of `prices.ts` read. Fees are pounds.
 */
export const siteSettingsSchema = z.object({
  footer_text: z.string(),
  phone: z.string(),
  email_address: z.email(),
  address: z.string(),
  facebook_link: z.string(),
  twitter_link: z.string(),
  instagram_link: z.string(),
  pinterest_link: z.string(),
  favicon: z.string(),
  admin_logo: z.string(),
  banner: z.union([z.literal(1), z.literal(2)]),
  bannerImg: z.array(z.string()),
  blog_url: z.string(),
  /** The scheduling widget Get a Demo opens (spec 000 §1, §2); empty: the contact page. */
  demo_booking_url: z.string(),
  /** The intro video, a YouTube or Vimeo address played in an embedded player; empty: the written tour. */
  intro_video_url: z.string(),
  /** The employee app's store pages (spec 000 §1); an empty one is not shown. */
  app_store_link: z.string(),
  google_play_link: z.string(),
  offerStatus: z.union([z.literal(0), z.literal(1)]),
  offerExpiry: z.string().nullable(),
  offertitle: z.string(),
  promonotice: z.union([z.literal(0), z.literal(1)]),
  promobackground: z.string(),
  promofont: z.string(),
  promoicon: z.string(),
  promotitle: z.string(),
  promodescription: z.string(),
  promobutton: z.string(),
  promolink: z.string(),
  // package offer, trial offer and the home page's yearly discount (spec 000 §3, §4 Offers)
  packagediscountStatus: flag,
  packageDiscountPercent: percent,
  trialStatus: flag,
  /** A number of days, or "custom date" with the trial ending on trialExpiry. */
  trialPeriod: z.union([z.number().int().min(1).max(366), z.literal("custom date")]),
  trialExpiry: z.string().nullable(),
  trialExpirytitle: z.string(),
  trailsubPackages: z.array(z.enum(trialAddOnTypes)),
  /** Package ids or slugs the package offer covers (a list, or text separated by commas); empty covers every package. */
  offerPackageIDS: z.union([z.array(z.string()), z.string()]),
  discountStatus: flag,
  yearlyDiscount: percent,
  // fees in pounds (spec 000 §3 Fees); "renewal" is the document updates add-on
  monthlyRenewalFee: pounds,
  yearlyRenewalFee: pounds,
  monthlyManagementFee: pounds,
  yearlyManagementFee: pounds,
  monthlyComboFee: pounds,
  yearlyComboFee: pounds,
  monthlyProFee: pounds,
  yearlyProFee: pounds,
  printingFee: pounds,
  /** The price of one document bought on its own (not named by the specification). */
  singleDocumentFee: pounds,
  // invoices and storage (issue 22, decision 024): the seller on every invoice, and its VAT
  /** The seller's legal name on invoices. */
  sellerName: z.string().max(200),
  /** The seller's VAT registration number ("" when not registered). */
  vatNumber: z.string().max(30),
  /** The seller's company registration number. */
  companyNumber: z.string().max(30),
  /** The VAT rate, whole percent; prices include it. */
  vatRatePercent: z.number().int().min(0).max(100),
  /** What each company may store (uploads, policy PDFs, logos), in megabytes. */
  storageQuotaMb: z.number().int().min(1).max(1_000_000),
  // Get Help (issue 21): where help requests and offline chat messages go, and the chat's hours
  supportEmail: z.string().trim().regex(emailPattern, messages.validEmailRequired),
  supportHours: supportHoursSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const defaultSiteSettings: SiteSettings = {
  footer_text: "© Cloudoc Ltd 2025. All rights reserved.",
  phone: "03301234567",
  email_address: "hello@cloudoc.co.uk",
  address: "Cloudoc Ltd, 1 Example Street, Manchester M1 1AA",
  facebook_link: "https://www.facebook.com/",
  twitter_link: "https://twitter.com/",
  instagram_link: "https://www.instagram.com/",
  pinterest_link: "https://www.pinterest.com/",
  favicon: "",
  admin_logo: "",
  banner: 2,
  bannerImg: [],
  blog_url: "",
  demo_booking_url: "",
  intro_video_url: "",
  app_store_link: "",
  google_play_link: "",
  offerStatus: 0,
  offerExpiry: null,
  offertitle: "",
  promonotice: 0,
  promobackground: "#0b5f63",
  promofont: "#ffffff",
  promoicon: "",
  promotitle: "",
  promodescription: "",
  promobutton: "Let's Get Festive",
  promolink: "/policies-procedures",
  packagediscountStatus: 0,
  packageDiscountPercent: 10,
  trialStatus: 0,
  trialPeriod: 14,
  trialExpiry: null,
  trialExpirytitle: "",
  trailsubPackages: ["combo", "updates", "pro"],
  offerPackageIDS: [],
  discountStatus: 0,
  yearlyDiscount: 10,
  monthlyRenewalFee: 15,
  yearlyRenewalFee: 150,
  monthlyManagementFee: 20,
  yearlyManagementFee: 200,
  monthlyComboFee: 30,
  yearlyComboFee: 300,
  monthlyProFee: 45,
  yearlyProFee: 450,
  printingFee: 95,
  singleDocumentFee: 25,
  sellerName: "Cloudoc Ltd",
  vatNumber: "",
  companyNumber: "",
  vatRatePercent: 20,
  storageQuotaMb: 1024,
  supportEmail: "support@cloudoc.co.uk",
  supportHours: { days: [1, 2, 3, 4, 5], from: "09:00", to: "17:00" },
};
