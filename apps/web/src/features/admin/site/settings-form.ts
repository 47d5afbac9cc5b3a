import { feeSchema, type SiteSettings, type SiteSettingsSave, siteMessages } from "@cloudoc/contract";
import dayjs from "dayjs";

/** The add-on and printing fees of spec 000 §3, in the order the Fees tab shows them. */
export const feeFields = [
  ["monthlyRenewalFee", "Document updates, monthly"],
  ["yearlyRenewalFee", "Document updates, yearly"],
  ["monthlyManagementFee", "Management, monthly"],
  ["yearlyManagementFee", "Management, yearly"],
  ["monthlyComboFee", "Combo, monthly"],
  ["yearlyComboFee", "Combo, yearly"],
  ["monthlyProFee", "Pro, monthly"],
  ["yearlyProFee", "Pro, yearly"],
  ["printingFee", "Printing"],
  ["singleDocumentFee", "A single document"],
] as const satisfies readonly (readonly [keyof SiteSettings, string])[];
type FeeField = (typeof feeFields)[number][0];

const flagFields = [
  "offerStatus",
  "promonotice",
  "packagediscountStatus",
  "trialStatus",
  "discountStatus",
] as const;
type FlagField = (typeof flagFields)[number];
type Amount = number | string;
/** Whole numbers of the invoices and storage settings (issue 22). */
const billingNumberFields = ["vatRatePercent", "storageQuotaMb"] as const;
type BillingNumberField = (typeof billingNumberFields)[number];

/**
 * The settings form: on/off settings as switches, amounts as the number inputs leave them, the
 * offer's end as a local date and time, the trial as days or a custom date.
 */
export type SettingsFormValues = Omit<
  SiteSettings,
  | FlagField
  | FeeField
  | "offerPackageIDS"
  | "offerExpiry"
  | "trialExpiry"
  | "trialPeriod"
  | "packageDiscountPercent"
  | "yearlyDiscount"
  | BillingNumberField
> &
  Record<FlagField, boolean> &
  Record<
    FeeField | BillingNumberField | "packageDiscountPercent" | "yearlyDiscount" | "trialDays",
    Amount
  > & {
    offerPackageIDS: string[];
    /** "YYYY-MM-DDTHH:mm" in the admin's time zone, "" for none. */
    offerExpiry: string;
    /** "YYYY-MM-DD", "" for none. */
    trialExpiry: string;
    trialKind: "days" | "custom date";
  };

/** The offer covers ids; an old setting may hold them as text separated by commas. */
const packageIds = (value: SiteSettings["offerPackageIDS"]) =>
  (Array.isArray(value) ? value : value.split(",")).map((id) => id.trim()).filter(Boolean);

/** A stored instant (or a bare date, meaning its start in UTC) as a local date-time input value. */
const localDateTime = (value: string | null) =>
  value ? dayjs(new Date(value)).format("YYYY-MM-DDTHH:mm") : "";

export function settingsFormValues(settings: SiteSettings): SettingsFormValues {
  const { offerPackageIDS, offerExpiry, trialExpiry, trialPeriod, ...rest } = settings;
  const flags = Object.fromEntries(flagFields.map((field) => [field, settings[field] === 1]));
  return {
    ...rest,
    ...(flags as Record<FlagField, boolean>),
    offerPackageIDS: packageIds(offerPackageIDS),
    offerExpiry: localDateTime(offerExpiry),
    trialExpiry: trialExpiry?.slice(0, 10) ?? "",
    trialKind: trialPeriod === "custom date" ? "custom date" : "days",
    trialDays: trialPeriod === "custom date" ? 14 : trialPeriod,
  };
}

/** An amount the admin left empty is sent as an impossible number, so the server names the field. */
const amount = (value: Amount) => (typeof value === "number" ? value : Number.NaN);

export function settingsRequest(values: SettingsFormValues): SiteSettingsSave {
  const { trialKind, trialDays, offerExpiry, trialExpiry, ...rest } = values;
  const flags = Object.fromEntries(flagFields.map((field) => [field, values[field] ? 1 : 0]));
  const fees = Object.fromEntries(feeFields.map(([field]) => [field, amount(values[field])]));
  return {
    ...rest,
    ...(flags as Record<FlagField, 0 | 1>),
    ...(fees as Record<FeeField, number>),
    ...(Object.fromEntries(billingNumberFields.map((field) => [field, amount(values[field])])) as Record<
      BillingNumberField,
      number
    >),
    packageDiscountPercent: amount(values.packageDiscountPercent),
    yearlyDiscount: amount(values.yearlyDiscount),
    offerExpiry: offerExpiry ? new Date(offerExpiry).toISOString() : null,
    trialExpiry: trialExpiry || null,
    trialPeriod: trialKind === "custom date" ? "custom date" : amount(trialDays),
  };
}

/** The server names the trial's length `trialPeriod`; the form shows it as the number of days. */
export const settingsErrorFields: Readonly<Record<string, string>> = { trialPeriod: "trialDays" };

const percentInvalid = "Please give a percentage from 0 to 100.";
const trialDaysInvalid = "Please give a whole number of days from 1 to 366.";
const percentRule = (value: Amount) =>
  typeof value === "number" && value >= 0 && value <= 100 ? null : percentInvalid;
const feeRule = (value: Amount) => (feeSchema.safeParse(value).success ? null : siteMessages.feeInvalid);

/** The checks worth making before sending: the amounts (the server checks everything again). */
export const settingsFormRules = {
  ...(Object.fromEntries(feeFields.map(([field]) => [field, feeRule])) as Record<FeeField, typeof feeRule>),
  packageDiscountPercent: percentRule,
  yearlyDiscount: percentRule,
  trialDays: (value: Amount, values: SettingsFormValues) =>
    values.trialKind === "custom date" ||
    (typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 366)
      ? null
      : trialDaysInvalid,
};

/** The settings tabs and the fields each holds, so a refused save opens the tab of its first error. */
export const settingsTabs = [
  {
    value: "general",
    label: "General & contact",
    fields: [
      "footer_text",
      "phone",
      "email_address",
      "address",
      "facebook_link",
      "twitter_link",
      "instagram_link",
      "pinterest_link",
      "blog_url",
      "demo_booking_url",
      "intro_video_url",
      "app_store_link",
      "google_play_link",
      "favicon",
      "admin_logo",
      "supportEmail",
      "supportHours",
    ],
  },
  {
    value: "promo",
    label: "Home banner & promo",
    fields: [
      "banner",
      "bannerImg",
      "promonotice",
      "promotitle",
      "promodescription",
      "promobutton",
      "promolink",
      "promobackground",
      "promofont",
      "promoicon",
    ],
  },
  {
    value: "offers",
    label: "Offers & trial",
    fields: [
      "offerStatus",
      "offertitle",
      "offerExpiry",
      "packagediscountStatus",
      "packageDiscountPercent",
      "offerPackageIDS",
      "trialStatus",
      "trialDays",
      "trialExpiry",
      "trialExpirytitle",
      "trailsubPackages",
      "discountStatus",
      "yearlyDiscount",
    ],
  },
  {
    value: "fees",
    label: "Fees",
    fields: [
      ...feeFields.map(([field]) => field),
      "sellerName",
      "vatNumber",
      "companyNumber",
      ...billingNumberFields,
    ],
  },
] as const;

/** The tab holding the first of these fields (nested ones such as bannerImg.0 count as their list). */
export function tabOfErrors(fields: readonly string[]): string | undefined {
  const first = fields[0]?.split(".")[0];
  return settingsTabs.find((tab) => (tab.fields as readonly string[]).includes(first ?? ""))?.value;
}
