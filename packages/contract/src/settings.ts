import { z } from "zod";

/**
 * Public site settings (spec 000 §3 Site settings and Promo settings), as the admin edits them
 * and `/get/settings` returns them. Fees are added by the catalogue and pricing work.
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
};
