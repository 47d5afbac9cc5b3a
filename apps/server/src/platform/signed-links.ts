import { createHmac, timingSafeEqual } from "node:crypto";
import { type DownloadLink, downloadLinkSeconds } from "@cloudoc/contract";
import type { Database } from "./db/client";
import { sharedSecret } from "./secrets";

/**
 * Short-lived download links (DESIGN §5): `<path><payload>.<signature>`, the payload naming what to
 * serve and when the link ends, signed with HMAC-SHA256 under a platform secret of its own per
 * kind of link. The route that serves one checks the signature, the time, and that the thing still
 * belongs to the company the payload names.
 */
export interface SignedLinkKind {
  /** The platform secret the links are signed with (one per kind, so one kind cannot pass as another). */
  secretName: string;
  /** The address up to the token, e.g. `/api/download/export?token=`. */
  path: string;
  /** Longer tokens are refused unread. */
  maxTokenLength: number;
  /** Whether a decoded payload (without its end time) is a target of this kind. */
  isTarget(value: Record<string, unknown>): boolean;
  /** How long a link works; a download's few minutes unless the kind says otherwise (an emailed share). */
  lifetimeSeconds?: number;
}

export function signedLinks<T extends object>(kind: SignedLinkKind) {
  const sign = async (db: Database, text: string) =>
    createHmac("sha256", await sharedSecret(db, kind.secretName))
      .update(text)
      .digest("base64url");

  async function create(db: Database, target: T, filename: string, now = Date.now()): Promise<DownloadLink> {
    const expiresAt = now + (kind.lifetimeSeconds ?? downloadLinkSeconds) * 1000;
    const text = Buffer.from(JSON.stringify({ ...target, expiresAt })).toString("base64url");
    return {
      url: `${kind.path}${text}.${await sign(db, text)}`,
      filename,
      expiresAt: new Date(expiresAt).toISOString(),
    };
  }

  /** The target of a link whose signature holds and whose time has not run out; else undefined. */
  async function read(db: Database, token: string, now = Date.now()): Promise<T | undefined> {
    const [text, signature, ...rest] = token.split(".");
    if (!text || !signature || rest.length > 0 || token.length > kind.maxTokenLength) return undefined;
    const expected = Buffer.from(await sign(db, text));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    } catch {
      return undefined;
    }
    if (typeof payload !== "object" || payload === null) return undefined;
    const { expiresAt, ...target } = payload as Record<string, unknown>;
    if (typeof expiresAt !== "number" || expiresAt <= now || !kind.isTarget(target)) return undefined;
    return target as T;
  }

  return { create, read };
}
