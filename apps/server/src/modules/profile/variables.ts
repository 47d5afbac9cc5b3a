import {
  businessVariables,
  type CompanyProfile,
  type CompanyVariableView,
  type FieldError,
  findBusinessVariable,
  messages,
  variableValues,
} from "@cloudoc/contract";
import { eq, inArray, sql } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database } from "../../platform/db/client";
import { companyPlaceholder, preparedOnce } from "../../platform/db/prepared";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest } from "../../platform/envelope";
import { ownerContactJson } from "../accounts/companies";
import { companies } from "../accounts/tables";
import { profileAsDocumentsSee } from "./store";
import { companyProfiles, companyVariables } from "./tables";

/**
 * What fills the variables, in one prepared round trip (the document view reads it on every
 * opening): the registered name, the stored profile's fields, the owner's contact and the
 * company's own values.
 */
const variableSourcesRow = preparedOnce((db: Database) =>
  db
    .select({
      registeredName: companies.name,
      fields: sql<Record<string, string> | null>`(
        select ${companyProfiles.fields} from ${companyProfiles} where ${companyProfiles.companyId} = ${companyPlaceholder}
      )`,
      owner: ownerContactJson(companyPlaceholder),
      extras: sql<Record<string, string>>`coalesce((
        select json_object_agg(${companyVariables.key}, ${companyVariables.value})
        from ${companyVariables} where ${companyVariables.companyId} = ${companyPlaceholder}
      ), '{}'::json)`,
    })
    .from(companies)
    .where(eq(companies.id, companyPlaceholder))
    .prepare("company_variable_sources"),
);

/**
 * What fills a company's business variables (spec 000 §3): its organisation profile (with the
 * registered name and the owner's contact details), then the values it entered itself on top.
 * The document view and the exports both read this.
 */
export async function companyVariableSources(
  db: Database,
  companyId: string,
): Promise<{ profile: CompanyProfile; extras: Record<string, string> }> {
  const [row] = await variableSourcesRow(db, "").execute({ companyId });
  return {
    profile: profileAsDocumentsSee(row?.fields ?? {}, row?.registeredName ?? "", row?.owner),
    extras: row?.extras ?? {},
  };
}

/** POST /user/company/variables: every business variable with its derived value, override and label. */
export async function listCompanyVariables(db: Database, companyId: string): Promise<CompanyVariableView[]> {
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
