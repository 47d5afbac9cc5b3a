import { defaultOrientation, type MyFileFormat, myFilesMessages, ukToday } from "@cloudoc/contract";
import type { CompanyActor } from "../../platform/actor";
import type { Database } from "../../platform/db/client";
import { badRequest, notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import type { Printable } from "../exports/company-look";
import { exportOf } from "../exports/downloads";
import { extensions, safeFileName } from "../exports/files";
import type { SentFile } from "../exports/send";
import { downloadLinks, type MyFileLinkTarget, shareLinks } from "./links";
import { type FileRow, findFile, type Owner } from "./queries";

/**
 * My Files as files: an uploaded PDF as itself, an editor file printed with the company's look and
 * business variables like a company document (exports/), in Word or PDF.
 */

/** The name a file downloads under. */
export function downloadName(file: Pick<FileRow, "kind" | "name">, format: MyFileFormat) {
  return file.kind === "pdf" ? file.name : safeFileName(file.name, extensions[format]);
}

/** An uploaded PDF has no Word form. */
export function assertFormat(file: Pick<FileRow, "kind">, format: MyFileFormat) {
  if (file.kind === "pdf" && format === "word") throw badRequest(myFilesMessages.pdfAsWord);
}

const printableOf = (file: FileRow): Printable => ({
  name: file.name,
  policyNumber: "",
  body: file.innerContent,
  header: file.headerContent,
  footer: file.footerContent,
  orientation: defaultOrientation,
  variables: {},
  version: String(file.version),
  reviewDate: ukToday(file.updatedAt),
  updatedAt: file.updatedAt,
});

/** The file's bytes in `format`: read from storage (a PDF) or printed now (an editor file). */
export async function fileOf(platform: Platform, owner: Owner, file: FileRow, format: MyFileFormat) {
  assertFormat(file, format);
  const fileName = downloadName(file, format);
  if (file.kind === "pdf") {
    const body = file.storageKey ? await platform.storage.get(file.storageKey) : undefined;
    if (!body) throw notFound();
    return { body, fileName, contentType: "application/pdf" } satisfies SentFile;
  }
  const printed = await exportOf(platform, owner.companyId, printableOf(file), format);
  return { ...printed, fileName };
}

/** POST /user/myfile/pdf: a short-lived link to one of the caller's live files as Word or PDF. */
export async function downloadLink(
  db: Database,
  actor: CompanyActor,
  request: { fileId: string; type: MyFileFormat },
) {
  const file = await findFile(db, actor, request.fileId);
  assertFormat(file, request.type);
  const target = { companyId: actor.companyId, ownerId: actor.userId, fileId: file.id, format: request.type };
  const link = await downloadLinks.create(db, { ...target, inline: false }, downloadName(file, request.type));
  return { link: link.url, fileName: link.filename, expiresAt: link.expiresAt };
}

/** The company signed in where a download link is opened, if any. */
export interface LinkUse {
  companyId: string | null;
}

/** The target of a link: a download link works only outside another company's session; a shared one for anyone. */
async function targetOf(db: Database, token: string, use: LinkUse): Promise<MyFileLinkTarget> {
  const download = await downloadLinks.read(db, token);
  if (download && (!use.companyId || use.companyId === download.companyId)) return download;
  const shared = download ? undefined : await shareLinks.read(db, token);
  if (!shared) throw notFound();
  return shared;
}

/** GET /download/myfile: the file a signed link names while it is still its owner's and live; 404 otherwise. */
export async function linkedFile(platform: Platform, token: string, use: LinkUse) {
  const target = await targetOf(platform.db, token, use);
  const owner = { companyId: target.companyId, userId: target.ownerId };
  const file = await findFile(platform.db, owner, target.fileId);
  return { file: await fileOf(platform, owner, file, target.format), inline: target.inline };
}
