import { randomBytes } from "node:crypto";
import { companies, users } from "../modules/accounts/tables";
import type { Database } from "../platform/db/client";
import { hashPassword } from "../platform/passwords";

export const testPassword = "Test-password-1";
let passwordHash: Promise<string> | undefined;
const unique = () => randomBytes(4).toString("hex");

export async function createCompany(db: Database, values: { name?: string; subdomain?: string } = {}) {
  const [company] = await db
    .insert(companies)
    .values({ name: values.name ?? `Care Co ${unique()}`, subdomain: values.subdomain ?? `care${unique()}` })
    .returning();
  if (!company) throw new Error("company not created");
  return company;
}

interface UserValues {
  companyId: string | null;
  role?: "company" | "user" | "employee" | "admin";
  email?: string;
  permissions?: string[];
  firstname?: string;
  lastname?: string;
}

export async function createUser(db: Database, values: UserValues) {
  passwordHash ??= hashPassword(testPassword);
  const [user] = await db
    .insert(users)
    .values({
      companyId: values.companyId,
      role: values.role ?? "company",
      email: values.email ?? `person-${unique()}@example.test`,
      passwordHash: await passwordHash,
      firstname: values.firstname ?? "Alex",
      lastname: values.lastname ?? "Morgan",
      permissions: values.permissions ?? [],
    })
    .returning();
  if (!user) throw new Error("user not created");
  return user;
}

/** A company with its owner. */
export async function createCompanyWithOwner(db: Database, values: { subdomain?: string } = {}) {
  const company = await createCompany(db, values);
  const owner = await createUser(db, { companyId: company.id, role: "company" });
  return { company, owner };
}
