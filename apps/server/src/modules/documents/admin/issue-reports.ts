import type { IssueReportItem, RequestStatus, SetRequestStatus } from "@cloudoc/contract";
import { and, count, desc, eq } from "drizzle-orm";
import { type AdminActor, adminAuditBy } from "../../../platform/actor";
import { recordAudit } from "../../../platform/audit/audit";
import type { Database, Executor } from "../../../platform/db/client";
import { acrossCompanies, ofCompany } from "../../../platform/db/tenant";
import { notFound } from "../../../platform/envelope";
import { companies, users } from "../../accounts/tables";
import { isoOrNull, matchesSearch, pageOf } from "../../profile/admin/list-query";
import { personName } from "../queries";
import { companyDocuments, documentIssueReports } from "../tables";

/**
 * The issues companies reported in their documents (POST /user/report/issue), as the platform
 * team works through them: new, in hand, closed.
 */

const reports = acrossCompanies(documentIssueReports);

const selectReports = (executor: Executor) =>
  executor
    .select({
      id: documentIssueReports.id,
      companyId: documentIssueReports.companyId,
      companyName: companies.name,
      documentId: documentIssueReports.documentId,
      documentName: companyDocuments.name,
      policyNumber: companyDocuments.policyNumber,
      reporter: personName(users),
      issue: documentIssueReports.issue,
      comments: documentIssueReports.comments,
      status: documentIssueReports.status,
      statusNote: documentIssueReports.statusNote,
      statusChangedAt: documentIssueReports.statusChangedAt,
      createdAt: documentIssueReports.createdAt,
    })
    .from(reports)
    .innerJoin(companies, eq(companies.id, documentIssueReports.companyId))
    .innerJoin(
      companyDocuments,
      and(
        eq(companyDocuments.id, documentIssueReports.documentId),
        eq(companyDocuments.companyId, documentIssueReports.companyId),
      ),
    )
    .leftJoin(users, eq(users.id, documentIssueReports.reportedBy));

type ReportRow = Awaited<ReturnType<typeof selectReports>>[number];

const itemOf = ({ id, reporter, statusChangedAt, createdAt, ...row }: ReportRow): IssueReportItem => ({
  ...row,
  _id: id,
  reporter: reporter ?? "",
  statusChangedAt: isoOrNull(statusChangedAt),
  createdAt: createdAt.toISOString(),
});

/** POST /admin/issue-report/list: newest first; by status, and by company, document or issue. */
export async function listIssueReports(
  db: Executor,
  query: { page: number; search: string; status?: RequestStatus },
) {
  const where = and(
    query.status ? eq(documentIssueReports.status, query.status) : undefined,
    matchesSearch(query.search, companies.name, companyDocuments.name, documentIssueReports.issue),
  );
  const { limit, offset } = pageOf(query.page);
  const [rows, [total]] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(desc(documentIssueReports.createdAt), desc(documentIssueReports.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(reports)
      .innerJoin(companies, eq(companies.id, documentIssueReports.companyId))
      .innerJoin(companyDocuments, eq(companyDocuments.id, documentIssueReports.documentId))
      .where(where),
  ]);
  return { list: rows.map(itemOf), total: total?.n ?? 0 };
}

/** POST /admin/issue-report/status: the team's status and note, audited against the company. */
export async function setIssueReportStatus(
  db: Database,
  actor: AdminActor,
  input: SetRequestStatus,
): Promise<IssueReportItem> {
  await db.transaction(async (tx) => {
    const [report] = await tx
      .select({ companyId: documentIssueReports.companyId })
      .from(reports)
      .where(eq(documentIssueReports.id, input.id))
      .for("update");
    if (!report) throw notFound();
    await tx
      .update(documentIssueReports)
      .set({ status: input.status, statusNote: input.note, statusChangedAt: new Date() })
      .where(ofCompany(documentIssueReports, report.companyId, eq(documentIssueReports.id, input.id)));
    await recordAudit(tx, {
      ...adminAuditBy(actor, report.companyId),
      action: "admin.issue-report.status",
      entityType: "document_issue_report",
      entityId: input.id,
      detail: { status: input.status, note: input.note },
    });
  });
  const [row] = await selectReports(db).where(eq(documentIssueReports.id, input.id));
  if (!row) throw notFound();
  return itemOf(row);
}

/** How many reported issues no one has looked at yet. */
export async function newIssueReportCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(eq(documentIssueReports.status, "new"));
  return row?.n ?? 0;
}
