import { type CreatedDocumentDownload, defaultOrientation, ukToday } from "@cloudoc/contract";
import { sanitiseDocumentHtml } from "@cloudoc/documents";
import { and, asc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { documentTemplates } from "../catalogue/tables";
import { sampleDocuments } from "../content/tables";
import { findDocument, looksLikeId } from "../documents/queries";
import { companyDocuments, documentBackups } from "../documents/tables";
import { findSaved } from "../saved-documents/queries";
import type { Printable } from "./company-look";

type DocumentFields = Pick<
  Awaited<ReturnType<typeof findDocument>>,
  | "name"
  | "policyNumber"
  | "content"
  | "header"
  | "footer"
  | "format"
  | "variables"
  | "version"
  | "reviewDate"
  | "updatedAt"
>;

export function printableOfDocument(document: DocumentFields): Printable {
  return {
    name: document.name,
    policyNumber: document.policyNumber,
    body: document.content,
    header: document.header,
    footer: document.footer,
    orientation: document.format,
    variables: document.variables,
    version: String(document.version),
    reviewDate: document.reviewDate,
    updatedAt: document.updatedAt,
  };
}

/** A live document of the company, ready to print; 404 for anything else. */
export async function documentPrintable(db: Executor, companyId: string, id: string) {
  return printableOfDocument(await findDocument(db, companyId, id));
}

/** The company's live documents (not in the bin) narrowed by `condition`. */
const liveOfCompany = (companyId: string, condition: SQL) =>
  ofCompany(companyDocuments, companyId, isNull(companyDocuments.deletedAt), condition);

const printColumns = {
  id: companyDocuments.id,
  name: companyDocuments.name,
  policyNumber: companyDocuments.policyNumber,
  content: companyDocuments.content,
  header: companyDocuments.header,
  footer: companyDocuments.footer,
  format: companyDocuments.format,
  variables: companyDocuments.variables,
  version: companyDocuments.version,
  reviewDate: companyDocuments.reviewDate,
  updatedAt: companyDocuments.updatedAt,
};

/**
 * A few live documents of the company by id, in the order asked (a bulk export reads them in
 * small pages, so memory holds a page of bodies at most). Missing ones are left out.
 */
export async function documentPrintables(db: Executor, companyId: string, ids: readonly string[]) {
  const wanted = ids.filter(looksLikeId);
  if (wanted.length === 0) return [];
  const rows = await db
    .select(printColumns)
    .from(companyDocuments)
    .where(liveOfCompany(companyId, inArray(companyDocuments.id, wanted)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{ id, printable: printableOfDocument(row) }];
  });
}

/** The summary of the company's live documents among `ids` (name, policy number); 404 unless all are. */
export async function requireDocuments(db: Executor, companyId: string, ids: readonly string[]) {
  if (!ids.every(looksLikeId)) throw notFound();
  const rows = await db
    .select({
      id: companyDocuments.id,
      name: companyDocuments.name,
      policyNumber: companyDocuments.policyNumber,
    })
    .from(companyDocuments)
    .where(liveOfCompany(companyId, inArray(companyDocuments.id, [...ids])));
  if (rows.length !== new Set(ids).size) throw notFound();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A backup of one of the company's documents, printed as the document was then. */
export async function backupPrintable(db: Executor, companyId: string, backupId: string): Promise<Printable> {
  if (!looksLikeId(backupId)) throw notFound();
  const [row] = await db
    .select({
      backup: documentBackups,
      policyNumber: companyDocuments.policyNumber,
      format: companyDocuments.format,
      reviewDate: companyDocuments.reviewDate,
    })
    .from(documentBackups)
    .innerJoin(
      companyDocuments,
      and(
        eq(companyDocuments.id, documentBackups.documentId),
        eq(companyDocuments.companyId, documentBackups.companyId),
      ),
    )
    .where(ofCompany(documentBackups, companyId, eq(documentBackups.id, backupId)));
  if (!row) throw notFound();
  return {
    name: row.backup.name,
    policyNumber: row.policyNumber,
    body: row.backup.content,
    header: row.backup.header,
    footer: row.backup.footer,
    orientation: row.format,
    variables: row.backup.variables,
    version: String(row.backup.version),
    reviewDate: row.reviewDate,
    updatedAt: row.backup.createdAt,
  };
}

/** The header, footer and facts a saved or made-up document borrows from its document, if live. */
async function borrowedFrom(db: Executor, companyId: string, documentId: string | null | undefined) {
  if (!documentId) return undefined;
  return findDocument(db, companyId, documentId).catch(() => undefined);
}

/** A saved document the actor may see (the company's saved copies, their own drafts). */
export async function savedPrintable(db: Executor, actor: CompanyActor, id: string): Promise<Printable> {
  const saved = await findSaved(db, actor, id);
  const document = await borrowedFrom(db, actor.companyId, saved.documentId);
  return {
    ...(document ? printableOfDocument(document) : blankFacts()),
    name: saved.name,
    body: saved.content,
    variables: { ...(document?.variables ?? {}), ...saved.variables },
    updatedAt: saved.updatedAt,
  };
}

function blankFacts(): Printable {
  const today = ukToday();
  return {
    name: "",
    policyNumber: "",
    body: "",
    header: "",
    footer: "",
    orientation: defaultOrientation,
    variables: {},
    version: "1",
    reviewDate: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
    updatedAt: new Date(),
  };
}

/**
 * A document made on the spot (create_save_docs): its content is sanitised like any write; a
 * file_id that is not one of the company's live documents answers 404.
 */
export async function createdPrintable(
  db: Executor,
  companyId: string,
  body: CreatedDocumentDownload,
): Promise<Printable> {
  const document = body.file_id ? await findDocument(db, companyId, body.file_id) : undefined;
  return {
    ...(document ? printableOfDocument(document) : blankFacts()),
    name: body.name,
    body: sanitiseDocumentHtml(body.content),
    variables: { ...(document?.variables ?? {}), ...body.variables },
    updatedAt: new Date(),
  };
}

/** A free document: one of the sample documents, by template id or policy number; 404 otherwise. */
export async function freePrintable(
  db: Executor,
  which: { fileId?: string; policyNumber?: string },
): Promise<Printable> {
  const byId = which.fileId && looksLikeId(which.fileId) ? eq(documentTemplates.id, which.fileId) : undefined;
  const byNumber = which.policyNumber ? eq(documentTemplates.policyNumber, which.policyNumber) : undefined;
  if (!byId && !byNumber) throw notFound();
  const [row] = await db
    .select({ template: documentTemplates })
    .from(sampleDocuments)
    .innerJoin(documentTemplates, eq(documentTemplates.policyNumber, sampleDocuments.policyNumber))
    .where(and(eq(documentTemplates.published, true), or(byId, byNumber)))
    .orderBy(asc(sampleDocuments.number))
    .limit(1);
  if (!row) throw notFound();
  return {
    ...blankFacts(),
    name: row.template.title,
    policyNumber: row.template.policyNumber,
    body: row.template.content,
    footer: "<p>Free sample document from Cloudoc</p>",
    version: String(row.template.version),
  };
}
