import { maxPageSize, type RouteDefinition, routes } from "@cloudoc/contract";
import { requestOf } from "../../lib/api";

/**
 * The pages whose code and first data a small script asks for while the app's entry is still on
 * its way (issue 20): an employee opening a policy on a phone. Without it the page's chunks and
 * its calls wait for the entry to arrive and run, one more round trip on a slow connection.
 * vite-plugins/early-start.ts finds each page's chunks in the build; ./start.ts asks for them.
 */
export interface EarlyPage {
  /** The route's path, with `:name` parameters as in the router. */
  path: string;
  /** The modules of the page's lazy routes (its shell and its screen), under apps/web/src. */
  screens: readonly string[];
  /** The addresses of the GET calls the screen makes first, with the query keys' inputs. */
  calls: (params: Readonly<Record<string, string>>) => string[];
}

/**
 * The early script's data attribute (`data-…`) that holds each early page's files (JSON, by path),
 * written by the build.
 */
export const earlyFilesAttribute = "page-files";

const employeeShell = "app/shells/employee/EmployeeShell.tsx";

/** The address of a GET call of the route table, built as the app's own calls build it. */
const addressOf = (definition: RouteDefinition, input: unknown) => requestOf(definition, input).url;

/** Signed-in pages only: without a session these pages send to sign-in. */
export const earlyPages: readonly EarlyPage[] = [
  {
    path: "/employee/policies",
    screens: [employeeShell, "features/employee-area/pages/MyPoliciesPage.tsx"],
    calls: () => [addressOf(routes.employeePolicies, { skip: 0, limit: maxPageSize })],
  },
  {
    path: "/employee/policies/:id",
    screens: [employeeShell, "features/employee-area/pages/ReadPolicyPage.tsx"],
    calls: ({ id = "" }) => [addressOf(routes.employeePolicyView, { id })],
  },
];

/** The company lookup every page of a company's site starts with (app/start.ts). */
export const companyLookupAddress = (subdomain: string) =>
  addressOf(routes.companySite, { domainName: subdomain });

/** The early page at `pathname` and its parameters (decoded, as the router gives them), if any. */
export function matchEarlyPage(
  pathname: string,
  pages: readonly EarlyPage[] = earlyPages,
): { page: EarlyPage; params: Record<string, string> } | undefined {
  const segments = pathname.replace(/\/+$/, "").split("/");
  for (const page of pages) {
    const pattern = page.path.split("/");
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

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
