import { employeeMessages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { forbidden } from "../../platform/envelope";
import { employeeProfiles } from "./tables";

/**
 * What the sign-in asks of the employees module: a deactivated employee may not sign in (told only
 * after the right password, like a suspended company). Anyone who is not an employee passes.
 */
export async function refuseDeactivatedEmployee(
  executor: Executor,
  user: { id: string; companyId: string | null; role: string },
): Promise<void> {
  if (user.role !== "employee" || !user.companyId) return;
  const [profile] = await executor
    .select({ deactivatedAt: employeeProfiles.deactivatedAt })
    .from(employeeProfiles)
    .where(ofCompany(employeeProfiles, user.companyId, eq(employeeProfiles.userId, user.id)));
  if (profile?.deactivatedAt) throw forbidden(employeeMessages.accountDeactivated);
}
