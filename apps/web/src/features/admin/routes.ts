import type { RouteObject } from "react-router";
import { adminCataloguePages } from "./catalogue/routes";
import { adminCompanyPages } from "./companies/routes";
import { adminRequestPages } from "./requests/routes";
import { adminSecurityPages } from "./security/routes";
import { adminSitePages } from "./site/routes";
import { adminSupportPages } from "./support/routes";
import { adminTemplatePages } from "./templates/routes";

/** Every screen of the admin console, by its path under /admin; each area owns its own. */
export const adminConsolePages: Readonly<Record<string, RouteObject["lazy"]>> = {
  ...adminSecurityPages,
  ...adminCataloguePages,
  ...adminTemplatePages,
  ...adminSitePages,
  ...adminCompanyPages,
  ...adminRequestPages,
  ...adminSupportPages,
};
