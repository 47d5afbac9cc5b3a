import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** An opaque random token (32 bytes, URL-safe) for sessions and one-time hand-overs. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A numeric code of `length` digits, uniformly random. */
export function newNumericCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
