import { messages, routes } from "@cloudoc/contract";
import { ApiError, call } from "../lib/api";
import { startDecision } from "../lib/entry-rules";
import { keepInvitationToken } from "../lib/invitation";
import { session } from "../lib/session";
import { currentSubdomain, setTenant, type Tenant } from "../lib/tenancy";
import { expireSession, storeSignIn } from "./auth-session";

/** What the app shows once started. */
export type StartResult =
  | { kind: "app" }
  /** The company site asked for does not exist: the whole site is a not-found page. */
  | { kind: "unknown-site"; subdomain: string }
  /** The page is reloading (an expired session was cleared). */
  | { kind: "reloading" };

async function lookUpTenant(subdomain: string): Promise<"unknown" | Tenant | null> {
  try {
    return (await call(routes.companySite, { domainName: subdomain })).response;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return "unknown";
    return null; // the server could not say: show the site, its calls will explain
  }
}

async function exchangeHandover(code: string): Promise<void> {
  try {
    storeSignIn(await call(routes.handover, { code }));
  } catch (error) {
    // An old, used or foreign code: sign in here instead.
    window.history.replaceState(null, "", "/login");
    const message = error instanceof ApiError ? error.message : messages.sessionExpired;
    // The toast code loads with the overlays, after the first paint.
    void import("../lib/notify").then(({ toast }) => toast(message, "error"));
  }
}

/**
 * Runs before the router exists (spec 000 §2 Entry rules, §4 Responses and session): drops an
 * expired session, applies the query-string rule, takes a hand-over code off the address and
 * exchanges it, and on a company site checks that the company exists.
 */
export async function start(): Promise<StartResult> {
  if (session.isExpired()) {
    await expireSession();
    return { kind: "reloading" };
  }
  const subdomain = currentSubdomain();
  const decision = startDecision(window.location, subdomain !== null);
  if (decision.replaceWith !== undefined) window.history.replaceState(null, "", decision.replaceWith);
  if (decision.invitationToken) keepInvitationToken(decision.invitationToken);
  if (!subdomain) return { kind: "app" };

  const [tenant] = await Promise.all([
    lookUpTenant(subdomain),
    decision.handoverCode ? exchangeHandover(decision.handoverCode) : Promise.resolve(),
  ]);
  if (tenant === "unknown") return { kind: "unknown-site", subdomain };
  setTenant(tenant);
  return { kind: "app" };
}
