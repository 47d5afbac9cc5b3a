import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Database } from "../../platform/db/client";
import { sharedSecret } from "../../platform/secrets";

/**
 * The admin's TOTP secret is sealed at rest with AES-256-GCM, so a copy of the second-factor rows
 * alone does not give the codes away. The key is a platform secret made once.
 */
const keyName = "admin-second-factor-seal";
const version = "v1";

async function sealKey(db: Database): Promise<Buffer> {
  return Buffer.from(await sharedSecret(db, keyName), "base64url");
}

export async function seal(db: Database, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await sealKey(db), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url"));
  return [version, ...parts].join(".");
}

export async function unseal(db: Database, text: string): Promise<string> {
  const [tag, iv, authTag, sealed] = text.split(".");
  if (tag !== version || !iv || !authTag || !sealed) {
    throw new Error("sealed secret is not in a known format");
  }
  const decipher = createDecipheriv("aes-256-gcm", await sealKey(db), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(authTag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString(
    "utf8",
  );
}
