import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../testing/database";
import { openPostgres } from "./client";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("a PostgreSQL pool", () => {
  it("survives the server ending an idle connection, and reports it", async () => {
    const database = await createTestDatabase();
    if (database.handle.kind !== "postgres") throw new Error("expected PostgreSQL");
    const reported: Error[] = [];
    const handle = await openPostgres(database.handle.url, 2, (error) => reported.push(error));
    try {
      await handle.db.execute("select 1");
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [new URL(database.handle.url).pathname.slice(1)],
      );
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(reported.length).toBeGreaterThan(0);
      if (handle.kind !== "postgres") throw new Error("expected PostgreSQL");
      const [row] = (await handle.pool.query("select 1 as one")).rows;

      expect(row).toEqual({ one: 1 });
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
