import type { RouteObject } from "react-router";

/** The company-app screens of saved documents and reference view, by their path under /company. */
export const savedDocumentsCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {};
