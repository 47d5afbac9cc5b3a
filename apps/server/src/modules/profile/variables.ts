import {
  businessVariables,
  type CompanyProfile,
  type CompanyVariableView,
  type FieldError,
  findBusinessVariable,
  messages,
  variableValues,
} from "@cloudoc/contract";
import { inArray } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest } from "../../platform/envelope";
import { effectiveProfile } from "./store";
import { companyVariables } from "./tables";

async function extrasOf(executor: Executor, companyId: string): Promise<Record<string, string>> {
  const rows = await executor
    .select({ key: companyVariables.key, value: companyVariables.value })
    .from(companyVariables)
    .where(ofCompany(companyVariables, companyId));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/**
 * What fills a company's business variables (spec 000 §3): its organisation profile (with the
 * registered name and the owner's contact details), then the values it entered itself on top.
 * The document view and the exports both read this.
 */
export async function companyVariableSources(
  db: Executor,
  companyId: string,
): Promise<{ profile: CompanyProfile; extras: Record<string, string> }> {
  const [profile, extras] = await Promise.all([effectiveProfile(db, companyId), extrasOf(db, companyId)]);
  return { profile, extras };
}

/** POST /user/company/variables: every business variable with its derived value, override and label. */
export async function listCompanyVariables(db: Executor, companyId: string): Promise<CompanyVariableView[]> {
  const { profile, extras } = await companyVariableSources(db, companyId);
  const derived = variableValues(profile, {});
  return businessVariables.map((variable) => {
    const override =
      variable.source.kind !== "document" && variable.key in extras ? extras[variable.key] : null;
    const fromProfile = derived[variable.key] ?? "";
    return {
      key: variable.key,
      label: variable.label,
      group: variable.group,
      source: variable.source.kind,
      derived: fromProfile,
      override: override ?? null,
      value: override ?? fromProfile,
    };
  });
}

/** Checks the keys an update names: known variables that are not the document's own facts. */
function checkKeys(entries: readonly { key: string }[]) {
  const errors = entries.flatMap(({ key }): FieldError[] => {
    const variable = findBusinessVariable(key);
    if (!variable) return [{ field: key, message: messages.variableUnknown }];
    if (variable.source.kind === "document") return [{ field: key, message: messages.variableFromDocument }];
    return [];
  });
  const first = errors[0];
  if (first) throw badRequest(first.message, errors);
}

/**
 * POST /user/company/variables/update: sets the company's own value of one or more variables;
 * an empty value removes the override, so the profile's value shows again.
 */
export async function updateCompanyVariables(
  db: Database,
  actor: CompanyActor,
  entries: readonly { key: string; value: string }[],
): Promise<void> {
  checkKeys(entries);
  const latest = new Map(entries.map((entry) => [entry.key, entry.value.trim()]));
  const removed = [...latest].filter(([, value]) => value === "").map(([key]) => key);
  const kept = [...latest].filter(([, value]) => value !== "");
  await db.transaction(async (tx) => {
    if (removed.length > 0) {
      await tx
        .delete(companyVariables)
        .where(ofCompany(companyVariables, actor.companyId, inArray(companyVariables.key, removed)));
    }
    for (const [key, value] of kept) {
      const row = { companyId: actor.companyId, key, value, updatedBy: actor.userId, updatedAt: new Date() };
      await tx
        .insert(companyVariables)
        .values(row)
        .onConflictDoUpdate({
          target: [companyVariables.companyId, companyVariables.key],
          set: { value, updatedBy: actor.userId, updatedAt: row.updatedAt },
        });
    }
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "profile.update-variables",
      entityType: "company_variables",
      entityId: actor.companyId,
      detail: { set: kept.map(([key]) => key), removed },
    });
  });
}
