import { createHmac, timingSafeEqual } from "node:crypto";
import { type DownloadLink, downloadLinkSeconds, type ExportFormat, exportFormats } from "@cloudoc/contract";
import type { Database } from "../../platform/db/client";
import { sharedSecret } from "../../platform/secrets";

/**
 * Short-lived download links (DESIGN §5): `/api/download/export?token=<payload>.<signature>`, the
 * payload naming the company, what to serve and when the link ends, signed with HMAC-SHA256 under
 * a platform secret. Nothing is served from a public path: the route checks the signature, the
 * time, and that the thing still belongs to that company.
 */
export interface LinkTarget {
  companyId: string;
  /**
   * A bulk export's zip in storage; or one company document, or a subscription summary, printed
   * when the link is used (nothing of theirs is kept in storage).
   */
  kind: "zip" | "document" | "subscription";
  id: string;
  format: ExportFormat;
  /** The subscription summary's choices. */
  count?: number;
  since?: string;
}

interface LinkPayload extends LinkTarget {
  expiresAt: number;
}

export const linkPath = "/api/download/export?token=";
const secretName = "export-links";

async function sign(db: Database, text: string): Promise<string> {
  return createHmac("sha256", await sharedSecret(db, secretName))
    .update(text)
    .digest("base64url");
}

export async function createLink(
  db: Database,
  target: LinkTarget,
  filename: string,
  now = Date.now(),
): Promise<DownloadLink> {
  const expiresAt = now + downloadLinkSeconds * 1000;
  const payload: LinkPayload = { ...target, expiresAt };
  const text = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return {
    url: `${linkPath}${text}.${await sign(db, text)}`,
    filename,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

const isPayload = (value: unknown): value is LinkPayload => {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.companyId === "string" &&
    (v.kind === "zip" || v.kind === "document" || v.kind === "subscription") &&
    (v.count === undefined || typeof v.count === "number") &&
    (v.since === undefined || typeof v.since === "string") &&
    typeof v.id === "string" &&
    exportFormats.includes(v.format as ExportFormat) &&
    typeof v.expiresAt === "number"
  );
};

/** The target of a link whose signature holds and whose time has not run out; else undefined. */
export async function readLink(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<LinkTarget | undefined> {
  const [text, signature, ...rest] = token.split(".");
  if (!text || !signature || rest.length > 0 || token.length > 1000) return undefined;
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
  const { expiresAt: _expiresAt, ...target } = payload;
  return target;
}
