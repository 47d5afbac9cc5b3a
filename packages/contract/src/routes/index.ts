import { accountsRoutes } from "./accounts";
import { adminCatalogueRoutes } from "./admin-catalogue";
import { adminCompanyRoutes } from "./admin-companies";
import { adminRequestRoutes } from "./admin-requests";
import { adminSecurityRoutes } from "./admin-security";
import { adminSiteRoutes } from "./admin-site";
import { adminTemplateRoutes } from "./admin-templates";
import { billingRoutes } from "./billing";
import { cartRoutes } from "./cart";
import { catalogueRoutes } from "./catalogue";
import { contentRoutes } from "./content";
import { courseCompanyRoutes, courseOpenRoutes } from "./courses";
import { dashboardRoutes } from "./dashboard";
import { type RouteDefinition, routeKey } from "./define";
import { documentHistoryRoutes, documentViewRoutes } from "./document-history";
import { documentsRoutes } from "./documents";
import { employeesRoutes } from "./employees";
import { exportsRoutes } from "./exports";
import { foldersRoutes } from "./folders";
import { webFormFillRoutes, webFormRoutes } from "./forms";
import { healthRoutes } from "./health";
import { adminSupportRoutes, helpRoutes } from "./help";
import { libraryRoutes } from "./library";
import { myFilesRoutes } from "./my-files";
import { ordersRoutes } from "./orders";
import { paymentsRoutes } from "./payments";
import { policiesRoutes } from "./policies";
import { policyReadingRoutes } from "./policy-reading";
import { profileRoutes } from "./profile";
import { questionsRoutes } from "./questions";
import { referencesRoutes } from "./references";
import { savedDocumentsRoutes } from "./saved-documents";
import { settingsRoutes } from "./settings";
import { signingPublicRoutes, signingSenderRoutes } from "./signing";
import { subscriptionsRoutes } from "./subscriptions";
import { updatesRoutes } from "./updates";
import { usersRoutes } from "./users";

type Intersection<T extends readonly object[]> = T extends readonly [infer H, ...infer R extends object[]]
  ? H & Intersection<R>
  : unknown;

/** Joins the areas' tables, refusing a name or a method and path declared twice. */
function joinTables<const T extends readonly Record<string, RouteDefinition>[]>(
  ...tables: T
): Intersection<T> {
  const joined: Record<string, RouteDefinition> = {};
  const keys = new Set<string>();
  for (const table of tables) {
    for (const [name, definition] of Object.entries(table)) {
      if (name in joined) throw new Error(`route ${name} is declared twice`);
      if (keys.has(routeKey(definition))) throw new Error(`${routeKey(definition)} is declared twice`);
      joined[name] = definition;
      keys.add(routeKey(definition));
    }
  }
  return joined as Intersection<T>;
}

/**
 * Every call of the API, declared once (DESIGN §4): the server registers from it, the web calls
 * through it, OpenAPI is generated from it, and the cross-tenant test walks it.
 */
export const routes = joinTables(
  accountsRoutes,
  settingsRoutes,
  healthRoutes,
  catalogueRoutes,
  contentRoutes,
  cartRoutes,
  ordersRoutes,
  paymentsRoutes,
  foldersRoutes,
  documentsRoutes,
  updatesRoutes,
  employeesRoutes,
  policiesRoutes,
  policyReadingRoutes,
  libraryRoutes,
  profileRoutes,
  savedDocumentsRoutes,
  referencesRoutes,
  questionsRoutes,
  exportsRoutes,
  adminSecurityRoutes,
  adminCatalogueRoutes,
  adminTemplateRoutes,
  adminSiteRoutes,
  adminCompanyRoutes,
  adminRequestRoutes,
  subscriptionsRoutes,
  billingRoutes,
  usersRoutes,
  dashboardRoutes,
  myFilesRoutes,
  signingSenderRoutes,
  signingPublicRoutes,
  webFormRoutes,
  webFormFillRoutes,
  helpRoutes,
  adminSupportRoutes,
  documentHistoryRoutes,
  documentViewRoutes,
  courseCompanyRoutes,
  courseOpenRoutes,
);

export type Routes = typeof routes;
export type RouteName = keyof Routes;

export * from "./define";
export { profileTabRoutes } from "./profile";
