import { sha256 } from "@noble/hashes/sha2.js";

/** The challenge parameters the key derivation reads (altcha-lib's ChallengeParameters). */
export interface KeyParameters {
  algorithm: string;
  cost: number;
  keyLength?: number;
}

/**
 * ALTCHA's SHA key derivation, exactly as altcha-lib/algorithms/web/sha does it (hash
 * salt + password, then the previous digest, `cost` times; truncate to keyLength at the end),
 * but with @noble/hashes' synchronous SHA-256: Web Crypto's digest is asynchronous per call,
 * which makes the tens of thousands of small hashes of a solve about ten times slower.

 */
export async function deriveKeySha256(
  parameters: KeyParameters,
  salt: Uint8Array,
  password: Uint8Array,
): Promise<{ derivedKey: Uint8Array }> {
  const rounds = Math.max(1, parameters.cost);
  let key: Uint8Array = new Uint8Array(salt.length + password.length);
  key.set(salt, 0);
  key.set(password, salt.length);
  for (let i = 0; i < rounds; i++) key = sha256(key);
  return { derivedKey: key.slice(0, parameters.keyLength ?? 32) };
}
