import type { DocumentHistoryRequest, HistoryEntry, HistoryOption } from "@cloudoc/contract";
import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { users } from "../accounts/tables";
import { containsPattern, searchWords } from "../catalogue/sql";
import { companyFolders } from "../folders/tables";
import { liveFolderOutline, liveSubtree } from "../folders/tree";
import { checkPerson, ukDayAfter, ukDayStart } from "../users/activity";
import { looksLikeId, personName } from "./queries";
import { companyDocuments, documentVersions } from "./tables";

/**
 * The History screen (spec 000 §2 /history, decision 032): every version written across the
 * company's documents, newest first. A version row already says who wrote it, when and why, and is
 * never changed, so it is the history itself; the audit log adds nothing a version lacks.
 */

/** A folder filtered by must be a live folder of the company (else 404); it takes those below it. */
async function folderCondition(executor: Executor, companyId: string, folderId: string | undefined) {
  if (!folderId) return undefined;
  const ids = looksLikeId(folderId) ? await liveSubtree(executor, companyId, folderId) : [];
  if (ids.length === 0) throw notFound();
  return inArray(companyDocuments.folderId, ids);
}

function searchConditions(text: string): SQL[] {
  return searchWords(text).map((word) => {
    const pattern = containsPattern(word);
    return or(ilike(companyDocuments.name, pattern), ilike(companyDocuments.policyNumber, pattern)) as SQL;
  });
}

async function conditionsOf(executor: Executor, companyId: string, request: DocumentHistoryRequest) {
  await checkPerson(executor, companyId, request.changedBy);
  return [
    await folderCondition(executor, companyId, request.folderId),
    request.changedBy ? eq(documentVersions.createdBy, request.changedBy) : undefined,
    request.from ? gte(documentVersions.createdAt, ukDayStart(request.from)) : undefined,
    request.to ? lt(documentVersions.createdAt, ukDayAfter(request.to)) : undefined,
    ...searchConditions(request.search),
  ];
}

const entryColumns = {
  id: documentVersions.id,
  fileId: documentVersions.documentId,
  name: companyDocuments.name,
  policyNumber: companyDocuments.policyNumber,
  folderId: companyDocuments.folderId,
  folderName: companyFolders.name,
  version: documentVersions.version,
  previousVersion: sql<number | null>`(select max(p.version) from ${documentVersions} p
    where p.document_id = ${documentVersions.documentId} and p.company_id = ${documentVersions.companyId}
    and p.version < ${documentVersions.version})`,
  source: documentVersions.source,
  notes: documentVersions.notes,
  changedBy: documentVersions.createdBy,
  changedByName: sql<string>`coalesce(${personName(users)}, '')`,
  changedAt: documentVersions.createdAt,
  live: sql<boolean>`${companyDocuments.deletedAt} is null`,
};
const sameDocument = and(
  eq(companyDocuments.id, documentVersions.documentId),
  eq(companyDocuments.companyId, documentVersions.companyId),
);

function selectEntries(executor: Executor, companyId: string, conditions: (SQL | undefined)[]) {
  return executor
    .select(entryColumns)
    .from(documentVersions)
    .innerJoin(companyDocuments, sameDocument)
    .leftJoin(companyFolders, eq(companyFolders.id, companyDocuments.folderId))
    .leftJoin(users, eq(users.id, documentVersions.createdBy))
    .where(ofCompany(documentVersions, companyId, ...conditions));
}
type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

const toEntry = ({ id, changedAt, previousVersion, ...row }: EntryRow): HistoryEntry => ({
  ...row,
  _id: id,
  previousVersion: previousVersion === null ? null : Number(previousVersion),
  changedAt: changedAt.toISOString(),
});

/** The company's live folders by their path ("Policies / Safeguarding"), for the folder filter. */
async function folderOptions(executor: Executor, companyId: string): Promise<HistoryOption[]> {
  const folders = await liveFolderOutline(executor, companyId);
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const pathOf = (id: string, depth = 0): string => {
    const folder = byId.get(id);
    if (!folder) return "";
    const parent = folder.parentId && depth < 50 ? pathOf(folder.parentId, depth + 1) : "";
    return parent ? `${parent} / ${folder.name}` : folder.name;
  };
  return folders
    .map((folder) => ({ _id: folder.id, name: pathOf(folder.id) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Everyone of the company who wrote a version, by name. */
async function peopleOptions(executor: Executor, companyId: string): Promise<HistoryOption[]> {
  const wrote = sql`exists (select 1 from ${documentVersions} v
    where v.company_id = ${companyId} and v.created_by = ${users.id})`;
  return executor
    .select({ _id: users.id, name: personName(users) })
    .from(users)
    .where(ofCompany(users, companyId, wrote))
    .orderBy(sql`lower(${personName(users)})`);
}

/** POST /user/document/history: a page of versions with the filters' options. */
export async function documentHistory(
  executor: Executor,
  companyId: string,
  request: DocumentHistoryRequest,
) {
  const conditions = await conditionsOf(executor, companyId, request);
  const [rows, [counted], people, folders] = await Promise.all([
    selectEntries(executor, companyId, conditions)
      .orderBy(desc(documentVersions.createdAt), desc(documentVersions.version))
      .limit(request.limit)
      .offset(request.skip),
    executor
      .select({ n: sql<number>`count(*)::int` })
      .from(documentVersions)
      .innerJoin(companyDocuments, sameDocument)
      .where(ofCompany(documentVersions, companyId, ...conditions)),
    peopleOptions(executor, companyId),
    folderOptions(executor, companyId),
  ]);
  return { list: rows.map(toEntry), total: counted?.n ?? 0, people, folders };
}
