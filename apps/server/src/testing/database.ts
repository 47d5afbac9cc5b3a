import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres } from "../platform/db/client";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and drops the database (PostgreSQL) or discards it (PGlite). */
  drop(): Promise<void>;
}

/** Which server the integration tests run on: PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/** A fresh, migrated database for one test file (DESIGN §10). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite(undefined);
    await handle.migrate();
    return { handle, drop: () => handle.close() };
  }
  const name = `cloudoc_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 5);
  await handle.migrate();
  return {
    handle,
    async drop() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
