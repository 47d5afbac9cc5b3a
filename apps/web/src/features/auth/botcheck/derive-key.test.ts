import { createChallenge, solveChallenge, verifySolution } from "altcha-lib";
import { deriveKey as webDeriveKey } from "altcha-lib/algorithms/web/sha";
import { describe, expect, it } from "vitest";
import { deriveKeySha256 } from "./derive-key";

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

describe("the ALTCHA key derivation", () => {
  it("derives the same keys as altcha-lib's web SHA", async () => {
    const parameters = {
      algorithm: "SHA-256",
      cost: 8,
      keyLength: 32,
      nonce: "00",
      salt: "00",
      keyPrefix: "00",
    };
    const salt = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    const password = new Uint8Array([9, 8, 7, 6, 0, 0, 1, 2]);
    const ours = await deriveKeySha256(parameters, salt, password);
    const theirs = await webDeriveKey(parameters, salt, password);
    expect(hex(ours.derivedKey)).toBe(hex(theirs.derivedKey));
  });

  it("solves a signed challenge the way the server verifies it", async () => {
    const secret = "a-test-secret-that-is-long-enough";
    const challenge = await createChallenge({
      algorithm: "SHA-256",
      cost: 8,
      counter: 300,
      deriveKey: webDeriveKey,
      hmacSignatureSecret: secret,
    });
    const solution = await solveChallenge({ challenge, deriveKey: deriveKeySha256 });
    expect(solution?.counter).toBe(300);
    const result = await verifySolution({
      challenge,
      solution: { counter: solution?.counter ?? -1, derivedKey: solution?.derivedKey ?? "" },
      deriveKey: webDeriveKey,
      hmacSignatureSecret: secret,
    });
    expect(result.verified).toBe(true);
  });
});
