import {
  createBrowserRouter,
  type NonIndexRouteObject,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from "react-router";
import { RootLayout } from "./RootLayout";
import { RouteError } from "./RouteError";
import { publicArea } from "./routes/public";

/**
 * The routes of spec 000 §2 and spec 001 §2 (DESIGN §9): the public site at /, the company app
 * under /company, the employee area under /employee and the admin console under /admin. Every
 * shell and every page is a lazy chunk; the company, employee and admin route tables themselves
 * load when their area is first visited, so the public site's first load carries none of them.
 */
export const rootRoute: NonIndexRouteObject = {
  id: "root",
  element: <RootLayout />,
  errorElement: <RouteError />,
  children: [publicArea],
};

/** The areas whose routes load on the first visit, by their first path segment. */
export const areas: AreaLoaders = {
  company: async () => (await import("./routes/company")).companyArea,
  employee: async () => (await import("./routes/employee")).employeeArea,
  admin: async () => (await import("./routes/admin")).adminArea,
};

type AreaLoaders = Readonly<Record<string, () => Promise<RouteObject>>>;

/**
 * Adds an area's routes under the root on the first navigation into it. Every navigation patches
 * (React Router drops the patch of a navigation that a newer one interrupted, and ignores a route
 * it already has), so a second click while the area is loading still lands on its page, not 404.
 */
export function areaPatcher(loaders: AreaLoaders): PatchRoutesOnNavigationFunction {
  const loading = new Map<string, Promise<RouteObject>>();
  return async ({ path, patch }) => {
    const name = path.split("/")[1] ?? "";
    const load = loaders[name];
    if (!load) return;
    const area = loading.get(name) ?? load();
    loading.set(name, area);
    // A failed load (a dropped connection) is tried again on the next navigation.
    area.catch(() => loading.delete(name));
    patch("root", [await area]);
  };
}

export function createAppRouter() {
  return createBrowserRouter([rootRoute], { patchRoutesOnNavigation: areaPatcher(areas) });
}
