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
      "A short form to send us a message or book a demo; our team replies from 9.00am to 5.30pm, Monday to Friday.",
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

/** The private routes of spec 000 §2, under /company (login required once sessions exist). */
export const companyPages: readonly PageInfo[] = [
  {
    path: "dashboard",
    title: "Dashboard",
    description: "Your recent and up-to-date documents, reviews due and subscription status at a glance.",
  },
  {
    path: "documents",
    title: "Documents",
    description: "Your folders and documents will appear here: browse, search, edit, review and export them.",
  },
  {
    path: "documents/recent-updates",
    title: "Recent updates",
    description: "Documents changed recently, newest first, with what changed.",
  },
  {
    path: "documents/compare",
    title: "Compare documents",
    description: "Two versions of a document side by side, with the differences marked.",
  },
  {
    path: "documents/editor",
    title: "Document editor",
    description: "Edit a document with your business details filled in, then save, review or export it.",
  },
  {
    path: "documents/need-review",
    title: "Documents needing review",
    description: "Documents whose review date has passed or is coming up, to review and mark up to date.",
  },
  {
    path: "documents/uptodate",
    title: "Up-to-date documents",
    description: "Documents that have been reviewed and are up to date.",
  },
  {
    path: "saved-documents",
    title: "Saved documents",
    description: "Documents you have saved, with search; 10 to a page.",
  },
  {
    path: "create-new-documents",
    title: "Create a document",
    description: "Start a new document from a blank page or a template, in the folder you choose.",
  },
  {
    path: "settings",
    title: "System Settings",
    description: "Document colours, headings, template and other settings for your organisation's documents.",
  },
  {
    path: "subscriptions",
    title: "Subscription",
    description: "Your subscriptions and plans, with renewal dates and add-ons.",
  },
  {
    path: "subscription/pay",
    title: "Pay for your subscription",
    description: "Review the plan you have chosen and pay for it securely.",
  },
  {
    path: "invoice",
    title: "Invoices",
    description: "Your invoices, 10 to a page, each with its detail and a download.",
  },
  { path: "checkout", title: "Checkout", description: "Review your order and pay securely." },
  {
    path: "orders",
    title: "Orders",
    description: "Your organisation's orders with their status and totals.",
  },
  {
    path: "order-detail/:id",
    title: "Order details",
    description: "The items, payment and status of one order.",
  },
  {
    path: "order/history",
    title: "Order history",
    description: "Your past orders with their dates, status and totals.",
  },
  {
    path: "document/management/renewal",
    title: "Renew document management",
    description: "Renew your document management add-on and choose its plan.",
  },
  {
    path: "users",
    title: "System Users",
    description:
      "The staff who can sign in to your organisation's account, 25 to a page, with their permissions.",
  },
  {
    path: "users/add",
    title: "Add a user",
    description: "Invite a member of staff and choose what they may do.",
  },
  { path: "users/edit", title: "Edit a user", description: "Change a user's details and permissions." },
  {
    path: "users/view",
    title: "User details",
    description: "A user's details, permissions and recent activity.",
  },
  { path: "users/activity", title: "User activity", description: "What users have done, and when." },
  {
    path: "users/deleted-list",
    title: "Deleted users",
    description: "Users who have been removed, with the option to restore them.",
  },
  {
    path: "groups",
    title: "Groups",
    description: "Groups of employees, and the policies assigned to each group.",
  },
  { path: "group/add", title: "Add a group", description: "Name a group and choose its employees." },
  { path: "group/edit", title: "Edit a group", description: "Change a group's name and members." },
  { path: "group/view", title: "Group details", description: "A group's members and assigned policies." },
  {
    path: "policies",
    title: "Staff Policies",
    description: "Your organisation's policies for staff, to assign to employees and groups with a due date.",
  },
  {
    path: "policies/create",
    title: "Create a policy",
    description: "Create a staff policy from one of your documents, with an optional quiz.",
  },
  {
    path: "policies/multi/create",
    title: "Create several policies",
    description: "Create staff policies from several documents at once.",
  },
  { path: "policies/edit", title: "Edit a policy", description: "Change a staff policy and its quiz." },
  {
    path: "publishedpolicies",
    title: "Public Policies",
    description: "The policies you publish on your organisation's public site, 20 to a page.",
  },
  {
    path: "policy-documents",
    title: "My policies",
    description: "The policies assigned to you, to read and acknowledge by their due date.",
  },
  {
    path: "employees",
    title: "Employees",
    description: "Your employees, 25 to a page, with the policies assigned to each and their progress.",
  },
  {
    path: "employee/add",
    title: "Add an employee",
    description: "Add an employee and invite them to sign in.",
  },
  {
    path: "employee/edit",
    title: "Edit an employee",
    description: "Change an employee's details and groups.",
  },
  {
    path: "employee/view",
    title: "Employee details",
    description: "An employee's details, assigned policies and acknowledgements.",
  },
  {
    path: "deleted/employees",
    title: "Deleted employees",
    description: "Employees who have been removed, with the option to restore them.",
  },
  {
    path: "reference/:id",
    title: "Reference document",
    description: "A reference document, shown read-only.",
  },
  {
    path: "myfiles",
    title: "DocuSign",
    description:
      "Your personal files and folders: create, upload PDFs, share and send documents for signature.",
  },
  { path: "myfiles/editor", title: "File editor", description: "Edit one of your personal files." },
  {
    path: "myfiles/details",
    title: "File details",
    description: "A file's details, sharing and signatures.",
  },
  {
    path: "myDocuments",
    title: "My Documents",
    description: "Your own documents and folders: create, organise, share, view and download them.",
  },
  { path: "myDocuments/editor", title: "Document editor", description: "Edit one of your own documents." },
  {
    path: "myDocuments/details",
    title: "Document details",
    description: "A document's details and history.",
  },
  {
    path: "deleted-documents",
    title: "Bin",
    description: "Deleted files and folders, 25 to a page, to restore or delete permanently.",
  },
  { path: "history", title: "History", description: "The history of changes across your documents." },
  {
    path: "notifications",
    title: "Notifications",
    description: "Updates to your documents and account, 10 to a page; unread ones are marked.",
  },
  {
    path: "profile",
    title: "Profile",
    description:
      "Your profile, and your organisation's details in five tabs: organisation, addresses, director, provider and staff, and payment card.",
  },
  { path: "index", title: "Index", description: "An index of your documents with their policy numbers." },
  {
    path: "formslist",
    title: "Forms",
    description: "Your organisation's web forms: build them, share them and read the responses.",
  },
  {
    path: "course",
    title: "Training",
    description: "Training courses for your staff, with booking and progress.",
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
