import { inlineImagesOnly, type WordDocument } from "@cloudoc/documents";
import HTMLtoDOCX from "@turbodocx/html-to-docx";
import JSZip from "jszip";

/** A4 in twentieths of a point, and margins close to the print page's (28/18/22 mm). */
const a4 = { width: 11906, height: 16838 };
const margins = { top: 1588, right: 1020, bottom: 1247, left: 1020, header: 567, footer: 567, gutter: 0 };
const wordNamespace = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";

/**
 * The converter ends the footer's first paragraph with a bare PAGE field. Word shows "Page X of Y"
 * when that field is wrapped in text and followed by a NUMPAGES field, so the footer part is
 * rewritten once in the finished package.
 */
const pageField = /<fldSimple\b[^>]*instr="PAGE"[^>]*>[\s\S]*?<\/fldSimple>/;
const run = (text: string) => `<r><t xml:space="preserve">${text}</t></r>`;
const field = (instruction: string) =>
  `<fldSimple xmlns:w="${wordNamespace}" w:instr="${instruction}"><r><t>1</t></r></fldSimple>`;

async function pageXofY(docx: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(docx);
  const footers = Object.keys(zip.files).filter((name) => /^word\/footer\d*\.xml$/.test(name));
  for (const name of footers) {
    const xml = await zip.file(name)?.async("string");
    if (!xml || !pageField.test(xml)) continue;
    const leading = /<t[^>]*>[^<]+<\/t>/.test(xml) ? " · " : "";
    zip.file(
      name,
      xml.replace(pageField, `${run(`${leading}Page `)}${field("PAGE")}${run(" of ")}${field("NUMPAGES")}`),
    );
  }
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 6 } });
}

/**
 * A DOCX from the Word parts (headings, lists, tables, images, header, footer with Page X of Y,
 * orientation). The HTML is already compact, so the converter's own minifier (half its time) is
 * skipped. The converter downloads any http(s) image it is given, so every part keeps inline
 * (data:) images only, whoever built it: an export never fetches anything (no request forgery).
 */
export async function renderWord(document: WordDocument): Promise<Buffer> {
  const page = document.landscape ? { width: a4.height, height: a4.width } : a4;
  const output = await HTMLtoDOCX(
    inlineImagesOnly(document.html),
    inlineImagesOnly(document.header),
    {
      orientation: document.landscape ? "landscape" : "portrait",
      pageSize: page,
      margins,
      title: document.title,
      creator: "Cloudoc",
      lang: "en-GB",
      font: "Arial",
      fontSize: 21,
      header: true,
      footer: true,
      pageNumber: true,
      table: { row: { cantSplit: true }, borderOptions: { size: 1, color: "9AA5B1" } },
      preprocessing: { skipHTMLMinify: true },
    },
    inlineImagesOnly(document.footer),
  );
  const buffer = Buffer.isBuffer(output)
    ? output
    : Buffer.from(output instanceof ArrayBuffer ? output : await (output as Blob).arrayBuffer());
  return pageXofY(buffer);
}
