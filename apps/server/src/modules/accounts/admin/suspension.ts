import { adminCompanyMessages, type CompanyView } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import { type AdminActor, adminAuditBy } from "../../../platform/actor";
import { recordAudit } from "../../../platform/audit/audit";
import type { Database, Transaction } from "../../../platform/db/client";
import { ofCompany } from "../../../platform/db/tenant";
import { conflict, notFound } from "../../../platform/envelope";
import { companies, sessions } from "../tables";
import { companyState } from "./company-view";

/** The company row locked for the change, so that two admins' changes apply one after the other. */
async function lockCompany(tx: Transaction, companyId: string) {
  const [row] = await tx
    .select({ id: companies.id, suspendedAt: companies.suspendedAt })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/**
 * POST /admin/company/suspend: the company's people can no longer sign in and are signed out at
 * once (their sessions are deleted); everything the company holds is kept.
 */
export async function suspendCompany(
  db: Database,
  actor: AdminActor,
  input: { companyId: string; reason: string },
): Promise<CompanyView["company"]> {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, input.companyId);
    if (company.suspendedAt) throw conflict(adminCompanyMessages.companyAlreadySuspended);
    await tx
      .update(companies)
      .set({ suspendedAt: sql`now()`, suspendedReason: input.reason, updatedAt: sql`now()` })
      .where(eq(companies.id, company.id));
    const ended = await tx
      .delete(sessions)
      .where(ofCompany(sessions, company.id))
      .returning({ id: sessions.id });
    await recordAudit(tx, {
      ...adminAuditBy(actor, company.id),
      action: "admin.company.suspended",
      entityType: "company",
      entityId: company.id,
      detail: { reason: input.reason, sessionsEnded: ended.length },
    });
    return companyState(tx, company.id);
  });
}

/** POST /admin/company/reinstate: the company's people may sign in again. */
export async function reinstateCompany(
  db: Database,
  actor: AdminActor,
  input: { companyId: string; reason: string },
): Promise<CompanyView["company"]> {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, input.companyId);
    if (!company.suspendedAt) throw conflict(adminCompanyMessages.companyNotSuspended);
    await tx
      .update(companies)
      .set({ suspendedAt: null, suspendedReason: "", updatedAt: sql`now()` })
      .where(eq(companies.id, company.id));
    await recordAudit(tx, {
      ...adminAuditBy(actor, company.id),
      action: "admin.company.reinstated",
      entityType: "company",
      entityId: company.id,
      detail: { reason: input.reason, suspendedAt: company.suspendedAt.toISOString() },
    });
    return companyState(tx, company.id);
  });
}
