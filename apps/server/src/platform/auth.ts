import type { FastifyInstance, FastifyRequest } from "fastify";
import { findSession, type SessionUser } from "../modules/accounts/sessions";
import type { RouteAccess } from "./access";
import { forbidden, unauthorised } from "./envelope";
import { subdomainOf } from "./tenancy";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, when a valid bearer token came with the request. */
    session: SessionUser | null;
    /** The company subdomain the request was made on, if any. */
    subdomain: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return undefined;
  const token = header.slice("Bearer ".length).trim();
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

/** Whether a signed-in user may use a route that needs `access`. */
export function allows(session: SessionUser, access: Exclude<RouteAccess, "public">): boolean {
  if (access === "signedIn") return true;
  if (access === "admin") return session.role === "admin";
  if (session.role === "company") return true;
  return session.role === "user" && session.permissions.includes(access.permission);
}

/**
 * Reads the session from the bearer token and enforces each route's declared access (DESIGN §5).
 * A session used on another company's subdomain is refused.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest("session", null);
  app.decorateRequest("subdomain", null);
  app.addHook("preHandler", async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    request.subdomain = subdomainOf(request.headers.host, app.platform.config.baseDomain);
    const token = bearerToken(request);
    request.session = token ? ((await findSession(app.platform.db, token)) ?? null) : null;
    if (access === "public") return;
    const session = request.session;
    if (!session) throw unauthorised();
    if (
      request.subdomain &&
      session.role !== "admin" &&
      session.subdomain?.toLowerCase() !== request.subdomain
    ) {
      throw forbidden();
    }
    if (!allows(session, access)) throw forbidden();
  });
}

/** The session of a route that declared it needs one. */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw unauthorised();
  return request.session;
}

/** The acting company: always the session's, never one named in a payload (DESIGN §5). */
export function companyOf(request: FastifyRequest): {
  companyId: string;
  userId: string;
  session: SessionUser;
} {
  const session = sessionOf(request);
  if (!session.companyId) throw forbidden();
  return { companyId: session.companyId, userId: session.userId, session };
}
