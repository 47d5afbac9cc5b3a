import { type Offer, offerActive, packageOfferActive } from "@cloudoc/contract";
import type { Database } from "../../platform/db/client";
import { packageSlugsOnOffer } from "../catalogue/offers";
import { getSiteSettings } from "../settings/service";

/** GET /get/offer/slug: the offer and promo settings, and which packages the package offer covers. */
export async function currentOffer(db: Database, now = new Date()): Promise<Offer> {
  const settings = await getSiteSettings(db);
  return {
    offerStatus: settings.offerStatus,
    offerExpiry: settings.offerExpiry,
    offertitle: settings.offertitle,
    promonotice: settings.promonotice,
    promobackground: settings.promobackground,
    promofont: settings.promofont,
    promoicon: settings.promoicon,
    promotitle: settings.promotitle,
    promodescription: settings.promodescription,
    promobutton: settings.promobutton,
    promolink: settings.promolink,
    packagediscountStatus: settings.packagediscountStatus,
    packageDiscountPercent: settings.packageDiscountPercent,
    offerActive: offerActive(settings, now),
    packageOfferActive: packageOfferActive(settings, now),
    packages: await packageSlugsOnOffer(db, settings, now),
  };
}
