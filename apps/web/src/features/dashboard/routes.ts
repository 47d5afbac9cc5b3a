import type { RouteObject } from "react-router";

/** The company-app screens of the dashboard and the notifications page (issue 15), by their path under /company. */
export const dashboardCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {};
