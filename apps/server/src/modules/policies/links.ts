import { signedLinks } from "../../platform/signed-links";

/**
 * Short-lived policy download links (GET /user/policy-document/download -> url, filename), made
 * like the exports' links (platform/signed-links.ts): `/api/download/policy?token=…`, the payload
 * naming the company, the policy and the version. The file route checks the signature and the
 * time, and that the policy is still the company's.
 */
export interface PolicyLinkTarget {
  companyId: string;
  policyId: string;
  version: number;
}

const policyLinks = signedLinks<PolicyLinkTarget>({
  secretName: "policy-links",
  path: "/api/download/policy?token=",
  maxTokenLength: 2000,
  isTarget: (v) =>
    typeof v.companyId === "string" && typeof v.policyId === "string" && typeof v.version === "number",
});

export const createPolicyLink = policyLinks.create;
export const readPolicyLink = policyLinks.read;
