import { subdomainOfHost } from "@cloudoc/contract";
/**
 * Company sites (DESIGN §5): `{subdomain}.{BASE_DOMAIN}` is a company's own site, BASE_DOMAIN
 * (or www.BASE_DOMAIN) the main site. The same rule as the server's platform/tenancy.ts. The base
 * domain is fixed when the app is built (VITE_BASE_DOMAIN, default "localhost", matching the
 * server's BASE_DOMAIN default).
 */
export const baseDomain: string = (
  (import.meta.env.VITE_BASE_DOMAIN as string | undefined) ?? "localhost"
).toLowerCase();

/** The company subdomain of a host name, or null on the main site (or a host of another domain). */
export function subdomainOf(hostname: string, base: string = baseDomain): string | null {
  return subdomainOfHost(hostname, base);
}

/** The subdomain this page was loaded on, or null on the main site. */
export function currentSubdomain(): string | null {
  return typeof window === "undefined" ? null : subdomainOf(window.location.hostname);
}

/** Whether this page is a company's own site. */
export function onCompanySite(): boolean {
  return currentSubdomain() !== null;
}

/**
 * The main site's address as seen from here: "http://meadowbank.localhost:3000" →
 * "http://localhost:3000".
 */
export function mainSiteUrl(location: Pick<Location, "protocol" | "hostname" | "port">): string {
  const sub = subdomainOf(location.hostname);
  const host = sub ? location.hostname.slice(sub.length + 1) : location.hostname;
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ""}`;
}

/** "meadowbank.localhost:3000": how a company's site address will read, for the sign-up form. */
export function companySiteHost(
  subdomain: string,
  location: Pick<Location, "hostname" | "port">,
  base: string = baseDomain,
): string {
  const sub = subdomainOf(location.hostname, base);
  const host = sub ? location.hostname.slice(sub.length + 1) : location.hostname;
  const mainHost = host.endsWith(base) ? host : base;
  return `${subdomain || "yourcompany"}.${mainHost}${location.port ? `:${location.port}` : ""}`;
}

/** The company whose site this is (GET /user/get/company/credetials), once known. */
export interface Tenant {
  companyName: string;
  subdomain: string;
  logoPath: string;
}

let tenant: Tenant | null = null;

export function currentTenant(): Tenant | null {
  return tenant;
}

export function setTenant(value: Tenant | null): void {
  tenant = value;
}
