import type { RouteObject } from "react-router";

/** The company-app screens of the organisation profile and document settings, by their path under /company. */
export const profileCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {};
