import type { CompanyState } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { companies } from "./tables";

/**
 * The subscription state a session carries (spec 000 §3 Company details). Subscriptions are
 * bought through checkout; until a company has one, every flag is inactive.
 */
export async function companyState(executor: Executor, companyId: string | null): Promise<CompanyState> {
  const [company] = companyId
    ? await executor
        .select({ name: companies.name, subdomain: companies.subdomain })
        .from(companies)
        .where(eq(companies.id, companyId))
    : [];
  return {
    subdomain: company?.subdomain ?? "",
    activesubs: false,
    docUpdateStatus: 0,
    docManagementStatus: 0,
    employeeSubscription: false,
    subscription_status: 0,
    userLicenseStatus: 0,
    Comp_details: company ? { companyName: company.name, subdomain: company.subdomain, logoPath: "" } : null,
  };
}
