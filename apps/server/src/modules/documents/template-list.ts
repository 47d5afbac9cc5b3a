import type { LibraryTemplateItem, LibraryTemplateListRequest } from "@cloudoc/contract";
import { and, asc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { containsPattern, searchWords } from "../catalogue/sql";
import { documentTemplates } from "../catalogue/tables";
import { ownedTemplateIds } from "../subscriptions/service";
import { liveDocuments } from "./queries";
import { companyDocuments } from "./tables";

/**
 * The template lists of spec 001 §7 "Other" (decision 032): POST /users/gettemplateList is the
 * whole published library, each document marked held or not (what "Create new documents" starts
 * from, or offers to buy); POST /users/for_company/gettemplateList only what the company holds.
 * Held: bought, in a package the company holds, or already copied into its library. The library
 * is hundreds of documents, so the held set is worked out over ids in memory.
 */

function searchConditions(text: string): SQL[] {
  return searchWords(text).map((word) => {
    const pattern = containsPattern(word);
    return or(ilike(documentTemplates.title, pattern), ilike(documentTemplates.policyNumber, pattern)) as SQL;
  });
}

/** The company's live library copy of each of these templates. */
async function copiesOf(executor: Executor, companyId: string, templateIds: string[]) {
  if (templateIds.length === 0) return new Map<string, string>();
  const rows = await executor
    .select({ templateId: companyDocuments.templateId, id: companyDocuments.id })
    .from(companyDocuments)
    .where(
      liveDocuments(
        companyId,
        eq(companyDocuments.origin, "library"),
        inArray(companyDocuments.templateId, templateIds),
      ),
    );
  return new Map(rows.flatMap((row) => (row.templateId ? [[row.templateId, row.id] as const] : [])));
}

export async function templateList(
  executor: Executor,
  companyId: string,
  request: LibraryTemplateListRequest,
  options: { onlyHeld: boolean; now: Date },
) {
  const matching = await executor
    .select({ id: documentTemplates.id })
    .from(documentTemplates)
    .where(and(eq(documentTemplates.published, true), ...searchConditions(request.search)))
    .orderBy(asc(documentTemplates.policyNumber), asc(documentTemplates.title), asc(documentTemplates.id));
  const ids = matching.map((row) => row.id);
  const [owned, copies] = await Promise.all([
    ownedTemplateIds(executor, companyId, ids, options.now),
    copiesOf(executor, companyId, ids),
  ]);
  // A live library copy counts as held too: the copy stays the company's after a licence ends.
  const held = new Set([...owned, ...copies.keys()]);
  const listed = options.onlyHeld ? ids.filter((id) => held.has(id)) : ids;
  const pageIds = listed.slice(request.skip, request.skip + request.limit);
  if (pageIds.length === 0) return { list: [], total: listed.length };
  const rows = await executor
    .select({
      id: documentTemplates.id,
      name: documentTemplates.title,
      slug: documentTemplates.slug,
      policyNumber: documentTemplates.policyNumber,
      kind: documentTemplates.kind,
      summary: documentTemplates.summary,
    })
    .from(documentTemplates)
    .where(inArray(documentTemplates.id, pageIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const list = pageIds.flatMap((id): LibraryTemplateItem[] => {
    const row = byId.get(id);
    if (!row) return [];
    const { id: _id, ...fields } = row;
    return [{ _id: id, ...fields, held: held.has(id), fileId: copies.get(id) ?? null }];
  });
  return { list, total: listed.length };
}
