import { type SQL, sql } from "drizzle-orm";
import { companyDocuments, documentVersions } from "../documents/tables";

/**
 * Version sources that write the master's own wording into a copy: the library fill, an overwrite
 * (bulk, restore to the admin version, Restore All), an accepted master and an automatic update.
 * An accepted merge is not one: it keeps the company's wording, so a merged copy counts as edited
 * (automatic updates leave it alone, Restore All would revert it).
 */
export const masterSources = ["library", "overwrite", "library-accepted", "auto-update"] as const;
const masterSourceList = sql.join(
  masterSources.map((source) => sql`${source}`),
  sql`, `,
);

/** Whether a version (by its table alias) holds the master's own wording. */
const masterWordingVersion = (alias: string): SQL => sql`${sql.raw(alias)}.source in (${masterSourceList})`;

/**
 * A library document the company edited since it last took the master's wording: the content of
 * its current version differs from that of the latest version holding the master's wording. A
 * copy edited and then put back word for word counts as untouched; a rejection writes no version,
 * so it changes nothing here; header, footer and variables are the company's own and do not
 * count. A condition on `company_documents` rows (the touched-files list).
 */
export const touchedDocument: SQL = sql`(${companyDocuments.origin} = 'library' and exists (
  select 1 from ${documentVersions} cur
  where cur.company_id = ${companyDocuments.companyId} and cur.document_id = ${companyDocuments.id}
    and cur.version = ${companyDocuments.version}
    and cur.content_hash is distinct from (
      select rec.content_hash from ${documentVersions} rec
      where rec.company_id = ${companyDocuments.companyId} and rec.document_id = ${companyDocuments.id}
        and ${masterWordingVersion("rec")}
      order by rec.version desc limit 1
    )
))`;
