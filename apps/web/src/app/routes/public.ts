import type { RouteObject } from "react-router";
import { commercePages } from "../../features/commerce/routes";
import { coursesPublicPages } from "../../features/courses/routes";
import { documentViewPublicPages } from "../../features/document-view/routes";
import { formsPublicPages, formsSiteAddresses } from "../../features/forms/routes";
import { publishedPoliciesPublicPages } from "../../features/published-policies/routes";
import { signingPublicPages, signingVerifyPages } from "../../features/signing/routes";
import { sitePageData, sitePages } from "../../features/site/routes";
import { usersPublicPages } from "../../features/users/routes";
import { extraRoutes, notFound, type Screen } from "./screens";

/** The public shell's screens, by their path. */
export const builtPublicPages: Readonly<Record<string, Screen>> = {
  login: async () => ({ Component: (await import("../../features/auth/pages/LoginPage")).LoginPage }),
  signin: async () => ({ Component: (await import("../../features/auth/pages/SignInPage")).SignInPage }),
  signup: async () => ({ Component: (await import("../../features/auth/pages/SignUpPage")).SignUpPage }),
  verifyotp: async () => ({
    Component: (await import("../../features/auth/pages/VerifyOtpPage")).VerifyOtpPage,
  }),
  forgotpassword: async () => ({
    Component: (await import("../../features/auth/pages/ForgotPasswordPage")).ForgotPasswordPage,
  }),
  resetpassword: async () => ({
    Component: (await import("../../features/auth/pages/ResetPasswordPage")).ResetPasswordPage,
  }),
  "employee/login": async () => ({
    Component: (await import("../../features/auth/pages/EmployeeLoginPage")).EmployeeLoginPage,
  }),
  "employee/register": async () => ({
    Component: (await import("../../features/auth/pages/EmployeeRegisterPage")).EmployeeRegisterPage,
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

/** The public site (spec 000 §2 Public routes), under the public shell. */
export const publicArea: RouteObject = {
  lazy: async () => ({ Component: (await import("../shells/public/PublicShell")).PublicShell }),
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import("../../features/home/HomePage")).HomePage }),
    },
    // The screens by path; app/pages lists the same paths (router.test.ts holds them equal), but its
    // descriptions would only add to every public page's first load.
    ...extraRoutes(builtPublicPages, sitePageData),
    // A system user's invitation sets their password here (not a route of the specification's list).
    ...extraRoutes(usersPublicPages),
    // Anyone checks a signed PDF here (not a route of the specification's list).
    ...extraRoutes(signingVerifyPages),
    notFound("404"),
    notFound("*"),
  ],
};
