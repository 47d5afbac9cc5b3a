/**
 * The links every public page shows, in the header's Resources menu and the footer. Apart from
 * menu-data.ts, whose mega-menu and home-page lists would otherwise load with every public page.
 */

export interface MenuLink {
  label: string;
  to: string;
  state?: Record<string, string>;
}

export const resourceLinks: readonly MenuLink[] = [
  { label: "Knowledgebase", to: "/knowledge" },
  { label: "FAQs", to: "/faq" },
  { label: "System Documentation", to: "/systemdocumentation" },
];

export const legalPages: readonly { slug: string; name: string }[] = [
  { slug: "privacy-policy", name: "Privacy Policy" },
  { slug: "disclaimer", name: "Disclaimer" },
  { slug: "user-licence-agreement", name: "User Licence Agreement" },
  { slug: "terms-and-conditions", name: "Terms and Conditions" },
];
