import {
  homeLicencePence,
  type OfferSettings,
  packageOfferPence,
  percentOff,
  toPence,
} from "@cloudoc/contract";
import type { PublicSettings } from "../../app/site-settings";

/**
 * What a package's price box shows, from the contract's price rules (spec 000 §4 Offers, §5): the
 * licence fee, and the lower price when the package offer covers it, or, on the home page, the
 * Annual Plan discount (discountStatus 1). Money is pence here; lib/format shows it as £.
 */
export interface PriceView {
  listPence: number;
  pricePence: number;
  /** Why the price is lower, e.g. "10% offer"; null when it is the licence fee. */
  reason: string | null;
}

export interface PricedPackage {
  _id: string;
  slug: string;
  /** Pounds. */
  licenseFee: number;
  /** Pounds after the package offer, as the server worked it out (used until settings arrive). */
  discountedFee: number | null;
  hasDiscountOffer: boolean;
}

/** The offer part of the settings, or null while they are unknown (the call has not answered). */
export function offerSettingsOf(settings: PublicSettings): OfferSettings | null {
  const { offerStatus, packagediscountStatus, packageDiscountPercent } = settings;
  if (
    offerStatus === undefined ||
    packagediscountStatus === undefined ||
    packageDiscountPercent === undefined
  ) {
    return null;
  }
  return {
    offerStatus,
    offerExpiry: settings.offerExpiry ?? null,
    packagediscountStatus,
    packageDiscountPercent,
    offerPackageIDS: settings.offerPackageIDS ?? [],
    trialStatus: settings.trialStatus ?? 0,
    trialPeriod: settings.trialPeriod ?? 14,
    trialExpiry: settings.trialExpiry ?? null,
    discountStatus: settings.discountStatus ?? 0,
    yearlyDiscount: settings.yearlyDiscount ?? 0,
  };
}

const percentText = (percent: number) => `${Number(percent.toFixed(2))}%`;

/**
 * The price of a package in the catalogue (`home: false`) or on the home page (`home: true`, where
 * the Annual Plan discount applies too; the lower of the two wins, as at checkout).
 */
export function packagePriceView(
  settings: PublicSettings,
  pkg: PricedPackage,
  now: Date,
  options: { home?: boolean } = {},
): PriceView {
  const listPence = toPence(pkg.licenseFee);
  const offer = offerSettingsOf(settings);
  if (!offer) {
    // Settings not known yet: the server's own offer price, worked out by the same rules.
    const discounted = pkg.hasDiscountOffer && pkg.discountedFee !== null ? toPence(pkg.discountedFee) : null;
    return discounted !== null && discounted < listPence
      ? { listPence, pricePence: discounted, reason: "Offer price" }
      : { listPence, pricePence: listPence, reason: null };
  }
  const offerPence = packageOfferPence(
    offer,
    { id: pkg._id, slug: pkg.slug, licenseFeePence: listPence },
    now,
  );
  const yearlyPence = options.home ? homeLicencePence(offer, listPence) : listPence;
  if (offerPence < listPence && offerPence <= yearlyPence) {
    return {
      listPence,
      pricePence: offerPence,
      reason: `${percentText(offer.packageDiscountPercent)} offer`,
    };
  }
  if (yearlyPence < listPence) {
    return {
      listPence,
      pricePence: yearlyPence,
      reason: `${percentText(offer.yearlyDiscount)} off on the Annual Plan`,
    };
  }
  return { listPence, pricePence: listPence, reason: null };
}

/** `percentOff` re-exported for the offer banners' "from £x" figures. */
export { percentOff };
