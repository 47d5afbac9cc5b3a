import type { RouteObject } from "react-router";

/** The company-app screens of system users, deactivated users and the activity log (issue 15), by their path under /company. */
export const usersCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {};
