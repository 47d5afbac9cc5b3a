import type { RouteObject } from "react-router";

/** The company-app screens of invoices (issue 22), by their path under /company. */
export const billingCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  invoice: async () => ({ Component: (await import("./pages/InvoicesPage")).InvoicesPage }),
};
