import type { RouteObject } from "react-router";

const myPolicies: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/MyPoliciesPage")).MyPoliciesPage,
});

/** The employee area's screens, by their path under /employee (spec 000 §2 After login). */
export const employeeAreaPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  policies: myPolicies,
  /** Reading one assigned policy: a path parameter, so a reload stays on it (spec 000 §2 Entry rules). */
  "policies/:id": async () => ({ Component: (await import("./pages/ReadPolicyPage")).ReadPolicyPage }),
};

/** Staff Policies for the employee role in the company app (spec 000 §6: policy-documents). */
export const employeeAreaCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  "policy-documents": async () => ({
    Component: (await import("./pages/PolicyDocumentsPage")).PolicyDocumentsPage,
  }),
};
