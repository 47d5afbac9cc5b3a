import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign, verify } from "node:crypto";
import type { Database } from "../../platform/db/client";
import { sharedSecret } from "../../platform/secrets";

/**
 * The platform's evidence-signing key (decision 022): an Ed25519 key whose 32-byte seed is a
 * shared platform secret (made once, the same in every process). An evidence pack is signed by
 * signing the statement `cloudoc-evidence-pack-v1 sha256=<hex of the PDF's SHA-256>`: a detached
 * signature over the pack's bytes that can be checked from the hash alone (the verify call), or
 * offline with openssl and the public key (the pack's VERIFY.txt says how).
 */

export const evidenceStatementPrefix = "cloudoc-evidence-pack-v1 sha256=";
const secretName = "policy-evidence-signing-key";
/** PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410). */
const pkcs8Prefix = Buffer.from("302e020100300506032b657004220420", "hex");

export interface EvidenceKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicKeyPem: string;
  keyId: string;
}

const keys = new WeakMap<Database, Promise<EvidenceKey>>();

async function loadKey(db: Database): Promise<EvidenceKey> {
  const seed = Buffer.from(await sharedSecret(db, secretName), "base64url");
  if (seed.length !== 32) throw new Error("the evidence-signing seed must be 32 bytes");
  const privateKey = createPrivateKey({
    key: Buffer.concat([pkcs8Prefix, seed]),
    format: "der",
    type: "pkcs8",
  });
  const publicKey = createPublicKey(privateKey);
  const spki = publicKey.export({ format: "der", type: "spki" });
  return {
    privateKey,
    publicKey,
    publicKeyPem: String(publicKey.export({ format: "pem", type: "spki" })),
    keyId: createHash("sha256").update(spki).digest("hex").slice(0, 16),
  };
}

/** The key, read once per database (it never changes). */
export function evidenceKey(db: Database): Promise<EvidenceKey> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

export const sha256Hex = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const statementOf = (sha256: string) =>
  Buffer.from(`${evidenceStatementPrefix}${sha256.toLowerCase()}`, "utf8");

/** Signs a pack: answers its SHA-256 and the raw 64-byte signature. */
export async function signPack(db: Database, pdf: Buffer) {
  const key = await evidenceKey(db);
  const sha256 = sha256Hex(pdf);
  return { sha256, signature: sign(null, statementOf(sha256), key.privateKey), keyId: key.keyId };
}

/** Whether `signature` (Base64 or Base64url) signs a pack whose PDF has this SHA-256. */
export async function verifyPack(db: Database, sha256: string, signature: string) {
  const key = await evidenceKey(db);
  const bytes = Buffer.from(signature.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  const valid = bytes.length === 64 && verify(null, statementOf(sha256), key.publicKey, bytes);
  return { valid, keyId: key.keyId };
}
