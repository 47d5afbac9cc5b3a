/** The public legal pages. Bodies are HTML (h2, p and ul only) in content/site/pages. */
export interface SitePage {
  slug: string;
  name: string;
  /** HTML body, relative to content/site/pages. */
  file: string;
}

export const sitePages: readonly SitePage[] = [
  { slug: "privacy-policy", name: "Privacy Policy", file: "privacy-policy.html" },
  { slug: "disclaimer", name: "Disclaimer", file: "disclaimer.html" },
  { slug: "user-licence-agreement", name: "User Licence Agreement", file: "user-licence-agreement.html" },
  { slug: "terms-and-conditions", name: "Terms and Conditions", file: "terms-and-conditions.html" },
];

/** Absolute path of a legal page body on disk. */
export function sitePagePath(page: SitePage): string {
  return new URL(`./pages/${page.file}`, import.meta.url).pathname;
}
