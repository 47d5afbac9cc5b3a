import type { Permission } from "@cloudoc/contract";
import type { FastifyInstance } from "fastify";

/**
 * What a route needs (DESIGN §5): every /api route declares it in `config.access`, and
 * registering one that does not is an error. Sessions and permissions build on this.
 */
export type RouteAccess = "public" | "signedIn" | "admin" | { permission: Permission };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export function requireAccessDeclarations(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api") || route.url.startsWith("/api/docs")) return;
    if (route.method === "HEAD" || route.method === "OPTIONS") return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access) throw new Error(`route ${route.method} ${route.url} does not declare config.access`);
  });
}
