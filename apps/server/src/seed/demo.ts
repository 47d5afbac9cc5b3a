import { sql } from "drizzle-orm";
import { companies, users } from "../modules/accounts/tables";
import { employeeProfiles } from "../modules/employees/tables";
import type { Database } from "../platform/db/client";
import { acrossCompanies } from "../platform/db/tenant";
import { hashPassword } from "../platform/passwords";

export const demoPassword = "Demo-password-1";
export const demoAccounts = {
  admin: "admin@cloudoc.local",
  owner: "owner@meadowbank.local",
  staff: "staff@meadowbank.local",
  employee: "employee@meadowbank.local",
} as const;

/** Whether anyone at all has an account yet, in any company. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(acrossCompanies(users));
  return (row?.count ?? 0) === 0;
}

/**
 * The demo accounts of the README: a platform admin and the company Meadowbank Care Ltd with its
 * owner, a staff user and an employee. Written in one transaction, only into an empty database.
 */
export async function seedDemoData(db: Database): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      companyId: null, // the platform admin belongs to no company
      role: "admin",
      email: demoAccounts.admin,
      passwordHash,
      firstname: "Platform",
      lastname: "Admin",
      username: "admin",
    });
    const [company] = await tx
      .insert(companies)
      .values({ name: "Meadowbank Care Ltd", subdomain: "meadowbank" })
      .returning({ id: companies.id });
    if (!company) throw new Error("demo company was not created");
    const people = await tx
      .insert(users)
      .values([
        {
          companyId: company.id,
          role: "company",
          email: demoAccounts.owner,
          passwordHash,
          firstname: "Grace",
          lastname: "Okafor",
          username: "gokafor",
          phone: "01612345678",
        },
        {
          companyId: company.id,
          role: "user",
          email: demoAccounts.staff,
          passwordHash,
          firstname: "Tom",
          lastname: "Hughes",
          username: "thughes",
          permissions: [
            "Dashboard",
            "Documents",
            "Can add new doc",
            "Can add folder",
            "Can edit all folder, docs and files",
          ],
        },
        {
          companyId: company.id,
          role: "employee",
          email: demoAccounts.employee,
          passwordHash,
          firstname: "Priya",
          lastname: "Shah",
          username: "pshah",
        },
      ])
      .returning({ id: users.id, role: users.role });
    const employee = people.find((person) => person.role === "employee");
    if (!employee) throw new Error("demo employee was not created");
    await tx.insert(employeeProfiles).values({
      userId: employee.id,
      companyId: company.id,
      jobRole: "Senior carer",
      startDate: "2025-09-01",
      registeredAt: sql`now()`,
    });
  });
}
