import type { RouteObject } from "react-router";
import { employeeAreaPages } from "../features/employee-area/routes";
import { companyOpenSitePages } from "../features/site/routes";
import { companyPages } from "./company-pages";
import { companyOpenPages, employeePages, publicPages } from "./pages";
import { rootRoute } from "./router";
import { adminArea } from "./routes/admin";
import { builtCompanyPages, companyArea } from "./routes/company";
import { employeeArea } from "./routes/employee";
import { builtPublicPages } from "./routes/public";

/** The whole route tree, every area loaded (as the router has it once each has been visited). */
export const routeTree: RouteObject[] = [
  { ...rootRoute, children: [...(rootRoute.children ?? []), companyArea, employeeArea, adminArea] },
];

/** Public screens that app/pages does not list (the public routes are made from the screens). */
export function unlistedPublicScreens(): string[] {
  const listed = new Set(publicPages.map((info) => info.path));
  return Object.keys(builtPublicPages).filter((path) => !listed.has(path));
}

/**
 * The pages of the specification's lists that have no screen, as "shell: path"; the router test
 * fails on any.
 */
export function screenlessPages(): string[] {
  const lists = [
    ["public", publicPages, builtPublicPages],
    ["company", companyOpenPages, companyOpenSitePages],
    ["company", companyPages, builtCompanyPages],
    ["employee", employeePages, employeeAreaPages],
  ] as const;
  return lists.flatMap(([shell, pages, screens]) =>
    pages.filter((info) => !screens[info.path]).map((info) => `${shell}: ${info.path}`),
  );
}
