import {
  type CallNeed,
  callNeedMessages,
  type Entitlements,
  opensCall,
  type RouteAccess,
} from "@cloudoc/contract";
import type { FastifyInstance } from "fastify";
import type { SessionUser } from "./actor";
import { forbidden } from "./envelope";

/** What a company's subscriptions open now, from the facts read with the session. */
export type EntitlementFinder = (
  session: SessionUser,
) => Pick<Entitlements, "active" | "pro" | "downloadUntil">;

/** The owner and staff users are held to a call's needs; employees, visitors and the admin are not. */
const heldToNeeds = (access: RouteAccess) =>
  access === "company" || (typeof access === "object" && ("permission" in access || "library" in access));

/**
 * Refuses a call the company's subscriptions do not open (spec 000 §6, issue 22) with 403 and the
 * banner's wording, after the actor is resolved and before the input is read. Nothing is taken
 * from the company: renewing opens the same calls on the same data.
 */
export function registerEntitlementGuard(app: FastifyInstance, find: EntitlementFinder) {
  app.addHook("onRequest", async (request) => {
    const definition = request.routeOptions.config.route;
    const need: CallNeed | undefined = definition?.needs;
    const session = request.session;
    if (!need || !definition || !session?.companyId || !heldToNeeds(definition.access)) return;
    if (!opensCall(find(session), need)) throw forbidden(callNeedMessages[need]);
  });
}
