import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: helpers that write take this. */
export type Executor = Database | Transaction;

export const migrationsFolder = new URL("../../../migrations", import.meta.url).pathname;

/** An open database: PGlite embedded in a folder, or a node-postgres pool. */
export type DatabaseHandle =
  | { kind: "pglite"; db: Database; pglite: PGlite; close(): Promise<void>; migrate(): Promise<void> }
  | {
      kind: "postgres";
      db: Database;
      pool: pg.Pool;
      url: string;
      close(): Promise<void>;
      migrate(): Promise<void>;
    };

/** The extensions the migrations need (PGlite takes them in; PostgreSQL has them). */
export const pgliteExtensions = { pg_trgm };

/** Opens PGlite in `dir` (or in memory when dir is undefined). */
export async function openPglite(dir: string | undefined): Promise<DatabaseHandle> {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  return wrapPglite(await PGlite.create(dir, { extensions: pgliteExtensions }));
}

/** The handle of an open PGlite. */
export function wrapPglite(pglite: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  return {
    kind: "pglite",
    db,
    pglite,
    close: () => pglite.close(),
    migrate: () => migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder }),
  };
}

/**
 * A pool of node-postgres connections. An idle connection that the server ends (a restart, a
 * dropped test database) makes the pool emit "error"; without a listener that would crash the
 * process, so it is reported and the pool opens a new connection when next asked.
 */
export async function openPostgres(
  url: string,
  max = 10,
  onIdleError: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  // The app's named statements are written to be planned once (preparedOnce). Left to choose,
  // PostgreSQL planned a page's statement afresh on every run: a LIMIT placeholder makes the
  // generic plan look costlier than a custom one (issue 23).
  const pool = new pg.Pool({ connectionString: url, max, options: "-c plan_cache_mode=force_generic_plan" });
  pool.on("error", onIdleError);

  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    kind: "postgres",
    db,
    pool,
    url,
    close: () => pool.end(),
    migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
  };
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  onIdleError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.databasePoolSize, options.onIdleError);
  }

  return openPglite(path.join(options.dataDir, "db"));
}
