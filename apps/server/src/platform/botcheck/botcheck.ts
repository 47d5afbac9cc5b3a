import { createChallenge, type Payload, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { z } from "zod";
import type { Database } from "../db/client";
import type { RateLimiter } from "../rate-limit/limiter";
import { sharedSecret } from "../secrets";
import { sha256 } from "../tokens";

/** What the sign-up page needs to run the invisible bot check (spec 000 §4 Signup). */
export type BotChallenge =
  | { kind: "altcha"; challenge: Awaited<ReturnType<typeof createChallenge>> }
  | { kind: "recaptcha"; siteKey: string };

export interface BotCheck {
  readonly kind: "altcha" | "recaptcha";
  challenge(): Promise<BotChallenge>;
  /** Whether the browser's answer proves the work was done (or Google agrees). */
  verify(response: string, ip: string): Promise<boolean>;
}

/** Work a browser does in about half a second, and a bot must do for every attempt. */
const altchaCost = 8;
const altchaLifetimeMs = 10 * 60 * 1000;

const altchaPayload = z.object({
  challenge: z
    .object({ parameters: z.record(z.string(), z.unknown()), signature: z.string().optional() })
    .loose(),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string() }).loose(),
});

/** The widget's answer: JSON, or base64 of JSON. Its shape is checked before it is trusted. */
function parsePayload(response: string): Payload | undefined {
  const text = response.trim().startsWith("{") ? response : Buffer.from(response, "base64").toString("utf8");
  try {
    return altchaPayload.parse(JSON.parse(text)) as unknown as Payload;
  } catch {
    return undefined;
  }
}

/**
 * Marks a solved challenge as used until it expires (its signature, in the limiter's shared store):
 * true the first time, false for a replay.
 */
async function firstUse(used: RateLimiter, challenge: Payload["challenge"]): Promise<boolean> {
  if (!challenge.signature) return false;
  const expiresAt = challenge.parameters.expiresAt ?? (Date.now() + altchaLifetimeMs) / 1000;
  const seconds = Math.max(1, Math.ceil(expiresAt - Date.now() / 1000) + 60);
  return (await used.claim(`altcha:used:${sha256(challenge.signature)}`, seconds)) === 0;
}

/** Self-hosted proof of work (ALTCHA), the default (DESIGN §5). Each solved challenge works once. */
export function altchaBotCheck(db: Database, used: RateLimiter): BotCheck {
  const secret = () => sharedSecret(db, "altcha-hmac");
  return {
    kind: "altcha",
    async challenge() {
      const challenge = await createChallenge({
        algorithm: "SHA-256",
        cost: altchaCost,
        counter: randomInt(20_000, 60_000),
        deriveKey,
        hmacSignatureSecret: await secret(),
        expiresAt: new Date(Date.now() + altchaLifetimeMs),
      });
      return { kind: "altcha", challenge };
    },
    async verify(response) {
      const payload = parsePayload(response);
      if (!payload) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: await secret(),
      });
      return result.verified && (await firstUse(used, payload.challenge));
    },
  };
}

/** Google reCAPTCHA, when its keys are configured. */
export function recaptchaBotCheck(
  keys: { siteKey: string; secretKey: string },
  verifyUrl = "https://www.google.com/recaptcha/api/siteverify",
): BotCheck {
  return {
    kind: "recaptcha",
    challenge: async () => ({ kind: "recaptcha", siteKey: keys.siteKey }),
    async verify(response, ip) {
      const body = new URLSearchParams({ secret: keys.secretKey, response, remoteip: ip });
      try {
        const reply = await fetch(verifyUrl, { method: "POST", body, signal: AbortSignal.timeout(5000) });
        const result = (await reply.json()) as { success?: boolean };
        return result.success === true;
      } catch {
        return false;
      }
    },
  };
}
