import type { RouteObject } from "react-router";

/** The console's packages (list, new, edit with folder tree) and taxonomy (countries, service types, regulators), by their path under /admin. */
export const adminCataloguePages: Readonly<Record<string, RouteObject["lazy"]>> = {
  packages: async () => ({ Component: (await import("./pages/PackagesPage")).PackagesPage }),
  "packages/new": async () => ({ Component: (await import("./pages/NewPackagePage")).NewPackagePage }),
  "packages/:id": async () => ({ Component: (await import("./pages/PackagePage")).PackagePage }),
  taxonomy: async () => ({ Component: (await import("./pages/TaxonomyPage")).TaxonomyPage }),
};
