import { maxPageSize, type RouteDefinition, routes } from "@cloudoc/contract";
import { libraryCallInput, libraryQueryFromState } from "../../features/site/library-query";
import {
  allPackagesPageSize,
  emptyFilters,
  filtersToApiQuery,
  packageDetailInput,
} from "../../features/site/package-filters";
import { requestOf } from "../../lib/api";
import type { EarlyRequest } from "../../lib/early-replies";

/**
 * The pages whose code and first data a small script asks for while the app's entry is still on
 * its way (issue 20): the public site's catalogue, and an employee opening a policy on a phone.
 * Without it the page's chunks and its calls wait for the entry to arrive and run, one more round
 * trip on a slow connection. vite-plugins/early-start.ts finds each page's chunks in the build;
 * ./start.ts asks for them.
 */
export interface EarlyPage {
  /** The route's path, with `:name` parameters as in the router. */
  path: string;
  /**
   * "public": the public site, on an address without a company; "employee": the employee area on a
   * company's site, signed in (without a session these pages send to sign-in).
   */
  site: "public" | "employee";
  /** The modules of the page's lazy routes (its shell and its screen), under apps/web/src. */
  screens: readonly string[];
  /**
   * The calls the page makes first, with the query keys' inputs. `state` is the location's state
   * (filters a reload keeps), as the page reads it.
   */
  calls: (params: Readonly<Record<string, string>>, state: unknown) => EarlyRequest[];
}

/**
 * The early script's data attribute (`data-…`) that holds each early page's files (JSON, by path),
 * written by the build.
 */
export const earlyFilesAttribute = "page-files";

/** A call of the route table, built as the app's own calls build it. */
function requestFor(definition: RouteDefinition, input: unknown): EarlyRequest {
  const { url, body } = requestOf(definition, input);
  return { method: definition.method, url, body: body === undefined ? undefined : JSON.stringify(body) };
}

/** A page of the public site: the shell asks for the settings and the current offer on every page. */
function publicPage(path: string, screen: string, calls: EarlyPage["calls"] = () => []): EarlyPage {
  return {
    path,
    site: "public",
    screens: ["app/shells/public/PublicShell.tsx", screen],
    calls: (params, state) => [
      requestFor(routes.siteSettings, undefined),
      requestFor(routes.offer, undefined),
      ...calls(params, state),
    ],
  };
}

/** A page of the employee area, under its shell. */
function employeePage(path: string, screen: string, calls: EarlyPage["calls"]): EarlyPage {
  return { path, site: "employee", screens: ["app/shells/employee/EmployeeShell.tsx", screen], calls };
}

const taxonomy = (definition: RouteDefinition) => requestFor(definition, {});

const packageDetailScreen = "features/site/pages/PackageDetailPage.tsx";
const packageDetailCalls: EarlyPage["calls"] = ({ slug = "" }) => [
  requestFor(routes.packageDetails, packageDetailInput(slug, "", 1)),
];

export const earlyPages: readonly EarlyPage[] = [
  publicPage("/", "features/home/HomePage.tsx"),
  publicPage("/policies-procedures", "features/site/pages/PoliciesProceduresPage.tsx", () => [
    requestFor(routes.packageList, filtersToApiQuery(emptyFilters, allPackagesPageSize)),
    taxonomy(routes.categoryList),
    taxonomy(routes.regulatorList),
    taxonomy(routes.countryList),
  ]),
  publicPage("/documentlibrary", "features/site/pages/DocumentSearchPage.tsx", (_params, state) => [
    taxonomy(routes.countryList),
    taxonomy(routes.categoryList),
    requestFor(routes.documentLibrary, libraryCallInput(libraryQueryFromState(state))),
  ]),
  // A package's page under both its addresses: the catalogue search's and the cards' View Details.
  publicPage("/package-detail/:slug", packageDetailScreen, packageDetailCalls),
  publicPage("/subscription-detail/:slug", packageDetailScreen, packageDetailCalls),
  employeePage("/employee/policies", "features/employee-area/pages/MyPoliciesPage.tsx", () => [
    requestFor(routes.employeePolicies, { skip: 0, limit: maxPageSize }),
  ]),
  employeePage("/employee/policies/:id", "features/employee-area/pages/ReadPolicyPage.tsx", ({ id = "" }) => [
    requestFor(routes.employeePolicyView, { id }),
  ]),
];

/** The company lookup every page of a company's site starts with (app/start.ts). */
export const companyLookup = (subdomain: string) => requestFor(routes.companySite, { domainName: subdomain });

/** The early page at `pathname` and its parameters (decoded, as the router gives them), if any. */
export function matchEarlyPage(
  pathname: string,
  pages: readonly EarlyPage[] = earlyPages,
): { page: EarlyPage; params: Record<string, string> } | undefined {
  const segments = segmentsOf(pathname);
  for (const page of pages) {
    const pattern = segmentsOf(page.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? "";
      if (!part.startsWith(":")) return part === segment;
      params[part.slice(1)] = safeDecode(segment);
      return segment !== "";
    });
    if (matches) return { page, params };
  }
  return undefined;
}

/** A path's segments, a trailing slash aside ("/" has one, empty). */
const segmentsOf = (path: string) => path.replace(/\/+$/, "").split("/");

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
