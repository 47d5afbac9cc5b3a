import { Navigate, type RouteObject } from "react-router";
import { billingCompanyPages } from "../../features/billing/routes";
import { commerceCompanyPages } from "../../features/commerce/routes";
import { coursesCompanyPages } from "../../features/courses/routes";
import { dashboardCompanyPages } from "../../features/dashboard/routes";
import { documentsCompanyPages } from "../../features/documents/routes";
import { editorCompanyPages } from "../../features/editor/routes";
import { employeeAreaCompanyPages } from "../../features/employee-area/routes";
import { employeesCompanyPages } from "../../features/employees/routes";
import { formsBuilderPages, formsCompanyPages } from "../../features/forms/routes";
import { historyCompanyPages } from "../../features/history/routes";
import { libraryListsCompanyPages } from "../../features/library-lists/routes";
import { myFilesCompanyPages } from "../../features/my-files/routes";
import { policiesCompanyPages } from "../../features/policies/routes";
import { profileCompanyPages } from "../../features/profile/routes";
import { publishedPoliciesCompanyPages } from "../../features/published-policies/routes";
import { savedDocumentsCompanyPages } from "../../features/saved-documents/routes";
import { companyOpenSitePages } from "../../features/site/routes";
import { subscriptionsCompanyPages } from "../../features/subscriptions/routes";
import { updatesCompanyPages } from "../../features/updates/routes";
import { usersCompanyPages } from "../../features/users/routes";
import { companyPages } from "../company-pages";
import { companyOpenPages } from "../pages";
import { extraRoutes, notFound, pageRoute, type Screen } from "./screens";

/** The company app's screens, by their path under /company. */
export const builtCompanyPages: Readonly<Record<string, Screen>> = {
  ...commerceCompanyPages,
  ...documentsCompanyPages,
  ...editorCompanyPages,
  ...employeeAreaCompanyPages,
  ...employeesCompanyPages,
  ...formsCompanyPages,
  ...libraryListsCompanyPages,
  ...myFilesCompanyPages,
  ...policiesCompanyPages,
  ...profileCompanyPages,
  ...publishedPoliciesCompanyPages,
  ...savedDocumentsCompanyPages,
  ...updatesCompanyPages,
  ...subscriptionsCompanyPages,
  ...billingCompanyPages,
  ...usersCompanyPages,
  ...dashboardCompanyPages,
  ...coursesCompanyPages,
  ...historyCompanyPages,
};

/** Signed-in company app (spec 000 §2: mounted under /company, default page dashboard). */
export const companyArea: RouteObject = {
  path: "company",
  lazy: async () => ({ Component: (await import("../shells/company/CompanyShell")).CompanyShell }),
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    ...companyOpenPages.map((info) => pageRoute(companyOpenSitePages, info)),
    ...companyPages.map((info) => pageRoute(builtCompanyPages, info)),
    // Paying for training courses (not a route of the specification's private list).
    { path: "course/checkout", lazy: coursesCompanyPages["course/checkout"] },
    // The form builder and a form's submissions (decision 030).
    ...extraRoutes(formsBuilderPages),
    notFound("*"),
  ],
};
