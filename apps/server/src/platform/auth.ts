import {
  canInLibrary,
  inputInQuery,
  isAbsent,
  messages,
  type RouteAccess,
  type RouteDefinition,
} from "@cloudoc/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CompanyActor, Origin, SessionUser, SignedIn, Visitor } from "./actor";
import { forbidden, unauthorised } from "./envelope";
import { subdomainOf } from "./tenancy";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, when a valid bearer token came with the request. */
    session: SessionUser | null;
    /** The company subdomain the request was made on, if any. */
    subdomain: string | null;
    /** Who acts, resolved once from the route's declared access before the input is read. */
    actor: Visitor | SignedIn | CompanyActor | null;
  }
}

/** Finds the live session of a bearer token; the accounts module supplies it. */
export type SessionFinder = (token: string) => Promise<SessionUser | undefined>;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return undefined;
  const token = header.slice("Bearer ".length).trim();
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

/** The request facts every audit event carries. */
export function originOf(request: FastifyRequest): Origin {
  return { ip: request.ip, userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null };
}

const companyRoles: ReadonlySet<SessionUser["role"]> = new Set(["company", "user"]);

/** Whether a signed-in user may make a call that needs `access` (the one place this is decided). */
export function allows(session: SessionUser, access: Exclude<RouteAccess, "public">): boolean {
  if (access === "signedIn") return true;
  if (access === "admin") return session.role === "admin";
  if (!session.companyId) return false;
  if (access === "employee") return session.role === "employee";
  if (!companyRoles.has(session.role)) return false;
  if (access === "company" || session.role === "company") return true;
  if ("permission" in access) {
    const needed: readonly string[] =
      typeof access.permission === "string" ? [access.permission] : access.permission;
    return needed.some((permission) => session.permissions.includes(permission));
  }
  return canInLibrary(
    { role: session.role, permissions: session.permissions, userId: session.userId },
    access.library,
  );
}

function actorFor(
  access: RouteAccess,
  session: SessionUser | null,
  origin: Origin,
): Visitor | SignedIn | CompanyActor {
  if (access === "public") return { session, origin };
  if (!session) throw unauthorised();
  if (!allows(session, access)) throw forbidden();
  if (access === "admin" && !session.secondFactor) throw unauthorised(messages.secondFactorNeeded);
  return { session, userId: session.userId, companyId: session.companyId, origin };
}

/** A session is only good on its own company's site (the platform admin's on any). */
function onItsOwnSite(session: SessionUser, subdomain: string | null): boolean {
  return !subdomain || session.role === "admin" || session.subdomain?.toLowerCase() === subdomain;
}

const payloadIds = ["userId", "companyId", "companyUserId"] as const;
type PayloadId = (typeof payloadIds)[number];

/**
 * A `userId`, `companyId` or `companyUserId` in a payload (a JSON body, a query or a multipart
 * form) must name the caller or the caller's company (DESIGN §5); one that is not a declared
 * subject and names anyone else is refused with 403 on every call.
 */
export function refuseForeignIds(
  input: unknown,
  session: Pick<SessionUser, "userId" | "companyId"> | null,
  subjectIds: readonly PayloadId[] = [],
) {
  if (typeof input !== "object" || input === null) return;
  for (const key of payloadIds) {
    if (subjectIds.includes(key)) continue;
    const value = (input as Record<string, unknown>)[key];
    if (isAbsent(value)) continue;
    const own = key === "companyId" ? session?.companyId : session?.userId;
    if (!own || String(value) !== own) throw forbidden();
  }
}

function checkPayloadIds(definition: RouteDefinition, request: FastifyRequest) {
  const input = inputInQuery(definition) ? request.query : request.body;
  refuseForeignIds(input, request.session, definition.subjectIds);
}

/**
 * Reads the session and resolves the actor before anything else (DESIGN §5): a private call without
 * a valid session answers 401 before its input is checked, and a session used on another company's
 * subdomain 403.
 */
export function registerAuth(app: FastifyInstance, findSession: SessionFinder) {
  app.decorateRequest("session", null);
  app.decorateRequest("subdomain", null);
  app.decorateRequest("actor", null);
  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config.route?.access;
    if (!access) return;
    request.subdomain = subdomainOf(request.headers.host, app.platform.config.baseDomain);
    const token = bearerToken(request);
    request.session = token ? ((await findSession(token)) ?? null) : null;
    if (access !== "public" && request.session && !onItsOwnSite(request.session, request.subdomain)) {
      throw forbidden();
    }
    request.actor = actorFor(access, request.session, originOf(request));
  });
  // Before validation, so that a foreign id is refused whatever else the payload holds.
  app.addHook("preValidation", async (request) => {
    const definition = request.routeOptions.config.route;
    if (definition) checkPayloadIds(definition, request);
  });
}
