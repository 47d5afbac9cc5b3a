import type { PageInfo } from "./pages";

/**
 * The private routes of spec 000 §2, under /company (login required once sessions exist). A file
 * of their own, loaded with the company area: the public site's first load has no need of them.
 */
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
