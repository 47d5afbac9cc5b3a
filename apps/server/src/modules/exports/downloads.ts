import type { DownloadLink, DownloadType, ExportFormat } from "@cloudoc/contract";
import type { Database } from "../../platform/db/client";
import { notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { companyBySubdomain } from "../accounts/login";
import { companyLook, type Printable } from "./company-look";
import { readyZip } from "./export-jobs";
import { documentFileName, type ExportFile, exportFile, safeFileName } from "./files";
import { createLink, type LinkTarget, readLink } from "./links";
import { documentPrintable } from "./printables";
import type { SentFile } from "./send";
import { indexPrintable, subscriptionPrintable } from "./summaries";

/**
 * What each download type of spec 001 §9 answers (docs/decisions/012-exports.md):
 * pdf (the default) the PDF as an attachment; word the DOCX as an attachment; open the PDF
 * inline, to read in a browser tab; filepdf and file a short-lived link to the PDF and the DOCX.
 */
export const formatOfType = (type: DownloadType): ExportFormat =>
  type === "word" || type === "file" ? "word" : "pdf";
export const answersWithLink = (type: DownloadType) => type === "filepdf" || type === "file";

type Printer = Pick<Platform, "db" | "storage" | "pdf">;

/** Prints one printable of the company in one format. */
export async function exportOf(
  platform: Printer,
  companyId: string,
  item: Printable,
  format: ExportFormat,
): Promise<ExportFile> {
  const look = await companyLook(platform.db, platform.storage, companyId);
  return exportFile(platform.pdf, look, item, format);
}

/** A live document of the company as a file; 404 for anything else. */
export async function documentFile(platform: Printer, companyId: string, id: string, format: ExportFormat) {
  return exportOf(platform, companyId, await documentPrintable(platform.db, companyId, id), format);
}

/** A link to a live document's file, checked now so that another company's id answers 404 here. */
export async function documentLink(
  db: Database,
  companyId: string,
  id: string,
  format: ExportFormat,
): Promise<DownloadLink> {
  const item = await documentPrintable(db, companyId, id);
  return createLink(db, { companyId, kind: "document", id, format }, documentFileName(item, format));
}

/** POST /user/download/index: the document index, named after its heading. */
export async function indexFile(
  platform: Printer,
  companyId: string,
  request: Parameters<typeof indexPrintable>[2],
): Promise<ExportFile> {
  const item = await indexPrintable(platform.db, companyId, request);
  const file = await exportOf(platform, companyId, item, "pdf");
  return { ...file, fileName: safeFileName(`${item.name} index`, "pdf") };
}

interface SubscriptionChoice {
  id: string;
  count?: number;
  since?: string;
}

const subscriptionOf = (db: Database, companyId: string, { id, count, since }: SubscriptionChoice) =>
  subscriptionPrintable(db, companyId, { id, count, update_date: since });

/** POST /user/subscrption-download: a link to the summary, checked now (another company's id: 404). */
export async function subscriptionLink(
  db: Database,
  companyId: string,
  choice: SubscriptionChoice,
): Promise<DownloadLink> {
  const item = await subscriptionOf(db, companyId, choice);
  const target = { companyId, kind: "subscription", format: "pdf", ...choice } as const;
  return createLink(db, target, safeFileName(item.name, "pdf"));
}

/** Where a link is opened: the company site it is opened on and the signed-in company, if any. */
export interface LinkUse {
  subdomain: string | null;
  companyId: string | null;
}

/** A link works only for its own company: not on another company's site or in its session. */
async function usedByItsCompany(platform: Platform, companyId: string, use: LinkUse): Promise<boolean> {
  if (use.companyId && use.companyId !== companyId) return false;
  if (!use.subdomain) return true;
  return (await companyBySubdomain(platform, use.subdomain))?.id === companyId;
}

async function zipOf(platform: Platform, target: LinkTarget): Promise<SentFile> {
  const job = await readyZip(platform.db, target.companyId, target.id);
  const stream = job?.storageKey ? await platform.storage.get(job.storageKey) : undefined;
  if (!job || !stream) throw notFound();
  return { body: stream, fileName: job.fileName, contentType: "application/zip" };
}

/**
 * GET /download/export: the file a signed link names, checked (signature, time, the company's
 * site and session, and that the thing is still the company's) when it is used; 404 otherwise.
 */
export async function linkedFile(platform: Platform, token: string, use: LinkUse): Promise<SentFile> {
  const target = await readLink(platform.db, token);
  if (!target || !(await usedByItsCompany(platform, target.companyId, use))) throw notFound();
  if (target.kind === "zip") return zipOf(platform, target);
  if (target.kind === "subscription") {
    const item = await subscriptionOf(platform.db, target.companyId, target);
    return exportOf(platform, target.companyId, item, "pdf");
  }
  return documentFile(platform, target.companyId, target.id, target.format);
}
