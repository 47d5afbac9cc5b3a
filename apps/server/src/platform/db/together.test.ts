import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/database";
import type { Database, Executor } from "./client";
import { readTogether } from "./together";

describe("readTogether", () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
  });
  afterAll(() => database.drop());

  it("answers every read in order, on the database and inside a transaction", async () => {
    const number = (executor: Executor, n: number) => async () => {
      const result = (await executor.execute(sql`select ${n}::int as n`)) as unknown as { rows: unknown[] };
      return result.rows[0];
    };
    expect(await readTogether(db, [number(db, 1), number(db, 2)])).toEqual([{ n: 1 }, { n: 2 }]);
    const inside = await db.transaction((tx) => readTogether(tx, [number(tx, 3), number(tx, 4)]));
    expect(inside).toEqual([{ n: 3 }, { n: 4 }]);
  });

  it("starts a transaction's next read only when the one before has answered", async () => {
    const order: string[] = [];
    const read = (name: string) => async () => {
      order.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`${name} end`);
      return name;
    };
    await db.transaction((tx) => readTogether(tx, [read("a"), read("b")]));
    expect(order).toEqual(["a start", "a end", "b start", "b end"]);
    order.length = 0;
    await readTogether(db, [read("a"), read("b")]);
    expect(order).toEqual(["a start", "b start", "a end", "b end"]);
  });
});
