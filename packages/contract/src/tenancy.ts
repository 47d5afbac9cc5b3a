/**
 * The company subdomain of a host (DESIGN §5): `{subdomain}.{baseDomain}`, with or without a port.
 * The main site (the base domain itself, or `www.`) and hosts of other domains have none.
 */
export function subdomainOfHost(host: string | undefined, baseDomain: string): string | null {
  if (!host) return null;
  const hostname = host.toLowerCase().replace(/:\d+$/, "");
  const base = baseDomain.toLowerCase().replace(/:\d+$/, "");
  if (hostname === base || !hostname.endsWith(`.${base}`)) return null;
  const label = hostname.slice(0, -(base.length + 1));
  if (label === "www" || !/^[a-z0-9]+$/.test(label)) return null;
  return label;
}
