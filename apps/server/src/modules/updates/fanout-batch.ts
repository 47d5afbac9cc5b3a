import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../../platform/db/client";
import { acrossCompanies } from "../../platform/db/tenant";
import { companyDocuments } from "../documents/tables";
import { fillCompanyLibrary } from "../library/fill";

/**
 * The set-based steps of one fan-out batch (fanout.ts runs them in one transaction). Each
 * statement spans the batch's companies on purpose: the platform tells every subscriber at once.
 */

/** A company holding the template through live package subscriptions that include updates. */
export interface Subscriber {
  companyId: string;
  /** Its packages (with updates) that hold the template: where a new template's copy comes from. */
  packageIds: string[];
}

/** The copy of the template in one company's library. */
export interface CompanyCopy {
  companyId: string;
  documentId: string;
}

/** Add-ons that bring master updates: updates, combo (updates and management) and pro. */
const updatesAddOns = sql`('updates', 'combo', 'pro')`;

const rowsOf = async <T>(tx: Transaction, query: SQL) =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The next `limit` subscribers after company `after`, in company id order: companies with a live
 * package subscription (the contract's isLive: active or past due, its paid or grace period
 * running) whose package holds the template and which has an updates add-on of it. A package
 * bought without one, an ended subscription and a single document bought alone bring no updates.
 */
export function nextSubscribers(
  tx: Transaction,
  templateId: string,
  after: string | null,
  limit: number,
): Promise<Subscriber[]> {
  return rowsOf<Subscriber>(
    tx,
    sql`
      select s.company_id as "companyId", jsonb_agg(distinct s.package_id) as "packageIds"
      from subscriptions s
      join package_folders pf on pf.package_id = s.package_id
      join package_documents pd on pd.folder_id = pf.id and pd.template_id = ${templateId}
      where s.kind = 'package' and s.status in ('active', 'past_due')
        and (s.ends_at is null or s.ends_at > now() or s.grace_ends_at > now())
        and (${after}::uuid is null or s.company_id > ${after}::uuid)
        and exists (
          select 1 from subscription_add_ons a
          where a.subscription_id = s.id and a.company_id = s.company_id
            and a.add_on in ${updatesAddOns} and a.status in ('active', 'past_due')
        )
      group by s.company_id
      order by s.company_id
      limit ${limit}
    `,
  );
}

const idsJson = (ids: readonly string[]) => JSON.stringify(ids);

/**
 * Marks the live library copies of the template that are behind `version` with the update
 * (updateAvailable), in one statement; a copy already marked for this or a later version, or
 * already at it, is left alone, so running a batch again marks nothing twice.
 */
export function markCopies(
  tx: Transaction,
  templateId: string,
  version: number,
  companyIds: readonly string[],
): Promise<CompanyCopy[]> {
  return rowsOf<CompanyCopy>(
    tx,
    sql`
      update company_documents d
      set update_version = ${version}, update_opened_at = null
      where d.company_id in (select value::uuid from jsonb_array_elements_text(${idsJson(companyIds)}::jsonb))
        and d.template_id = ${templateId} and d.origin = 'library' and d.deleted_at is null
        and coalesce(d.template_version, 0) < ${version}
        and (d.update_version is null or d.update_version < ${version})
      returning d.company_id as "companyId", d.id as "documentId"
    `,
  );
}

/** Of the subscribers, those with no library copy of the template at all (not even in the bin). */
async function withoutCopy(tx: Transaction, templateId: string, batch: readonly Subscriber[]) {
  const companyIds = batch.map((subscriber) => subscriber.companyId);
  const having = await tx
    .select({ companyId: companyDocuments.companyId })
    .from(acrossCompanies(companyDocuments))
    .where(
      and(
        inArray(companyDocuments.companyId, companyIds),
        eq(companyDocuments.templateId, templateId),
        eq(companyDocuments.origin, "library"),
      ),
    );
  const held = new Set(having.map((row) => row.companyId));
  return batch.filter((subscriber) => !held.has(subscriber.companyId));
}

/**
 * A template new to a package the subscriber holds: its library is filled from those packages
 * (idempotent: only what is missing is copied, into the package's folder), inside the batch's
 * transaction. Answers the new copies.
 */
export async function addNewCopies(
  tx: Transaction,
  templateId: string,
  batch: readonly Subscriber[],
): Promise<CompanyCopy[]> {
  const missing = await withoutCopy(tx, templateId, batch);
  if (missing.length === 0) return [];
  for (const subscriber of missing) {
    await fillCompanyLibrary(tx, {
      companyId: subscriber.companyId,
      packageIds: subscriber.packageIds,
      templateIds: [],
    });
  }
  return tx
    .select({ companyId: companyDocuments.companyId, documentId: companyDocuments.id })
    .from(acrossCompanies(companyDocuments))
    .where(
      and(
        inArray(
          companyDocuments.companyId,
          missing.map((subscriber) => subscriber.companyId),
        ),
        eq(companyDocuments.templateId, templateId),
        eq(companyDocuments.origin, "library"),
      ),
    );
}
