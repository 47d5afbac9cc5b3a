import type { ExportFormat } from "@cloudoc/contract";
import { messages } from "@cloudoc/contract";
import { buildPrintDocument, type PrintInput } from "@cloudoc/documents";
import { AppError } from "../../platform/envelope";
import { type PdfRenderer, PdfUnavailableError } from "../../platform/pdf/renderer";
import { runInWorker, type WorkerTask } from "../../platform/workers/pool";
import { type CompanyLook, type Printable, printInputOf } from "./company-look";

export const contentTypes: Record<ExportFormat, string> = {
  pdf: "application/pdf",
  word: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};
export const extensions: Record<ExportFormat, string> = { pdf: "pdf", word: "docx" };

/** A finished export of one document. */
export interface ExportFile {
  body: Buffer;
  fileName: string;
  contentType: string;
}

/** The export failure the catalogue names ("Something Went wrong"), as 503: printing is down. */
export const exportFailed = () => new AppError(503, messages.somethingWentWrongExport);

/**
 * A file name anyone's disk accepts: no path separators, reserved or control characters, no
 * leading dots, at most 150 characters before the extension ("ENG-CD-01 Person-Centred Care
 * Planning.pdf").
 */
export function safeFileName(base: string, extension: string): string {
  const cleaned = base
    .normalize("NFC")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f\\/:*?"<>|]+/g, "-")
    .replace(/\s+/g, " ")
    .replace(/^[\s.-]+|[\s.]+$/g, "")
    .slice(0, 150)
    .trim();
  return `${cleaned || "Document"}.${extension}`;
}

/** The name of a document's file: its policy number, then its name. */
export const documentFileName = (item: Pick<Printable, "name" | "policyNumber">, format: ExportFormat) =>
  safeFileName(
    [item.policyNumber, item.name].filter((part) => part.trim() !== "").join(" "),
    extensions[format],
  );

/** Names unique within one zip: a second "X.pdf" becomes "X (2).pdf". */
export function uniqueNamer(): (name: string) => string {
  const used = new Set<string>();
  return (name) => {
    const dot = name.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
    used.add(candidate.toLowerCase());
    return candidate;
  };
}

/** Content-Disposition with a plain fallback and the exact UTF-8 name (RFC 6266). */
export function disposition(kind: "attachment" | "inline", fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function printPdf(pdf: PdfRenderer, look: CompanyLook, item: Printable): Promise<Buffer> {
  try {
    return await pdf.render(buildPrintDocument(printInputOf(look, item)));
  } catch (error) {
    if (error instanceof PdfUnavailableError) throw exportFailed();
    throw error;
  }
}

/** word-task.ts: a long document's DOCX takes seconds of CPU, so it is built off the main thread. */
const wordTask: WorkerTask<PrintInput, Uint8Array> = {
  module: new URL("./word-task.ts", import.meta.url),
  name: "wordTask",
};

export async function printWord(look: CompanyLook, item: Printable): Promise<Buffer> {
  const bytes = await runInWorker(wordTask, printInputOf(look, item));
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** One document in one format, named for download. */
export async function exportFile(
  pdf: PdfRenderer,
  look: CompanyLook,
  item: Printable,
  format: ExportFormat,
): Promise<ExportFile> {
  const body = format === "pdf" ? await printPdf(pdf, look, item) : await printWord(look, item);
  return { body, fileName: documentFileName(item, format), contentType: contentTypes[format] };
}
