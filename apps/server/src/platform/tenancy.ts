import { subdomainOfHost } from "@cloudoc/contract";

/** The company subdomain a request was made on; the rule lives in the contract, shared with the web. */
export const subdomainOf = subdomainOfHost;

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
