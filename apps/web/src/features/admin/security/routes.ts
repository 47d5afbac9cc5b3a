import type { RouteObject } from "react-router";

/** The console's activity (the admin activity list) and security (second factor set-up, recovery codes), by their path under /admin. */
export const adminSecurityPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  activity: async () => ({ Component: (await import("./pages/ActivityPage")).ActivityPage }),
  security: async () => ({ Component: (await import("./pages/SecurityPage")).SecurityPage }),
};
