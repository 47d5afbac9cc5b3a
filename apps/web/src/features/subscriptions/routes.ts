import type { RouteObject } from "react-router";

/** The company-app screens of subscriptions, plan payment and document-management renewal (issue 22), by their path under /company. */
export const subscriptionsCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  subscriptions: async () => ({
    Component: (await import("./pages/SubscriptionsPage")).SubscriptionsPage,
  }),
  "subscription/pay": async () => ({
    Component: (await import("./pages/SubscriptionPayPage")).SubscriptionPayPage,
  }),
  "document/management/renewal": async () => ({
    Component: (await import("./pages/DocumentManagementRenewalPage")).DocumentManagementRenewalPage,
  }),
};
