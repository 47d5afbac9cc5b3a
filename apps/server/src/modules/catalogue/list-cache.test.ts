import { subscriptionListQuerySchema } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadLibrary } from "../../seed/library";
import { createTestDatabase, type TestDatabase } from "../../testing/database";
import { cachedPackageRows, packageListTtlMs } from "./list-cache";
import { packages } from "./tables";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await loadLibrary(database.handle.db);
});
afterAll(() => database.drop());

describe("the cached public package rows", () => {
  it("reuses a list for its lifetime, then reads the catalogue again", async () => {
    let clock = 1_000_000;
    const lists = cachedPackageRows(database.handle.db, () => clock);
    const query = subscriptionListQuerySchema.parse({ skip: 0, limit: 3 });
    const first = await lists(query);
    await database.handle.db
      .update(packages)
      .set({ name: "Renamed by the admin" })
      .where(eq(packages.slug, first.rows[0]?.slug ?? ""));
    clock += packageListTtlMs - 1;
    expect((await lists(query)).rows[0]?.name).toBe(first.rows[0]?.name);
    clock += 2;
    expect((await lists(query)).rows[0]?.name).toBe("Renamed by the admin");
  });

  it("keeps different queries apart", async () => {
    const lists = cachedPackageRows(database.handle.db);
    const wales = await lists(subscriptionListQuerySchema.parse({ countries: "wales" }));
    const scotland = await lists(subscriptionListQuerySchema.parse({ countries: "scotland" }));
    expect(wales.rows.length).toBeGreaterThan(0);
    expect(new Set(wales.rows.map((p) => p.countrySlug))).toEqual(new Set(["wales"]));
    expect(scotland.rows.length).toBeGreaterThan(0);
    expect(new Set(scotland.rows.map((p) => p.countrySlug))).toEqual(new Set(["scotland"]));
  });
});
