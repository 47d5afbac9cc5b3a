/**
 * Every route of spec 000 §2 (and spec 001 §2) with what its screen will hold. A route whose
 * screen is not built yet renders this text as an honest placeholder; a built screen replaces its
 * entry's `lazy` loader in router.tsx and keeps the path.
 */
export interface PageInfo {
  /** Path relative to its shell ("" = the shell's index). */
  path: string;
  title: string;
  /** One or two sentences: what the screen will hold. */
  description: string;
}

/** Public site (public shell, footer by the rule of spec 000 §2). */
export const publicPages: readonly PageInfo[] = [
  {
    path: "login",
    title: "Sign in",
    description: "Sign in with your email and password to reach your organisation's documents and policies.",
  },
  {
    path: "signin",
    title: "Sign in",
    description: "Sign in to your account, or switch to Sign Up to register your organisation.",
  },
  {
    path: "signup",
    title: "Create your account",
    description:
      "Register your organisation, choose its web address (subdomain) and confirm your email with a 4-character code.",
  },
  {
    path: "forgotpassword",
    title: "Forgot your password?",
    description: "Enter your email address and we will send a one-time code so you can set a new password.",
  },
  {
    path: "verifyotp",
    title: "Enter your code",
    description: "Type the 4-character code we emailed you to continue.",
  },
  {
    path: "resetpassword",
    title: "Create a new password",
    description: "Choose a new password for your account, then sign in with it.",
  },
  {
    path: "employee/login",
    title: "Employee sign in",
    description:
      "Employees will sign in here to read, and acknowledge, the policies their organisation assigns them.",
  },
  {
    path: "employee/register",
    title: "Employee registration",
    description: "Employees invited by their organisation will create their login here.",
  },
  {
    path: "policies-procedures",
    title: "Policies & Procedures",
    description:
      "Policy bundles by service type, regulator and country will be listed here, ready to adapt to your organisation.",
  },
  {
    path: "documentlibrary",
    title: "Document Library",
    description:
      "Search the full library of policies and procedures and preview sample documents before you buy.",
  },
  {
    path: "subscription-list",
    title: "Subscriptions",
    description:
      "Every subscription package, with its price, number of documents and country, to add to your cart.",
  },
  {
    path: "subscription-detail/:slug",
    title: "Subscription details",
    description: "The folders and documents in this subscription, with its price and plan options.",
  },
  {
    path: "package-search",
    title: "Find a package",
    description: "Search packages by country, service type and price.",
  },
  {
    path: "package-detail/:slug",
    title: "Package details",
    description: "What this package contains, with its price and plan options.",
  },
  {
    path: "document-search",
    title: "Document search",
    description: "Search library documents by name and preview them.",
  },
  {
    path: "document-updates",
    title: "Document updates",
    description: "The latest changes to library documents, newest first, with the date of each update.",
  },
  {
    path: "cart",
    title: "Your cart",
    description:
      "The subscriptions and documents you have chosen, with add-ons and the total, ready for checkout.",
  },
  {
    path: "checkout",
    title: "Checkout",
    description: "Review your order and pay securely to start your subscription.",
  },
  {
    path: "order/history",
    title: "Order history",
    description: "Your past orders with their dates, status and totals.",
  },
  {
    path: "features",
    title: "System Features",
    description:
      "How Cloudoc helps: document management and editing, policy updates, user and employee management, sharing and integrations.",
  },
  {
    path: "about-us",
    title: "About us",
    description:
      "Who we are, and how we help UK care providers keep their policies compliant and up to date.",
  },
  {
    path: "contact-us",
    title: "Contact us",
    description:
      "A short form to send us a message or book a demo; our team replies within its support hours.",
  },
  { path: "faq", title: "FAQs", description: "Answers to the questions care providers ask us most." },
  {
    path: "knowledge",
    title: "Knowledgebase",
    description: "Guides and articles on using Cloudoc and keeping your policies compliant.",
  },
  {
    path: "systemdocumentation",
    title: "System Documentation",
    description: "Step-by-step documentation for every part of the system.",
  },
  {
    path: "pages/:slug",
    title: "Legal information",
    description:
      "Our legal pages: privacy policy, disclaimer, user licence agreement and terms and conditions.",
  },
  {
    path: "download/sample/documents",
    title: "Sample documents",
    description: "Download sample policy documents that carry your organisation's name and details.",
  },
  {
    path: "policy/documents",
    title: "Published policies",
    description: "The policies an organisation has chosen to publish on its site.",
  },
  {
    path: "policy/document/view",
    title: "Policy",
    description: "A published policy, shown read-only.",
  },
  {
    path: "view/:mainpath/:subpath/:name",
    title: "Document",
    description: "A library document, shown read-only.",
  },
  { path: "view/Document/:slug", title: "Document", description: "A library document, shown read-only." },
  {
    path: "document/sign",
    title: "Sign a document",
    description: "The document sent to you for signature, with a place to read it in full and sign.",
  },
  {
    path: "document/sign/success",
    title: "Document signed",
    description: "Confirmation that your signature has been recorded, with a copy to download.",
  },
  {
    path: "readytousepolicies/:id",
    title: "Ready-to-use policies",
    description: "How our policies arrive written, formatted and filled with your organisation's details.",
  },
  {
    path: "uptodatedocuments/:id",
    title: "Up-to-date documents",
    description:
      "How we keep documents current with legislation and regulator guidance, and tell you what changed.",
  },
  {
    path: "flexiblepricing/:id",
    title: "Flexible pricing",
    description: "Monthly and annual plans, add-ons and how they combine.",
  },
  {
    path: "course",
    title: "Training courses",
    description: "Training courses for your staff, with booking and certificates.",
  },
  {
    path: "course/checkout",
    title: "Course checkout",
    description: "Review and pay for the training courses you have chosen.",
  },
  { path: "formslist", title: "Forms", description: "Your organisation's web forms and their responses." },
  {
    path: "formbuilder",
    title: "Form builder",
    description: "Build a web form from fields, then share it for people to fill in.",
  },
  { path: "webform", title: "Web form", description: "A web form shared with you." },
  {
    path: "webform/fill",
    title: "Fill in the form",
    description: "The questions of the form to answer and send.",
  },
  {
    path: "webform/completed",
    title: "Form sent",
    description: "Confirmation that your answers have been sent.",
  },
  {
    path: "checklist-newprovider",
    title: "New provider checklist",
    description: "A checklist of the policies and steps a new care provider needs before registration.",
  },
];

/** Help centre inside the company app, open without a session (public routes of spec 000 §2). */
export const companyOpenPages: readonly PageInfo[] = [
  {
    path: "knowledge",
    title: "Help centre",
    description: "Guides and answers about every part of Cloudoc, searchable by topic.",
  },
  {
    path: "knowledge/video",
    title: "Video guides",
    description: "Short videos showing how to use each part of Cloudoc.",
  },
];

/** The employee area (spec 000 §2 After login: employees go to /employee/policies). */
export const employeePages: readonly PageInfo[] = [
  {
    path: "policies",
    title: "My policies",
    description:
      "The policies your organisation has assigned you, to read, take the quiz where needed, and acknowledge.",
  },
];

/** Title for /pages/{slug}: "privacy-policy" → "Privacy Policy". */
export function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
