import type { CompanyState } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { companyProfileCompleteness } from "../profile/service";
import { entitlementsOf } from "../subscriptions/service";
import { companies } from "./tables";

/**
 * The subscription state a session carries (spec 000 §3 Company details), from the company's
 * live subscriptions at `now` (the platform clock where the caller has it; decision 023): any
 * package licence makes the subscription active; updates and
 * management come from their add-ons, combo counting as both; the employee area comes with
 * document management or pro. It also carries how complete the organisation profile is.
 */
export async function companyState(
  executor: Executor,
  companyId: string | null,
  now: Date = new Date(),
): Promise<CompanyState> {
  const [company] = companyId
    ? await executor
        .select({ name: companies.name, subdomain: companies.subdomain })
        .from(companies)
        .where(eq(companies.id, companyId))
    : [];
  const [held, profileCompleteness] = await Promise.all([
    entitlementsOf(executor, company ? companyId : null, now),
    company && companyId ? companyProfileCompleteness(executor, companyId) : 0,
  ]);
  const status = (on: boolean) => (on ? 1 : 0);
  return {
    subdomain: company?.subdomain ?? "",
    activesubs: held.active,
    docUpdateStatus: status(held.active && held.updates),
    docManagementStatus: status(held.active && held.management),
    employeeSubscription: held.active && (held.management || held.pro),
    subscription_status: status(held.active),
    userLicenseStatus: status(held.active),
    Comp_details: company ? { companyName: company.name, subdomain: company.subdomain, logoPath: "" } : null,
    profileCompleteness,
  };
}
