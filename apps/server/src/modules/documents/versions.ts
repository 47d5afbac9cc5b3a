import { createHash } from "node:crypto";
import { messages, type VersionSummary } from "@cloudoc/contract";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Database, Executor, Transaction } from "../../platform/db/client";
import { companyPlaceholder, preparedOnce } from "../../platform/db/prepared";
import { ofCompany } from "../../platform/db/tenant";
import { conflict, notFound } from "../../platform/envelope";
import { users } from "../accounts/tables";
import { type CompanyDocument, findDocument, personName } from "./queries";
import { companyDocuments, documentVersions } from "./tables";

/** SHA-256 of the content as hex; the fill computes the same in SQL. */
export const contentHash = (content: string) => createHash("sha256").update(content, "utf8").digest("hex");

/** What wrote a version. */
export type VersionSource =
  | "library"
  | "create"
  | "save"
  | "update"
  | "setup"
  | "restore"
  | "overwrite"
  | "library-accepted"
  | "merge"
  | "auto-update";

export interface DocumentChange {
  name?: string;
  content?: string;
  header?: string;
  footer?: string;
  variables?: Record<string, string>;
  reviewDate?: string;
  reviewStatus?: "Up to Date";
  templateVersion?: number;
  updateVersion?: number | null;
  updateOpenedAt?: null;
  reacknowledgeRequired?: boolean;
}

/** Who writes a version: a company user, or the platform itself (an automatic update: no user). */
export interface Writer {
  companyId: string;
  userId: string | null;
  /** Where the request came from, for the audit; none for the platform's own jobs. */
  origin?: { ip: string | null; userAgent: string | null };
}

export interface VersionNote {
  source: VersionSource;
  notes?: string;
  description?: string;
  restoredFrom?: number;
}

/**
 * Applies a change to a document locked by the caller and writes the next immutable version.
 * The update also requires the version the caller read, so a concurrent writer cannot be lost.
 */
export async function commitVersion(
  tx: Transaction,
  actor: Writer,
  document: CompanyDocument,
  change: DocumentChange,
  note: VersionNote,
) {
  const next = document.version + 1;
  const [row] = await tx
    .update(companyDocuments)
    .set({ ...change, version: next, updatedBy: actor.userId, updatedAt: sql`now()` })
    .where(
      ofCompany(
        companyDocuments,
        actor.companyId,
        eq(companyDocuments.id, document.id),
        eq(companyDocuments.version, document.version),
      ),
    )
    .returning({
      name: companyDocuments.name,
      content: companyDocuments.content,
      header: companyDocuments.header,
      footer: companyDocuments.footer,
      reviewDate: companyDocuments.reviewDate,
    });
  if (!row) throw conflict();
  const hash = contentHash(row.content);
  await tx.insert(documentVersions).values({
    companyId: actor.companyId,
    documentId: document.id,
    version: next,
    ...row,
    notes: note.notes ?? "",
    description: note.description ?? "",
    source: note.source,
    restoredFrom: note.restoredFrom ?? null,
    contentHash: hash,
    createdBy: actor.userId,
  });
  return { fileId: document.id, version: next, review_date: row.reviewDate, contentHash: hash };
}

const summaryColumns = {
  id: documentVersions.id,
  documentId: documentVersions.documentId,
  version: documentVersions.version,
  notes: documentVersions.notes,
  description: documentVersions.description,
  reviewDate: documentVersions.reviewDate,
  source: documentVersions.source,
  restoredFrom: documentVersions.restoredFrom,
  contentHash: documentVersions.contentHash,
  createdBy: documentVersions.createdBy,
  createdByName: sql<string>`coalesce(${personName(users)}, '')`,
  createdAt: documentVersions.createdAt,
};

/** The company's versions of a document (one of them when `version` is given). */
const versionWhere = (companyId: string, documentId: string, version?: number) =>
  ofCompany(
    documentVersions,
    companyId,
    eq(documentVersions.documentId, documentId),
    version === undefined ? undefined : eq(documentVersions.version, version),
  );

const selectSummaries = (executor: Executor, companyId: string, documentId: string) =>
  executor
    .select(summaryColumns)
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.createdBy))
    .where(versionWhere(companyId, documentId));
type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function toSummary(row: SummaryRow): VersionSummary {
  return {
    _id: row.id,
    fileId: row.documentId,
    version: row.version,
    notes: row.notes,
    description: row.description,
    review_date: row.reviewDate,
    source: row.source,
    restoredFrom: row.restoredFrom,
    contentHash: row.contentHash,
    createdBy: row.createdBy,
    createdByName: row.createdByName ?? "",
    createdAt: row.createdAt.toISOString(),
  };
}

/** One version of a document with its content, or 404. */
async function versionRow(executor: Executor, companyId: string, documentId: string, version: number) {
  const [row] = await executor
    .select({
      ...summaryColumns,
      name: documentVersions.name,
      content: documentVersions.content,
      header: documentVersions.header,
      footer: documentVersions.footer,
    })
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.createdBy))
    .where(versionWhere(companyId, documentId, version));
  if (!row) throw notFound(messages.versionNotFound);
  return row;
}

/** The summary of one version, prepared: the document view reads its current one on every opening. */
const summaryRead = preparedOnce((db: Database) =>
  db
    .select(summaryColumns)
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.createdBy))
    .where(
      ofCompany(
        documentVersions,
        companyPlaceholder,
        eq(documentVersions.documentId, sql.placeholder("documentId")),
        eq(documentVersions.version, sql.placeholder("version")),
      ),
    )
    .prepare("version_summary"),
);

/** The summary of a document's version (its current one for a view), or 404. */
export async function versionSummary(db: Database, companyId: string, documentId: string, version: number) {
  const [row] = await summaryRead(db, "").execute({ companyId, documentId, version });
  if (!row) throw notFound(messages.versionNotFound);
  return toSummary(row);
}

/** GET /user/document/update_notes/list: a document's versions, newest first. */
export async function listVersions(
  db: Database,
  companyId: string,
  fileId: string,
  page: { skip: number; limit: number },
) {
  const document = await findDocument(db, companyId, fileId);
  const [rows, [total]] = await Promise.all([
    selectSummaries(db, companyId, document.id)
      .orderBy(desc(documentVersions.version))
      .limit(page.limit)
      .offset(page.skip),
    db.select({ n: count() }).from(documentVersions).where(versionWhere(companyId, document.id)),
  ]);
  return { list: rows.map(toSummary), total: total?.n ?? 0 };
}

/** GET /user/document/version/view: one version with its content. */
export async function viewVersion(db: Database, companyId: string, fileId: string, version: number) {
  const document = await findDocument(db, companyId, fileId);
  const row = await versionRow(db, companyId, document.id, version);
  return { ...toSummary(row), name: row.name, content: row.content, header: row.header, footer: row.footer };
}

/** The stored content of a version, for a restore. */
export const versionContent = versionRow;
