import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { adminConsolePages } from "../features/admin/routes";
import { billingCompanyPages } from "../features/billing/routes";
import { commerceCompanyPages, commercePages } from "../features/commerce/routes";
import { coursesCompanyPages, coursesEmployeePages, coursesPublicPages } from "../features/courses/routes";
import { dashboardCompanyPages } from "../features/dashboard/routes";
import { documentViewPublicPages } from "../features/document-view/routes";
import { documentsCompanyPages } from "../features/documents/routes";
import { editorCompanyPages } from "../features/editor/routes";
import { employeeAreaCompanyPages, employeeAreaPages } from "../features/employee-area/routes";
import { employeesCompanyPages } from "../features/employees/routes";
import {
  formsBuilderPages,
  formsCompanyPages,
  formsPublicPages,
  formsSiteAddresses,
} from "../features/forms/routes";
import { historyCompanyPages } from "../features/history/routes";
import { libraryListsCompanyPages } from "../features/library-lists/routes";
import { myFilesCompanyPages } from "../features/my-files/routes";
import { policiesCompanyPages } from "../features/policies/routes";
import { profileCompanyPages } from "../features/profile/routes";
import {
  publishedPoliciesCompanyPages,
  publishedPoliciesPublicPages,
} from "../features/published-policies/routes";
import { savedDocumentsCompanyPages } from "../features/saved-documents/routes";
import { signingPublicPages, signingVerifyPages } from "../features/signing/routes";
import { companyOpenSitePages, sitePages } from "../features/site/routes";
import { subscriptionsCompanyPages } from "../features/subscriptions/routes";
import { updatesCompanyPages } from "../features/updates/routes";
import { usersCompanyPages, usersPublicPages } from "../features/users/routes";
import { companyOpenPages, companyPages, employeePages, type PageInfo, publicPages } from "./pages";
import { RootLayout } from "./RootLayout";
import { RouteError } from "./RouteError";

/**
 * The routes of spec 000 §2 and spec 001 §2 (DESIGN §9): the public site at /, the company app
 * under /company, the employee area under /employee and the admin console under /admin. Every
 * shell and every page is a lazy chunk, so the public home page loads no company, editor or
 * admin code.
 */

/** What a path with no screen shows (none should: `screenlessPages` is tested to be empty). */
const notFoundScreen: RouteObject["lazy"] = async () => ({
  Component: (await import("../features/notfound/NotFoundPage")).NotFoundPage,
});

/** A page of the specification's list, with its screen. */
function pageRoute(screens: Readonly<Record<string, RouteObject["lazy"]>>, info: PageInfo): RouteObject {
  return { path: info.path, lazy: screens[info.path] ?? notFoundScreen };
}

/** The public shell's screens, by their path. */
const builtPublicPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  login: async () => ({ Component: (await import("../features/auth/pages/LoginPage")).LoginPage }),
  signin: async () => ({ Component: (await import("../features/auth/pages/SignInPage")).SignInPage }),
  signup: async () => ({ Component: (await import("../features/auth/pages/SignUpPage")).SignUpPage }),
  verifyotp: async () => ({
    Component: (await import("../features/auth/pages/VerifyOtpPage")).VerifyOtpPage,
  }),
  forgotpassword: async () => ({
    Component: (await import("../features/auth/pages/ForgotPasswordPage")).ForgotPasswordPage,
  }),
  resetpassword: async () => ({
    Component: (await import("../features/auth/pages/ResetPasswordPage")).ResetPasswordPage,
  }),
  "employee/login": async () => ({
    Component: (await import("../features/auth/pages/EmployeeLoginPage")).EmployeeLoginPage,
  }),
  "employee/register": async () => ({
    Component: (await import("../features/auth/pages/EmployeeRegisterPage")).EmployeeRegisterPage,
  }),
  ...sitePages,
  ...commercePages,
  ...publishedPoliciesPublicPages,
  ...signingPublicPages,
  ...formsPublicPages,
  ...formsSiteAddresses,
  ...coursesPublicPages,
  ...documentViewPublicPages,
};

/** The company app's screens, by their path under /company. */
const builtCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
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

/**
 * The pages of the specification's lists that have no screen, as "shell: path"; the router test
 * fails on any.
 */
export function screenlessPages(): string[] {
  const lists = [
    ["public", publicPages, builtPublicPages],
    ["company", companyOpenPages, companyOpenSitePages],
    ["company", companyPages, builtCompanyPages],
    ["employee", employeePages, employeeAreaPages],
  ] as const;
  return lists.flatMap(([shell, pages, screens]) =>
    pages.filter((info) => !screens[info.path]).map((info) => `${shell}: ${info.path}`),
  );
}

function notFound(path: string): RouteObject {
  return { path, lazy: notFoundScreen };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Public site.
        lazy: async () => ({ Component: (await import("./shells/public/PublicShell")).PublicShell }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import("../features/home/HomePage")).HomePage }),
          },
          ...publicPages.map((info) => pageRoute(builtPublicPages, info)),
          // A system user's invitation sets their password here (not a route of the specification's list).
          ...Object.entries(usersPublicPages).map(([path, lazy]) => ({ path, lazy })),
          // Anyone checks a signed PDF here (not a route of the specification's list).
          ...Object.entries(signingVerifyPages).map(([path, lazy]) => ({ path, lazy })),
          notFound("404"),
          notFound("*"),
        ],
      },
      {
        // Signed-in company app (spec 000 §2: mounted under /company, default page dashboard).
        path: "company",
        lazy: async () => ({ Component: (await import("./shells/company/CompanyShell")).CompanyShell }),
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          ...companyOpenPages.map((info) => pageRoute(companyOpenSitePages, info)),
          ...companyPages.map((info) => pageRoute(builtCompanyPages, info)),
          // Paying for training courses (not a route of the specification's private list).
          { path: "course/checkout", lazy: coursesCompanyPages["course/checkout"] },
          // The form builder and a form's submissions (decision 030).
          ...Object.entries(formsBuilderPages).map(([path, lazy]) => ({ path, lazy })),
          notFound("*"),
        ],
      },
      {
        // Employee area; the bare /employee path goes to / (spec 000 §2 Entry rules).
        path: "employee",
        children: [
          { index: true, element: <Navigate to="/" replace /> },
          {
            lazy: async () => ({
              Component: (await import("./shells/employee/EmployeeShell")).EmployeeShell,
            }),
            children: [
              ...employeePages.map((info) => pageRoute(employeeAreaPages, info)),
              // Reading one assigned policy (not a route of its own in the specification's list).
              { path: "policies/:id", lazy: employeeAreaPages["policies/:id"] },
              // The employee's training courses (decision 031).
              ...Object.entries(coursesEmployeePages).map(([path, lazy]) => ({ path, lazy })),
              notFound("*"),
            ],
          },
        ],
      },
      {
        // Platform admin console.
        path: "admin",
        lazy: async () => ({ Component: (await import("./shells/admin/AdminShell")).AdminShell }),
        children: [
          { index: true, element: <Navigate to="templates" replace /> },
          ...Object.entries(adminConsolePages).map(([path, lazy]) => ({ path, lazy })),
          notFound("*"),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
