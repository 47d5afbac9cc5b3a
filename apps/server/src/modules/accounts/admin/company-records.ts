import { type CompanySubscription, toPounds } from "@cloudoc/contract";
import { type AnyColumn, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../platform/db/client";
import { ofCompany } from "../../../platform/db/tenant";
import { documentTemplates, packages } from "../../catalogue/tables";
import { companyDocuments, documentVersions } from "../../documents/tables";
import { isoOrNull } from "../../profile/admin/list-query";
import { subscriptionAddOns, subscriptions } from "../../subscriptions/tables";
import { users } from "../tables";

/**
 * The company's records the console shows that no module serves yet: its subscriptions with their
 * add-ons, its people with their last sign-in, and the storage its documents take. Read-only, each
 * scoped to the one company.
 */

/** Every subscription of the company, newest first, named by its package or document. */
export async function subscriptionsOfCompany(
  executor: Executor,
  companyId: string,
): Promise<CompanySubscription[]> {
  const [rows, addOns] = await Promise.all([
    executor
      .select({
        id: subscriptions.id,
        kind: subscriptions.kind,
        packageName: packages.name,
        documentName: documentTemplates.title,
        plan: subscriptions.plan,
        status: subscriptions.status,
        startsAt: subscriptions.startsAt,
        endsAt: subscriptions.endsAt,
        licenceFeePence: subscriptions.licenceFeePence,
      })
      .from(subscriptions)
      .leftJoin(packages, eq(packages.id, subscriptions.packageId))
      .leftJoin(documentTemplates, eq(documentTemplates.id, subscriptions.templateId))
      .where(ofCompany(subscriptions, companyId))
      .orderBy(desc(subscriptions.startsAt), desc(subscriptions.createdAt)),
    executor
      .select({ subscriptionId: subscriptionAddOns.subscriptionId, addOn: subscriptionAddOns.addOn })
      .from(subscriptionAddOns)
      .where(ofCompany(subscriptionAddOns, companyId, eq(subscriptionAddOns.status, "active"))),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    name: row.packageName ?? row.documentName ?? "",
    plan: row.plan,
    addOns: addOns.filter((a) => a.subscriptionId === row.id).map((a) => a.addOn),
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: isoOrNull(row.endsAt),
    licenceFee: toPounds(row.licenceFeePence),
  }));
}

/** The company's people (owners, staff users and employees), owners first. */
export async function peopleOfCompany(executor: Executor, companyId: string) {
  const rows = await executor
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      role: users.role,
      lastSignInAt: users.lastSignInAt,
    })
    .from(users)
    .where(ofCompany(users, companyId))
    .orderBy(sql`case ${users.role} when 'company' then 0 when 'user' then 1 else 2 end`, asc(users.email));
  return rows.flatMap((row) =>
    row.role === "admin"
      ? []
      : [
          {
            _id: row.id,
            name: `${row.firstname} ${row.lastname}`.trim(),
            email: row.email,
            role: row.role,
            lastSignInAt: isoOrNull(row.lastSignInAt),
          },
        ],
  );
}

const bytesOf = (...columns: AnyColumn[]) =>
  sql<string>`coalesce(sum(${sql.join(
    columns.map((column) => sql`octet_length(${column})`),
    sql` + `,
  )}), 0)`;

/**
 * The storage the company's documents take: documents (not in the bin), their kept versions, and
 * the bytes of both. (Company files arrive with My Files; they will be added here.)
 */
export async function storageOfCompany(executor: Executor, companyId: string) {
  const [[documents], [versions]] = await Promise.all([
    executor
      .select({
        live: sql<number>`count(*) filter (where ${companyDocuments.deletedAt} is null)::int`,
        bytes: bytesOf(companyDocuments.content, companyDocuments.header, companyDocuments.footer),
      })
      .from(companyDocuments)
      .where(ofCompany(companyDocuments, companyId)),
    executor
      .select({
        n: count(),
        bytes: bytesOf(documentVersions.content, documentVersions.header, documentVersions.footer),
      })
      .from(documentVersions)
      .where(ofCompany(documentVersions, companyId)),
  ]);
  return {
    documents: Number(documents?.live ?? 0),
    versions: versions?.n ?? 0,
    bytes: Number(documents?.bytes ?? 0) + Number(versions?.bytes ?? 0),
  };
}
