/**
 * The company subdomain a request was made on (DESIGN §5): `{subdomain}.{BASE_DOMAIN}`, with or
 * without a port. The main site (BASE_DOMAIN itself, or `www.`) has none.
 */
export function subdomainOf(host: string | undefined, baseDomain: string): string | null {
  if (!host) return null;
  const hostname = host.toLowerCase().replace(/:\d+$/, "");
  const base = baseDomain.toLowerCase().replace(/:\d+$/, "");
  if (hostname === base || !hostname.endsWith(`.${base}`)) return null;
  const label = hostname.slice(0, -(base.length + 1));
  if (label === "www" || !/^[a-z0-9]+$/.test(label)) return null;
  return label;
}

/** The address of a company's own site, for the hand-over after sign-in. */
export function companySiteUrl(
  subdomain: string,
  baseDomain: string,
  requestHost: string | undefined,
  protocol: string,
) {
  const port = requestHost?.match(/:(\d+)$/)?.[1];
  const base = baseDomain.includes(":") || !port ? baseDomain : `${baseDomain}:${port}`;
  return `${protocol}://${subdomain}.${base}`;
}
