import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./db/client";
import { platformSecrets } from "./secrets-table";

/** A named secret generated once and shared by every process through the database. */
export async function sharedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(platformSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: platformSecrets.value })
    .from(platformSecrets)
    .where(eq(platformSecrets.name, name));
  if (!row) throw new Error(`secret ${name} is missing`);
  return row.value;
}
