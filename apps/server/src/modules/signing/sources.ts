import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { SigningSource } from "@cloudoc/contract";
import type { CompanyActor } from "../../platform/actor";
import type { Platform } from "../../platform/platform";
import { findDocument } from "../documents/queries";
import { exportOf } from "../exports/downloads";
import { printableOfDocument } from "../exports/printables";
import { assertCan } from "../library/access";
import { fileOf } from "../my-files/downloads";
import { findFile } from "../my-files/queries";

/** The document to sign, as the exact PDF the signers will be sent, and its name. */
export interface SourcePdf {
  bytes: Buffer;
  name: string;
}

/** A library document the caller may read, printed like its PDF export. */
async function documentPdf(platform: Platform, actor: CompanyActor, id: string): Promise<SourcePdf> {
  const document = await findDocument(platform.db, actor.companyId, id);
  assertCan(actor.session, "read", document);
  const file = await exportOf(platform, actor.companyId, printableOfDocument(document), "pdf");
  return { bytes: await bytesOf(file.body), name: document.name };
}

/** One of the caller's own My Files: an uploaded PDF as it is, an editor file printed. */
async function myFilePdf(platform: Platform, actor: CompanyActor, id: string): Promise<SourcePdf> {
  const file = await findFile(platform.db, actor, id);
  const pdf = await fileOf(platform, actor, file, "pdf");
  return { bytes: await bytesOf(pdf.body), name: file.name.replace(/\.pdf$/i, "") };
}

const bytesOf = async (body: Buffer | Readable) => (Buffer.isBuffer(body) ? body : buffer(body));

export function sourcePdf(platform: Platform, actor: CompanyActor, type: SigningSource, id: string) {
  return type === "document" ? documentPdf(platform, actor, id) : myFilePdf(platform, actor, id);
}
