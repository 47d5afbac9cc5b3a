import type { RouteObject } from "react-router";

/** The console's companies (list, view, suspend), orders and payments, coupons, by their path under /admin. */
export const adminCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  companies: async () => ({ Component: (await import("./pages/CompaniesPage")).CompaniesPage }),
  "companies/:id": async () => ({ Component: (await import("./pages/CompanyPage")).CompanyPage }),
  orders: async () => ({ Component: (await import("./pages/OrdersPage")).OrdersPage }),
  coupons: async () => ({ Component: (await import("./pages/CouponsPage")).CouponsPage }),
};
