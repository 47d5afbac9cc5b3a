import type { QueryClient } from "@tanstack/react-query";
import {
  createBrowserRouter,
  matchRoutes,
  type NonIndexRouteObject,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from "react-router";
import { RootLayout } from "./RootLayout";
import { RouteError } from "./RouteError";
import { employeeArea } from "./routes/employee";
import { publicArea } from "./routes/public";
import type { ScreenHandle } from "./routes/screens";

/**
 * The routes of spec 000 §2 and spec 001 §2 (DESIGN §9): the public site at /, the company app
 * under /company, the employee area under /employee and the admin console under /admin. Every
 * shell and every page is a lazy chunk; the company and admin route tables themselves load when
 * their area is first visited, so the public site's first load carries neither.
 */
export const rootRoute: NonIndexRouteObject = {
  id: "root",
  element: <RootLayout />,
  errorElement: <RouteError />,
  children: [publicArea],
};

/**
 * The areas, by their first path segment. The company's and the console's route tables load on the
 * first visit; the employee's is small and comes with the entry, so an employee's phone asks for
 * the page's code at once rather than a round trip later (issue 20).
 */
export const areas: AreaLoaders = {
  company: async () => (await import("./routes/company")).companyArea,
  employee: async () => employeeArea,
  admin: async () => (await import("./routes/admin")).adminArea,
};

type AreaLoaders = Readonly<Record<string, () => Promise<RouteObject>>>;

/**
 * The loader of the area `pathname` is in (its first segment), if it is in one. Own keys only:
 * "/constructor" or "/toString" is a public address, not Object's methods to call.
 */
export function areaLoaderOf(pathname: string, loaders: AreaLoaders = areas) {
  const name = pathname.split("/")[1] ?? "";
  const load = Object.hasOwn(loaders, name) ? loaders[name] : undefined;
  return load ? { name, load } : undefined;
}

/**
 * Adds an area's routes under the root on the first navigation into it. Every navigation patches
 * (React Router drops the patch of a navigation that a newer one interrupted, and ignores a route
 * it already has), so a second click while the area is loading still lands on its page, not 404.
 */
export function areaPatcher(loaders: AreaLoaders): PatchRoutesOnNavigationFunction {
  const loading = new Map<string, Promise<RouteObject>>();
  return async ({ path, patch }) => {
    const area = areaLoaderOf(path, loaders);
    if (!area) return;
    const routes = loading.get(area.name) ?? area.load();
    loading.set(area.name, routes);
    // A failed load (a dropped connection) is tried again on the next navigation.
    routes.catch(() => loading.delete(area.name));
    patch("root", [await routes]);
  };
}

/** The routes that `pathname` matches: in its area, or on the public site outside the areas. */
async function pageMatches(pathname: string, loaders: AreaLoaders) {
  const load = areaLoaderOf(pathname, loaders)?.load;
  return matchRoutes([load ? await load() : publicArea], pathname) ?? [];
}

/**
 * Starts loading the page at `pathname`: its code (shell and screen) and, given a query client, the
 * data it shows first (its routes' `handle.data`). On a company site these arrive while the app
 * asks the server about the company, rather than after; the router loads the same modules again
 * when it starts, and the browser has them then.
 */
export async function preloadPage(
  pathname: string,
  client: QueryClient | null,
  loaders: AreaLoaders = areas,
): Promise<void> {
  const matches = await pageMatches(pathname, loaders);
  const code = matches.map(({ route }) => (typeof route.lazy === "function" ? route.lazy() : null));
  for (const { route, params } of matches) {
    const handle: ScreenHandle | undefined = route.handle;
    if (client) handle?.data?.(params, client);
  }
  await Promise.all(code);
}

/**
 * The routes the router starts with: the public site's, and the area of the page it opens on, so
 * that its first render needs no patch (another matching of every route, on a phone's slow CPU).
 * An area that fails to load is patched in on navigation, as any other.
 */
export async function firstRoutes(pathname: string, loaders: AreaLoaders = areas): Promise<RouteObject[]> {
  const area = await areaLoaderOf(pathname, loaders)
    ?.load()
    .catch(() => undefined);
  return [area ? { ...rootRoute, children: [...(rootRoute.children ?? []), area] } : rootRoute];
}

export async function createAppRouter(pathname: string) {
  return createBrowserRouter(await firstRoutes(pathname), { patchRoutesOnNavigation: areaPatcher(areas) });
}
