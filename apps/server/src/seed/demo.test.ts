import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, users } from "../modules/accounts/tables";
import { verifyPassword } from "../platform/passwords";
import { createTestDatabase, type TestDatabase } from "../testing/database";
import { demoAccounts, demoPassword, isDatabaseEmpty, seedDemoData } from "./demo";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("demo data", () => {
  it("creates the admin and Meadowbank Care Ltd with its owner, staff user and employee", async () => {
    const { db } = database.handle;
    expect(await isDatabaseEmpty(db)).toBe(true);
    await seedDemoData(db);
    expect(await isDatabaseEmpty(db)).toBe(false);
    const [company] = await db.select().from(companies);
    expect(company).toMatchObject({ name: "Meadowbank Care Ltd", subdomain: "meadowbank" });
    const people = await db.select().from(users).orderBy(asc(users.email));
    expect(people.map((u) => [u.email, u.role])).toEqual([
      [demoAccounts.admin, "admin"],
      [demoAccounts.employee, "employee"],
      [demoAccounts.owner, "company"],
      [demoAccounts.staff, "user"],
    ]);
    expect(people.filter((u) => u.role !== "admin").every((u) => u.companyId === company?.id)).toBe(true);
    for (const person of people) {
      expect(person.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(person.passwordHash, demoPassword)).toBe(true);
      expect(await verifyPassword(person.passwordHash, "wrong-password")).toBe(false);
    }
  });

  it("cannot register a second company on the same subdomain, whatever its case", async () => {
    await expect(
      database.handle.db.insert(companies).values({ name: "Copy", subdomain: "MeadowBank" }),
    ).rejects.toThrow();
  });
});
