import type { RouteObject } from "react-router";
import type { ScreenData } from "../../app/routes/screens";
import { myPoliciesQuery, policyReadingQuery } from "./api";

const myPolicies: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/MyPoliciesPage")).MyPoliciesPage,
});

/** The employee area's screens, by their path under /employee (spec 000 §2 After login). */
export const employeeAreaPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  policies: myPolicies,
  /** Reading one assigned policy: a path parameter, so a reload stays on it (spec 000 §2 Entry rules). */
  "policies/:id": async () => ({ Component: (await import("./pages/ReadPolicyPage")).ReadPolicyPage }),
};

/**
 * What the employee's screens show first, asked for as the app starts: an employee on a phone gets
 * the policy with the screen's code, not a round trip after it.
 */
export const employeeAreaData: Readonly<Record<string, ScreenData>> = {
  policies: (_params, client) => void client.prefetchQuery(myPoliciesQuery()),
  "policies/:id": ({ id = "" }, client) => void client.prefetchQuery(policyReadingQuery(id)),
};

/** Staff Policies for the employee role in the company app (spec 000 §6: policy-documents). */
export const employeeAreaCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  "policy-documents": async () => ({
    Component: (await import("./pages/MyPoliciesPage")).PolicyDocumentsPage,
  }),
};
