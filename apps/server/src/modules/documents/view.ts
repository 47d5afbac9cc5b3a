import { type CompanyProfile, type DocumentView, ukToday, variableValues } from "@cloudoc/contract";
import { fillVariables, missingVariables } from "@cloudoc/documents";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { companies, users } from "../accounts/tables";
import { findDocument, listItemOf } from "./queries";
import { companyVariables } from "./tables";
import { versionSummary } from "./versions";

/** YYYY-MM-DD as the product shows dates: DD/MM/YYYY. */
const shown = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * What fills a company's variables today: the company name and the owner's name and email (the
 * profile tables come later and will add the rest), then the values the company entered itself.
 */
export async function companyVariableSources(db: Database, companyId: string) {
  const [[company], [owner], extras] = await Promise.all([
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)),
    db
      .select({ firstname: users.firstname, lastname: users.lastname, email: users.email })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.role, "company")))
      .orderBy(asc(users.createdAt))
      .limit(1),
    db
      .select({ key: companyVariables.key, value: companyVariables.value })
      .from(companyVariables)
      .where(eq(companyVariables.companyId, companyId)),
  ]);
  const profile: CompanyProfile = {
    companyName: company?.name ?? "",
    firstname: owner?.firstname ?? "",
    lastname: owner?.lastname ?? "",
    email: owner?.email ?? "",
  };
  return { profile, extras: Object.fromEntries(extras.map((row) => [row.key, row.value])) };
}

/**
 * POST /user/get-view-content: the document, its current version, and its HTML with the variables
 * filled in (a visible gap where a value is missing), plus the keys still missing.
 */
export async function viewDocument(db: Database, companyId: string, fileId: string): Promise<DocumentView> {
  const document = await findDocument(db, companyId, fileId);
  const [item, sources, currentVersion] = await Promise.all([
    listItemOf(db, companyId, document.id),
    companyVariableSources(db, companyId),
    versionSummary(db, companyId, document.id, document.version),
  ]);
  const values = variableValues(
    sources.profile,
    { ...sources.extras, ...document.variables },
    {
      title: document.name,
      policyNumber: document.policyNumber,
      reviewDate: shown(document.reviewDate),
      version: String(document.version),
      date: shown(ukToday(document.updatedAt)),
    },
  );
  const missing = missingVariables(`${document.header}${document.content}${document.footer}`, values);
  return {
    ...item,
    content: document.content,
    header: document.header,
    footer: document.footer,
    viewContent: fillVariables(document.content, values),
    viewHeader: fillVariables(document.header, values),
    viewFooter: fillVariables(document.footer, values),
    variables: document.variables,
    missingVariables: missing,
    templateVersion: document.templateVersion,
    currentVersion,
  };
}
