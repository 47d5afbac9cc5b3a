import { sql } from "drizzle-orm";
import type { Transaction } from "../../platform/db/client";

/** Where the documents of one package folder, or one template bought alone, go; rank orders them. */
export interface PackageFolderPlacement {
  packageFolderId: string;
  folderId: string | null;
  rank: number;
}
export interface TemplatePlacement {
  templateId: string;
  folderId: string | null;
  rank: number;
}

/**
 * The documents' part of the library fill (library/fill.ts): copies the templates into company
 * documents with version 1 of each, in one statement, so the content never passes through this
 * process. A template the company already has a library copy of is skipped (ON CONFLICT), so a
 * retry or a second package adds only what is missing. Answers how many were copied.
 */
export async function copyLibraryDocuments(
  tx: Transaction,
  companyId: string,
  fromPackages: PackageFolderPlacement[],
  singles: TemplatePlacement[],
): Promise<number> {
  const result = (await tx.execute(sql`
    with source as (
      select distinct on (t.id) t.id as template_id, t.version as template_version, t.policy_number, t.title, t.content, s.folder_id
      from (
        select pd.template_id, m."folderId", m.rank, pd.position
        from jsonb_to_recordset(${JSON.stringify(fromPackages)}::jsonb) as m("packageFolderId" uuid, "folderId" uuid, rank int)
        join package_documents pd on pd.folder_id = m."packageFolderId"
        union all
        select m."templateId", m."folderId", m.rank, 0
        from jsonb_to_recordset(${JSON.stringify(singles)}::jsonb) as m("templateId" uuid, "folderId" uuid, rank int)
      ) as s(template_id, folder_id, rank, position)
      join document_templates t on t.id = s.template_id and t.published
      where not exists (
        select 1 from company_documents d
        where d.company_id = ${companyId}::uuid and d.template_id = t.id and d.origin = 'library'
      )
      order by t.id, s.rank, s.position
    ), inserted as (
      insert into company_documents (company_id, folder_id, template_id, template_version, origin, policy_number, name, content)
      select ${companyId}::uuid, folder_id, template_id, template_version, 'library', policy_number, title, content
      from source
      on conflict (company_id, template_id) where origin = 'library' do nothing
      returning id, company_id, version, name, content, header, footer, review_date
    )
    insert into document_versions (company_id, document_id, version, name, content, header, footer, review_date, source, content_hash)
    select company_id, id, version, name, content, header, footer, review_date, 'library',
      encode(sha256(convert_to(content, 'UTF8')), 'hex')
    from inserted
    returning document_id
  `)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
