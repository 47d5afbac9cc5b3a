import type { FastifyRequest } from "fastify";
import type { Origin } from "../../platform/actor";

/**
 * The plain facts of a request that the account services need, read once in the route: services
 * never see the request itself.
 */

/** The site a call is made on: a company's own (by its subdomain) or the main site. */
export interface Site {
  subdomain: string | null;
  /** The Host header and protocol, so the company site's address keeps the port in development. */
  host: string | undefined;
  protocol: string;
}

/** Who arrives (their address and browser) and on which site. */
export interface Visit {
  origin: Origin;
  site: Site;
}

/** The live connection of the tab that signed in (spec 000 §1): its browser and its own id. */
export interface BrowserTab {
  browserId: string | undefined;
  tabId: string;
}

export const siteOf = (request: FastifyRequest): Site => ({
  subdomain: request.subdomain,
  host: request.headers.host,
  protocol: request.protocol,
});

export const visitOf = (request: FastifyRequest, origin: Origin): Visit => ({
  origin,
  site: siteOf(request),
});

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
};

export const browserTabOf = (request: FastifyRequest): BrowserTab => ({
  browserId: header(request, "x-browser-id"),
  tabId: header(request, "x-tab-id") ?? "",
});

/** The rate-limit key part for the caller's address. */
export const ipKey = (origin: Origin) => origin.ip ?? "unknown";
