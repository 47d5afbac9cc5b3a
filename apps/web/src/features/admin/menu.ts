/** The admin console's menu, in groups; each entry's path is a screen one of the areas serves. */
export interface AdminMenuEntry {
  label: string;
  to: string;
}

export interface AdminMenuGroup {
  label: string;
  entries: readonly AdminMenuEntry[];
}

export const adminMenu: readonly AdminMenuGroup[] = [
  {
    label: "Library",
    entries: [
      { label: "Templates", to: "/admin/templates" },
      { label: "Packages", to: "/admin/packages" },
      { label: "Countries and types", to: "/admin/taxonomy" },
      { label: "Library import", to: "/admin/templates-import" },
    ],
  },
  {
    label: "Site",
    entries: [
      { label: "Site settings", to: "/admin/settings" },
      { label: "Pages", to: "/admin/pages" },
      { label: "FAQ", to: "/admin/faqs" },
      { label: "Knowledge base", to: "/admin/knowledge" },
      { label: "Testimonials", to: "/admin/testimonials" },
      { label: "Sample documents", to: "/admin/samples" },
      { label: "Document updates", to: "/admin/document-updates" },
    ],
  },
  {
    label: "Business",
    entries: [
      { label: "Companies", to: "/admin/companies" },
      { label: "Orders", to: "/admin/orders" },
      { label: "Coupons", to: "/admin/coupons" },
    ],
  },
  {
    label: "Requests",
    entries: [
      { label: "Profile edit requests", to: "/admin/edit-requests" },
      { label: "Reported issues", to: "/admin/issue-reports" },
      { label: "Messages and demos", to: "/admin/messages" },
      { label: "Support", to: "/admin/support" },
    ],
  },
  {
    label: "Account",
    entries: [
      { label: "Activity", to: "/admin/activity" },
      { label: "Security", to: "/admin/security" },
    ],
  },
];
