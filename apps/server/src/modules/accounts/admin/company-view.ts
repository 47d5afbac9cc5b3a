import type { CompanyView } from "@cloudoc/contract";
import type { Database, Executor } from "../../../platform/db/client";
import { notFound } from "../../../platform/envelope";
import { listOrders } from "../../orders/queries";
import { companyProfileCompleteness } from "../../profile/service";
import { storedProfile } from "../../profile/store";
import { companySummaryRow, toCompanySummary } from "./company-list";
import { peopleOfCompany, storageOfCompany, subscriptionsOfCompany } from "./company-records";

/** The organisation-profile facts the console shows about a company, by their profile field. */
const profileFacts = [
  ["organisation_type", "Organisation type"],
  ["trading_name", "Trading name"],
  ["companyRegNo", "Company registration number"],
  ["provider_cqc_no", "CQC provider number"],
  ["company_email", "Company e-mail"],
  ["company_phone", "Company phone"],
  ["registered_city", "Registered town or city"],
  ["registered_postalcode", "Registered postcode"],
] as const;

/** The console's most recent orders of one company (the orders screen pages through them all). */
const ordersShown = 100;

/** The company with its suspension, as the console shows it; another id is not found. */
export async function companyState(executor: Executor, companyId: string): Promise<CompanyView["company"]> {
  const row = await companySummaryRow(executor, companyId);
  if (!row) throw notFound();
  return {
    ...toCompanySummary(row),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspendedReason: row.suspendedReason,
  };
}

async function profileSummary(executor: Executor, companyId: string): Promise<CompanyView["profile"]> {
  const [stored, completeness] = await Promise.all([
    storedProfile(executor, companyId),
    companyProfileCompleteness(executor, companyId),
  ]);
  return {
    completeness,
    fields: profileFacts.map(([field, label]) => ({ label, value: stored.fields[field] ?? "" })),
  };
}

/** POST /admin/company/view: the company's profile, subscriptions, orders, people and storage. */
export async function viewCompany(executor: Database, companyId: string): Promise<CompanyView> {
  const company = await companyState(executor, companyId);
  const [profile, subscriptions, orders, users, storage] = await Promise.all([
    profileSummary(executor, companyId),
    subscriptionsOfCompany(executor, companyId),
    listOrders(executor, companyId, {
      skip: 0,
      limit: ordersShown,
      type: "all",
      order_created: "desc",
      search: "",
      field: "createdAt",
    }),
    peopleOfCompany(executor, companyId),
    storageOfCompany(executor, companyId),
  ]);
  return { company, profile, subscriptions, orders: orders.list, users, storage };
}
