import { createHmac, timingSafeEqual } from "node:crypto";
import { type DownloadLink, downloadLinkSeconds } from "@cloudoc/contract";
import type { Database } from "../../platform/db/client";
import { sharedSecret } from "../../platform/secrets";

/**
 * Short-lived policy download links (GET /user/policy-document/download -> url, filename), made
 * like the exports' links: `/api/download/policy?token=<payload>.<signature>`, the payload naming
 * the company, the policy and the version, signed with HMAC-SHA256 under a platform secret. The
 * file route checks the signature and the time, and that the policy is still the company's.
 */
export interface PolicyLinkTarget {
  companyId: string;
  policyId: string;
  version: number;
}

interface Payload extends PolicyLinkTarget {
  expiresAt: number;
}

export const policyLinkPath = "/api/download/policy?token=";
const secretName = "policy-links";

async function sign(db: Database, text: string): Promise<string> {
  return createHmac("sha256", await sharedSecret(db, secretName))
    .update(text)
    .digest("base64url");
}

export async function createPolicyLink(
  db: Database,
  target: PolicyLinkTarget,
  filename: string,
  now = Date.now(),
): Promise<DownloadLink> {
  const expiresAt = now + downloadLinkSeconds * 1000;
  const payload: Payload = { ...target, expiresAt };
  const text = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return {
    url: `${policyLinkPath}${text}.${await sign(db, text)}`,
    filename,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

const isPayload = (value: unknown): value is Payload => {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.companyId === "string" &&
    typeof v.policyId === "string" &&
    typeof v.version === "number" &&
    typeof v.expiresAt === "number"
  );
};

/** The target of a link whose signature holds and whose time has not run out; else undefined. */
export async function readPolicyLink(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<PolicyLinkTarget | undefined> {
  const [text, signature, ...rest] = token.split(".");
  if (!text || !signature || rest.length > 0 || token.length > 2000) return undefined;
  const expected = Buffer.from(await sign(db, text));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!isPayload(payload) || payload.expiresAt <= now) return undefined;
  return { companyId: payload.companyId, policyId: payload.policyId, version: payload.version };
}
