import type { RouteObject } from "react-router";

/** The console's packages (list, new, edit with folder tree) and taxonomy (countries, service types, regulators), by their path under /admin. */
export const adminCataloguePages: Readonly<Record<string, RouteObject["lazy"]>> = {};
