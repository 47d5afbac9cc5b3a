import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyState } from "../modules/accounts/company-state";
import { companies, users } from "../modules/accounts/tables";
import { invoices, orders } from "../modules/orders/tables";
import { verifyPassword } from "../platform/passwords";
import { createTestDatabase, type TestDatabase } from "../testing/database";
import { demoAccounts, demoPassword, isDatabaseEmpty, seedDemoData } from "./demo";
import { seedDemoSubscription } from "./demo-subscription";
import { loadLibrary } from "./library";

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

describe("the demo subscription", () => {
  it("is bought like a customer's: paid order, invoice and an active yearly subscription with updates and management", async () => {
    const { db } = database.handle;
    await loadLibrary(db);
    const { companyId, orderId } = await seedDemoSubscription(db);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ companyId, status: "paid" });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice?.number).toMatch(/^INV-\d{6}$/);
    const state = await companyState(db, companyId);
    expect(state).toMatchObject({ activesubs: true, docUpdateStatus: 1, docManagementStatus: 1 });
  });
});
