import type { RouteObject } from "react-router";

/** The manager's staff-policy screens, by their path under /company (spec 001 §2). */
export const policiesCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  policies: async () => ({ Component: (await import("./pages/PoliciesPage")).PoliciesPage }),
  "policies/create": async () => ({ Component: (await import("./pages/CreatePolicyPage")).CreatePolicyPage }),
  "policies/multi/create": async () => ({
    Component: (await import("./pages/MultiCreatePage")).MultiCreatePage,
  }),
  "policies/edit": async () => ({ Component: (await import("./pages/EditPolicyPage")).EditPolicyPage }),
};
