import { createBrowserRouter, type NonIndexRouteObject, type RouteObject } from "react-router";
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
export const areas: Readonly<Record<string, () => Promise<RouteObject>>> = {
  company: async () => (await import("./routes/company")).companyArea,
  employee: async () => (await import("./routes/employee")).employeeArea,
  admin: async () => (await import("./routes/admin")).adminArea,
};

export function createAppRouter() {
  const patched = new Map<string, Promise<RouteObject>>();
  return createBrowserRouter([rootRoute], {
    // React Router asks on a path it does not know, or knows only through the public `*`.
    async patchRoutesOnNavigation({ path, patch }) {
      const name = path.split("/")[1] ?? "";
      const load = areas[name];
      if (!load || patched.has(name)) return;
      const area = load();
      patched.set(name, area);
      patch("root", [await area]);
    },
  });
}
