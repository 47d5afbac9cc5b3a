import { asc, eq, type Placeholder, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { acrossCompanies, ofCompany } from "../../platform/db/tenant";
import { companies, users } from "./tables";

/**
 * The company facts other modules read or change through the accounts module, which owns the
 * companies and users tables (the organisation profile shows the registered name and the owner's
 * contact details, and names the company the first time its profile does).
 */

/** The company's registered name ("" when there is no such company). */
export async function companyNameOf(executor: Executor, companyId: string): Promise<string> {
  const [company] = await executor
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.name ?? "";
}

/** Renames the company. */
export async function renameCompany(executor: Executor, companyId: string, name: string): Promise<void> {
  await executor.update(companies).set({ name, updatedAt: new Date() }).where(eq(companies.id, companyId));
}

/** The name and email of the company's first owner, or undefined when it has none. */
export async function companyOwnerContact(executor: Executor, companyId: string) {
  const [owner] = await executor
    .select({ firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(ofCompany(users, companyId, eq(users.role, "company")))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return owner;
}

export type OwnerContact = NonNullable<Awaited<ReturnType<typeof companyOwnerContact>>>;

/**
 * `companyOwnerContact` as one JSON column (null when there is no owner), for a statement that
 * reads it beside other things in the same round trip (the document view's variables). The
 * company is a placeholder: drizzle writes a one-table statement's columns without their table,
 * so an outer column here would read as the owner's own.
 */
export function ownerContactJson(companyId: Placeholder) {
  return sql<OwnerContact | null>`(
    select json_build_object('firstname', ${users.firstname}, 'lastname', ${users.lastname}, 'email', ${users.email})
    from ${users} where ${users.companyId} = ${companyId} and ${users.role} = 'company'
    order by ${users.createdAt} asc limit 1
  )`;
}

/** The company a user belongs to (the platform console looks people up by id), or undefined. */
export async function companyIdOfUser(executor: Executor, userId: string): Promise<string | undefined> {
  const [user] = await executor
    .select({ companyId: users.companyId })
    .from(acrossCompanies(users))
    .where(eq(users.id, userId));
  return user?.companyId ?? undefined;
}

/** The company's name and subdomain (its own site), or undefined when there is no such company. */
export async function companySiteFacts(executor: Executor, companyId: string) {
  const [company] = await executor
    .select({ name: companies.name, subdomain: companies.subdomain })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company;
}
