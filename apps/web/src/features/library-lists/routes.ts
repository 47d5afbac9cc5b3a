import type { RouteObject } from "react-router";

/** The company-app screens of the review lists, the bin and the index, by their path under /company. */
export const libraryListsCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {};
