import type { RouteObject } from "react-router";

/** The console's companies (list, view, suspend), orders and payments, coupons, by their path under /admin. */
export const adminCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {};
