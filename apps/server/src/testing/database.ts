import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import {
  type DatabaseHandle,
  openPglite,
  openPostgres,
  pgliteExtensions,
  wrapPglite,
} from "../platform/db/client";
import { adminQuery, databaseUrl, pgliteTemplate } from "./database-template";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and drops the database (PostgreSQL) or discards it (PGlite). */
  drop(): Promise<void>;
}

/** Which server the integration tests run on: PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/**
 * A fresh, migrated database for one test file (DESIGN §10): a copy of the run's template made by
 * the global setup (testing/global-setup.ts), or migrated here when there is none.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // Outside a vitest run (a benchmark) there is no run template: the database is migrated here.
  const template = process.env.VITEST ? inject("databaseTemplate") : undefined;
  if (!serverUrl) {
    const handle = await openPgliteCopy(template);
    return { handle, drop: () => handle.close() };
  }
  const name = `cloudoc_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const handle = await openPostgres(databaseUrl(serverUrl, name), 5);
  if (!template) await handle.migrate();
  return {
    handle,
    async drop() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function openPgliteCopy(template: string | undefined): Promise<DatabaseHandle> {
  const dump = await pgliteTemplate(template);
  if (!dump) {
    const handle = await openPglite(undefined);
    await handle.migrate();
    return handle;
  }
  return wrapPglite(await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions }));
}
