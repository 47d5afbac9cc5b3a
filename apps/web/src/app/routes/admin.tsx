import { Navigate, type RouteObject } from "react-router";
import { adminConsolePages } from "../../features/admin/routes";
import { extraRoutes, notFound } from "./screens";

/** Platform admin console. */
export const adminArea: RouteObject = {
  path: "admin",
  lazy: async () => ({ Component: (await import("../shells/admin/AdminShell")).AdminShell }),
  children: [
    { index: true, element: <Navigate to="templates" replace /> },
    ...extraRoutes(adminConsolePages),
    notFound("*"),
  ],
};
