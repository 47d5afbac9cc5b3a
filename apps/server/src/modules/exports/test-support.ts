import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import JSZip from "jszip";
import { findChromium } from "../../platform/pdf/chromium";

/** Whether this machine can print (Chromium) and read PDFs back (poppler's pdftotext). */
export const canPrint = Boolean(findChromium(process.env.CHROMIUM_PATH));
export const canReadPdf = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** The text of a PDF, as poppler's pdftotext reads it (layout kept). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "cloudoc-pdf-"));
  try {
    const file = path.join(folder, "document.pdf");
    await writeFile(file, pdf);
    return execFileSync("pdftotext", ["-layout", file, "-"]).toString();
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** One part of a DOCX package as text (word/document.xml, word/footer1.xml ...). */
export async function docxPart(docx: Buffer, name: string): Promise<string> {
  const zip = await JSZip.loadAsync(docx);
  return (await zip.file(name)?.async("string")) ?? "";
}

/** The file name a reply's Content-Disposition gives (the exact UTF-8 one when present). */
export function replyFileName(reply: LightMyRequestResponse): string {
  const header = String(reply.headers["content-disposition"] ?? "");
  const exact = /filename\*=UTF-8''([^;]+)/.exec(header);
  if (exact?.[1]) return decodeURIComponent(exact[1]);
  return /filename="([^"]+)"/.exec(header)?.[1] ?? "";
}

/** A long policy of `sections` headed sections (text, a list, a table): seconds of Word building. */
export function largeDocumentHtml(sections: number): string {
  const section = (n: number) =>
    `<h2>Section ${n}</h2><p>Staff record every safeguarding concern promptly and accurately in the care record. ${"Each entry is dated, signed and kept for the review. ".repeat(6)}</p><ul><li>Step one of section ${n}</li><li>Step two</li><li>Step three</li></ul><table><tbody><tr><th>Role</th><th>Duty</th></tr><tr><td>Manager</td><td>Reviews the plan</td></tr><tr><td>Carer</td><td>Records the care</td></tr></tbody></table>`;
  return Array.from({ length: sections }, (_, n) => section(n + 1)).join("");
}
