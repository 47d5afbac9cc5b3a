import type { RouteObject } from "react-router";

/** The company-app screen of published policies, by its path under /company. */
export const publishedPoliciesCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  publishedpolicies: async () => ({
    Component: (await import("./pages/PublishedPoliciesPage")).PublishedPoliciesPage,
  }),
};

/** The public pages of a company's subdomain (spec 000 §2), by their path in the public shell. */
export const publishedPoliciesPublicPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  "policy/documents": async () => ({
    Component: (await import("./pages/PublicPoliciesPage")).PublicPoliciesPage,
  }),
  "policy/document/view": async () => ({
    Component: (await import("./pages/PublicPolicyViewPage")).PublicPolicyViewPage,
  }),
};
