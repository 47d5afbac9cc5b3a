import type { RouteObject } from "react-router";

/** The company-app screens of template updates, by their path under /company. */
export const updatesCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  "documents/compare": async () => ({ Component: (await import("./pages/ComparePage")).ComparePage }),
};
