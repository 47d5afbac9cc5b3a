import { helpLink } from "../help/help-links";
import type { MenuLink } from "./site-links";

/**
 * What the public header's mega-menus and the home page's category tiles show
 * (spec 000 §2 "Policies mega-menu", "Features mega-menu", "Home page").
 */

export interface ServiceType {
  slug: string;
  /** home-care is displayed as Domiciliary Care. */
  name: string;
  blurb: string;
}

export const serviceTypes: readonly ServiceType[] = [
  {
    slug: "home-care",
    name: "Domiciliary Care",
    blurb: "For care and support delivered in people's own homes.",
  },
  {
    slug: "children-s-home",
    name: "Children's Home",
    blurb: "For homes caring for children and young people.",
  },
  {
    slug: "supported-living",
    name: "Supported Living",
    blurb: "For services supporting adults to live independently.",
  },
  {
    slug: "supported-accommodation-for-young-people",
    name: "Supported Accommodation for Young People",
    blurb: "For accommodation supporting young people aged 16 to 17.",
  },
  {
    slug: "care-home",
    name: "Care Home",
    blurb: "For residential and nursing care homes.",
  },
  {
    slug: "temporary-staffing",
    name: "Temporary Staffing",
    blurb: "For agencies supplying care staff to other providers.",
  },
];

export interface Country {
  slug: string;
  name: string;
}

export const countries: readonly Country[] = [
  { slug: "england", name: "England" },
  { slug: "wales", name: "Wales" },
  { slug: "scotland", name: "Scotland" },
  { slug: "northern-ireland", name: "Northern Ireland" },
];

export interface RegulatorBundle {
  slug: string;
  name: string;
  country: string;
}

export const regulatorBundles: readonly RegulatorBundle[] = [
  { slug: "cqc", name: "CQC England", country: "england" },
  { slug: "ofsted", name: "Ofsted England", country: "england" },
  { slug: "ciw", name: "CIW Wales", country: "wales" },
  { slug: "care-inspectorate", name: "Care Inspectorate Scotland", country: "scotland" },
  { slug: "rqia", name: "RQIA Northern Ireland", country: "northern-ireland" },
];

export const subscriptionOptions: readonly MenuLink[] = [
  { label: "Monthly Access", to: "/subscription-list", state: { plan: "monthly" } },
  { label: "Annual Plan", to: "/subscription-list", state: { plan: "yearly" } },
];

export const getHelpLinks: readonly MenuLink[] = [
  // open over the current page (features/help: the shell's HelpLauncher reads ?help=)
  { label: "Short Help Form", to: helpLink("form") },
  { label: "Live Chat", to: helpLink("chat") },
];

export interface FeatureGroup {
  title: string;
  items: readonly string[];
}

/** Every item goes to /features (spec 000 §2 "Features mega-menu"). */
export const featureGroups: readonly FeatureGroup[] = [
  {
    title: "System Features",
    items: [
      "Ready-to-use policies",
      "Dashboard and reminders",
      "Business details in every document",
      "Search",
    ],
  },
  {
    title: "Document Management",
    items: [
      "Document editor",
      "Reviews and version history",
      "Restore and compare",
      "Export to PDF and Word",
    ],
  },
  {
    title: "Integrations and Compatibility",
    items: ["Employee mobile app", "Electronic signatures", "Web forms", "Works on any device"],
  },
  {
    title: "Subscription Features",
    items: ["Policy updates", "Staff policies and acknowledgement", "Training courses", "Flexible pricing"],
  },
];

/** "get-help-form" style slug for feature items, carried in navigation state. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
