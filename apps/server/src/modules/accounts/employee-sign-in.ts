import { messages } from "@cloudoc/contract";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { acrossCompanies } from "../../platform/db/tenant";
import { badRequest } from "../../platform/envelope";
import { verifyPassword } from "../../platform/passwords";
import type { Platform } from "../../platform/platform";
import { refuseDeactivatedEmployee } from "../employees/status";
import { users } from "./tables";

/**
 * Employees signing in on the main site (issue 14, spec 000 §4): they are handed over to their
 * company's site like everyone else. An address is unique per company only for employees, so it
 * may name an employee of several companies: the one whose password matches is signed in (the one
 * who signed in last, if several share the password). Only a few are tried, to bound the work.
 */
const maxEmployeeCandidates = 5;

type User = typeof users.$inferSelect;

/** The registered employee with this address and password, on the main site; else undefined. */
export async function employeeByPassword(
  platform: Platform,
  email: string,
  password: string,
): Promise<User | undefined> {
  const candidates = await platform.db
    .select()
    .from(acrossCompanies(users))
    .where(
      and(
        eq(sql`lower(${users.email})`, email),
        eq(users.role, "employee"),
        // Invited but not registered: no password yet.
        ne(users.passwordHash, ""),
      ),
    )
    .orderBy(sql`${users.lastSignInAt} desc nulls last`, desc(users.createdAt))
    .limit(maxEmployeeCandidates);
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.passwordHash, password)) return candidate;
  }
  return undefined;
}

/**
 * What stops a person with the right password: a deactivated employee (on any site), and an
 * employee on the main site whose company has no site to hand them over to.
 */
export async function refuseEmployeeSignIn(
  executor: Executor,
  user: User,
  site: { subdomain: string | null },
  companySubdomain: string,
): Promise<void> {
  if (user.role !== "employee") return;
  await refuseDeactivatedEmployee(executor, user);
  if (!site.subdomain && !companySubdomain) throw badRequest(messages.companyDomainNotAvailable);
}
