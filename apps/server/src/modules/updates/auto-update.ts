import { and, eq, inArray, not, type SQL } from "drizzle-orm";
import type { Transaction } from "../../platform/db/client";
import { acrossCompanies, ofCompany } from "../../platform/db/tenant";
import { companies } from "../accounts/tables";
import { findDocument } from "../documents/queries";
import { companyDocuments } from "../documents/tables";
import { applyMaster } from "../documents/template";
import { touchedDocument } from "./touched";

/** A library copy nobody edited since it last took the master's wording (see touched.ts). */
const isUntouched = (): SQL => not(touchedDocument);

/** Whether one company's library copy is untouched (see `isUntouched`). */
export async function documentIsUntouched(tx: Transaction, companyId: string, documentId: string) {
  const [row] = await tx
    .select({ id: companyDocuments.id })
    .from(companyDocuments)
    .where(ofCompany(companyDocuments, companyId, eq(companyDocuments.id, documentId), isUntouched()));
  return row !== undefined;
}

/**
 * Automatic updates (a company setting): of the copies just marked with a new master version,
 * those of companies with auto-update on that nobody edited take the master at once, with a
 * backup, as the platform (no user). Edited copies always wait for a decision. Answers the ids
 * of the documents updated.
 */
export async function applyAutoUpdates(
  tx: Transaction,
  marked: readonly { companyId: string; documentId: string }[],
): Promise<Set<string>> {
  if (marked.length === 0) return new Set();
  const candidates = await tx
    .select({ id: companyDocuments.id, companyId: companyDocuments.companyId })
    .from(acrossCompanies(companyDocuments))
    .innerJoin(companies, eq(companies.id, companyDocuments.companyId))
    .where(
      and(
        // The batch's companies at once: the fan-out is the platform's own job.
        inArray(companyDocuments.companyId, [...new Set(marked.map((m) => m.companyId))]),
        inArray(
          companyDocuments.id,
          marked.map((m) => m.documentId),
        ),
        eq(companies.autoUpdate, true),
        isUntouched(),
      ),
    )
    .orderBy(companyDocuments.id);
  const updated = new Set<string>();
  for (const candidate of candidates) {
    const document = await findDocument(tx, candidate.companyId, candidate.id, true);
    const applied = await applyMaster(tx, { companyId: candidate.companyId, userId: null }, document, {
      reason: "auto-update",
      source: "auto-update",
      decision: "auto-updated",
      audit: "document.update.auto-applied",
    });
    if (applied) updated.add(candidate.id);
  }
  return updated;
}
