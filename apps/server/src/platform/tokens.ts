import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** An opaque random token (32 bytes, URL-safe) for sessions and one-time hand-overs. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A code of `length` characters, each drawn uniformly from `alphabet` with crypto randomness. */
export function newCode(length: number, alphabet: string): string {
  return Array.from({ length }, () => alphabet.charAt(randomInt(alphabet.length))).join("");
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
