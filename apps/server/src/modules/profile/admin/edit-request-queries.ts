import type { Readable } from "node:stream";
import {
  adminRequestMessages,
  type EditRequestDetail,
  type EditRequestItem,
  type EditRequestStatus,
  isLockedField,
  lockedFieldLabels,
} from "@cloudoc/contract";
import { and, count, desc, eq } from "drizzle-orm";
import type { Executor } from "../../../platform/db/client";
import { acrossCompanies } from "../../../platform/db/tenant";
import { notFound } from "../../../platform/envelope";
import type { Platform } from "../../../platform/platform";
import { companies, users } from "../../accounts/tables";
import { personName } from "../../documents/queries";
import { supportingFileContentType } from "../edit-requests";
import { effectiveProfile } from "../store";
import { profileEditRequests } from "../tables";
import { isoOrNull, matchesSearch, pageOf } from "./list-query";

const requests = acrossCompanies(profileEditRequests);

const itemColumns = {
  id: profileEditRequests.id,
  companyId: profileEditRequests.companyId,
  companyName: companies.name,
  requestedBy: personName(users),
  requestedByEmail: users.email,
  reason: profileEditRequests.reason,
  changeRequest: profileEditRequests.changeRequest,
  fileName: profileEditRequests.fileName,
  fileKey: profileEditRequests.fileKey,
  status: profileEditRequests.status,
  createdAt: profileEditRequests.createdAt,
  decidedAt: profileEditRequests.decidedAt,
};

/** The requests with their company and who asked (gone staff leave the name empty). */
const selectRequests = (executor: Executor) =>
  executor
    .select({
      ...itemColumns,
      explanation: profileEditRequests.explanation,
      decisionReason: profileEditRequests.decisionReason,
      decidedBy: profileEditRequests.decidedBy,
    })
    .from(requests)
    .innerJoin(companies, eq(companies.id, profileEditRequests.companyId))
    .leftJoin(users, eq(users.id, profileEditRequests.requestedBy));

type ItemRow = Awaited<ReturnType<typeof selectRequests>>[number];

const itemOf = (row: ItemRow): EditRequestItem => ({
  _id: row.id,
  companyId: row.companyId,
  companyName: row.companyName,
  requestedBy: row.requestedBy ?? "",
  requestedByEmail: row.requestedByEmail ?? "",
  reason: row.reason,
  fields: Object.keys(row.changeRequest),
  fileName: row.fileName,
  hasFile: row.fileKey !== null,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  decidedAt: isoOrNull(row.decidedAt),
});

/** POST /admin/edit-request/list: newest first, by status and company name. */
export async function listEditRequests(
  db: Executor,
  query: { page: number; search: string; status?: EditRequestStatus },
) {
  const where = and(
    query.status ? eq(profileEditRequests.status, query.status) : undefined,
    matchesSearch(query.search, companies.name),
  );
  const { limit, offset } = pageOf(query.page);
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(desc(profileEditRequests.createdAt), desc(profileEditRequests.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(requests)
      .innerJoin(companies, eq(companies.id, profileEditRequests.companyId))
      .where(where),
  ]);
  return { list: rows.map(itemOf), total: total?.n ?? 0 };
}

async function personNameOf(db: Executor, userId: string | null): Promise<string> {
  if (!userId) return "";
  const [row] = await db
    .select({ name: personName(users) })
    .from(acrossCompanies(users))
    .where(eq(users.id, userId));
  return row?.name ?? "";
}

/** POST /admin/edit-request/view: the request with each field's current and requested value. */
export async function editRequestDetail(db: Executor, id: string): Promise<EditRequestDetail> {
  const [row] = await selectRequests(db).where(eq(profileEditRequests.id, id));
  if (!row) throw notFound();
  const [profile, decidedBy] = await Promise.all([
    effectiveProfile(db, row.companyId),
    personNameOf(db, row.decidedBy),
  ]);
  const changes = Object.entries(row.changeRequest).map(([field, requested]) => ({
    field,
    label: isLockedField(field) ? lockedFieldLabels[field] : field,
    // As the company sees it: a name never typed into the profile is the registered one.
    current: profile[field] ?? "",
    requested,
  }));
  return {
    ...itemOf(row),
    explanation: row.explanation,
    changes,
    decisionReason: row.decisionReason,
    decidedBy,
  };
}

/** POST /admin/edit-request/file: the supporting file as it was stored (checked by its bytes then). */
export async function editRequestFile(
  platform: Platform,
  id: string,
): Promise<{ body: Readable; fileName: string; contentType: string }> {
  const [row] = await platform.db
    .select({ fileKey: profileEditRequests.fileKey, fileName: profileEditRequests.fileName })
    .from(requests)
    .where(eq(profileEditRequests.id, id));
  if (!row) throw notFound();
  const contentType = row.fileKey ? supportingFileContentType(row.fileKey) : undefined;
  const body = row.fileKey && contentType ? await platform.storage.get(row.fileKey) : undefined;
  if (!row.fileKey || !contentType || !body) throw notFound(adminRequestMessages.noSupportingFile);
  return { body, fileName: row.fileName || "supporting-file", contentType };
}

/** How many requests wait for a decision. */
export async function pendingEditRequestCount(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(requests)
    .where(eq(profileEditRequests.status, "pending"));
  return row?.n ?? 0;
}
