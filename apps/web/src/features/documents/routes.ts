import type { RouteObject } from "react-router";

/** The company-app screens of the documents browser and create-new-documents, by their path under /company. */
export const documentsCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {};
