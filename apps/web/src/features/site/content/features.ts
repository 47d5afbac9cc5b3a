import { featureGroups, slugify } from "../../catalogue/menu-data";

/**
 * The /features page: the four groups of the Features mega-menu (spec 000 §2), each item with a
 * short description. The home page's feature tabs link here too; `featureAliases` maps their
 * slugs onto the item that describes them.
 */
export interface FeatureItem {
  slug: string;
  title: string;
  description: string;
}

export interface FeatureSection {
  slug: string;
  title: string;
  intro: string;
  items: FeatureItem[];
}

const descriptions: Record<string, string> = {
  "ready-to-use-policies":
    "Policies, procedures and forms written for your type of service and your regulator, ready to adopt on the day you subscribe.",
  "dashboard-and-reminders":
    "See at a glance which documents are up to date, which need review soon, and which policies staff have still to read.",
  "business-details-in-every-document":
    "Enter your organisation's details once: names, addresses and contacts fill themselves in across every document.",
  search: "Find any document by its title, policy number or subject, across every folder you hold.",
  "document-editor":
    "Adapt any document in the browser, with your business details as variables, then save it as a new version.",
  "reviews-and-version-history":
    "Set review dates, mark documents as reviewed and keep every earlier version, so inspectors can see your history.",
  "restore-and-compare":
    "Compare your version with the latest master document side by side, and restore an earlier version if you need to.",
  "export-to-pdf-and-word":
    "Download one document or a whole folder as PDF or Word, with your logo and colours.",
  "employee-mobile-app":
    "Employees read and acknowledge their assigned policies from their phone as well as on your Cloudoc web address.",
  "electronic-signatures":
    "Send documents from your file area for signature and keep the signed copy with a record of who signed.",
  "web-forms": "Build simple web forms, share a link, and read the answers in one place.",
  "works-on-any-device":
    "Cloudoc runs in a web browser on computers, tablets and phones, with nothing to install.",
  "policy-updates":
    "When legislation or guidance changes we update the master documents, tell you what changed and let you accept the update.",
  "staff-policies-and-acknowledgement":
    "Assign policies to employees or groups with a due date, add an optional quiz, and see who has read what.",
  "training-courses": "Book training for your staff and keep track of who has completed it.",
  "flexible-pricing":
    "Pay monthly or yearly for each package, and add updates, document management or printing as you need them.",
  "system-users-and-permissions":
    "Give managers and office staff their own logins with exactly the permissions they need, and see what each person changed.",
  "document-sharing":
    "Publish chosen policies on your public policy page, share files by email and send documents for signature.",
};

const intros: Record<string, string> = {
  "System Features": "The everyday tools for running your policy library.",
  "Document Management": "Edit, review and keep a clear history of every document.",
  "Integrations and Compatibility": "Reach staff wherever they are, on any device.",
  "Subscription Features": "What your subscription keeps doing for you after you start.",
};

/** Items the page adds to the menu's groups (the home page's tabs point at them). */
const extras: Record<string, string[]> = {
  "System Features": ["System users and permissions"],
  "Document Management": ["Document sharing"],
};

export const featureSections: FeatureSection[] = featureGroups.map((group) => ({
  slug: slugify(group.title),
  title: group.title,
  intro: intros[group.title] ?? "",
  items: [...group.items, ...(extras[group.title] ?? [])].map((title) => ({
    slug: slugify(title),
    title,
    description: descriptions[slugify(title)] ?? "",
  })),
}));

/** Home feature tabs (and older links) → the item that describes them. */
export const featureAliases: Record<string, string> = {
  "document-quality-management": "reviews-and-version-history",
  "updates-management": "policy-updates",
  "user-management": "system-users-and-permissions",
  "employee-management": "staff-policies-and-acknowledgement",
};

/** The feature item a navigation state `{ feature }` points at, if any. */
export function featureFromState(state: unknown): string | null {
  const feature = (state as { feature?: unknown } | null)?.feature;
  if (typeof feature !== "string" || feature === "") return null;
  const slug = featureAliases[feature] ?? feature;
  return featureSections.some((section) => section.items.some((item) => item.slug === slug)) ? slug : null;
}

/** The three feature pages of spec 000 §2 (their {id} is kept in the address but not needed). */
export const featurePages = [
  {
    to: "/readytousepolicies/overview",
    title: "Ready-to-use policies",
    text: "Written for your service and regulator, filled with your details.",
  },
  {
    to: "/uptodatedocuments/overview",
    title: "Up-to-date documents",
    text: "We follow legislation and guidance, and tell you what changed.",
  },
  {
    to: "/flexiblepricing/overview",
    title: "Flexible pricing",
    text: "Monthly or yearly plans, with the add-ons you need.",
  },
] as const;
