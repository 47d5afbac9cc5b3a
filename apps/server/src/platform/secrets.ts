import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./db/client";
import { platformSecrets } from "./secrets-table";

const randomSecret = () => randomBytes(32).toString("base64url");

/**
 * A named secret generated once and shared by every process through the database: 32 random
 * bytes, or what `generate` makes (a key pair). Two processes may both generate; the first stored wins.
 */
export async function sharedSecret(
  db: Database,
  name: string,
  generate: () => string = randomSecret,
): Promise<string> {
  await db.insert(platformSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: platformSecrets.value })
    .from(platformSecrets)
    .where(eq(platformSecrets.name, name));
  if (!row) throw new Error(`secret ${name} is missing`);
  return row.value;
}
