import type { RouteObject } from "react-router";

const dashboard: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/DashboardPage")).DashboardPage,
});
const notifications: RouteObject["lazy"] = async () => ({
  Component: (await import("../notifications/pages/NotificationsPage")).NotificationsPage,
});

/** The company-app screens of the dashboard and the notifications page (issue 15), by their path under /company. */
export const dashboardCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  dashboard,
  notifications,
};
