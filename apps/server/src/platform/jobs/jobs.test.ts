import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDatabaseKind } from "../../testing/database";
import { createJobs, type Jobs } from "./jobs";

let database: TestDatabase;
let jobs: Jobs;

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = createJobs(database.handle);
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await database.drop();
});

describe(`jobs on ${testDatabaseKind}`, () => {
  it("runs a sent job in a worker of this process", async () => {
    const done = new Promise<{ companyId: string }>((resolve) => {
      void jobs.work<{ companyId: string }>("test.fill-library", async (data) => resolve(data));
    });
    const id = await jobs.send("test.fill-library", { companyId: "c-1" });
    expect(id).toBeTruthy();
    await expect(done).resolves.toEqual({ companyId: "c-1" });
  });

  it("retries a job that fails", async () => {
    let attempts = 0;
    const succeeded = new Promise<number>((resolve) => {
      void jobs.work<{ n: number }>("test.flaky", async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("first attempt fails");
        resolve(attempts);
      });
    });
    await jobs.send("test.flaky", { n: 1 }, { retryLimit: 2 });
    await expect(succeeded).resolves.toBe(2);
  });

  it("reports its status", async () => {
    expect(await jobs.status()).toEqual({ ok: true, detail: `pg-boss on ${testDatabaseKind}` });
  });
});
