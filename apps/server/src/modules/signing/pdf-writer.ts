import { shownDate } from "@cloudoc/contract";
import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/**
 * A small flowing writer over pdf-lib for the pages the platform adds to a signed PDF (the
 * signature page and the certificate): A4 pages, a cursor that wraps text and starts a new page
 * when the next block would not fit.
 */

export const a4 = { width: 595.28, height: 841.89 } as const;
export const margin = 56;
export const textWidth = a4.width - 2 * margin;
export const ink = rgb(0.1, 0.12, 0.16);
export const muted = rgb(0.38, 0.42, 0.48);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
  /** The closest a standard font comes to handwriting: a typed signature is drawn in it. */
  script: PDFFont;
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  const [regular, bold, mono, script] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.Courier),
    doc.embedFont(StandardFonts.TimesRomanBoldItalic),
  ]);
  return { regular, bold, mono, script };
}

/**
 * Text a standard font can draw: line breaks become spaces and characters outside its set
 * (WinAnsi) become "?", so a name in another script never stops the seal.
 */
export function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, " ")]
    .map((character) => (known.has(character.codePointAt(0) ?? 0) ? character : "?"))
    .join("");
}

/** Splits text into lines no wider than `width`, breaking long words too (a user agent). */
export function wrapped(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line)) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A moment as the product shows it, to the second, in UTC: 26/11/2026 09:12:03 UTC. */
export function shownMoment(at: Date): string {
  const iso = at.toISOString();
  return `${shownDate(iso.slice(0, 10))} ${iso.slice(11, 19)} UTC`;
}

export interface TextStyle {
  font?: PDFFont;
  size?: number;
  color?: ReturnType<typeof rgb>;
  indent?: number;
}

export interface PageWriter {
  readonly fonts: Fonts;
  page(): PDFPage;
  /** Where the next line's top is. */
  y(): number;
  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): void;
  text(text: string, style?: TextStyle): void;
  space(height: number): void;
  rule(): void;
}

export function pageWriter(doc: PDFDocument, fonts: Fonts): PageWriter {
  let current = doc.addPage([a4.width, a4.height]);
  let y = a4.height - margin;
  const ensure = (height: number) => {
    if (y - height >= margin) return;
    current = doc.addPage([a4.width, a4.height]);
    y = a4.height - margin;
  };
  return {
    fonts,
    page: () => current,
    y: () => y,
    ensure,
    text(text, { font = fonts.regular, size = 10, color = ink, indent = 0 } = {}) {
      const leading = size * 1.35;
      for (const line of wrapped(font, size, drawable(font, text), textWidth - indent)) {
        ensure(leading);
        y -= leading;
        current.drawText(line, { x: margin + indent, y: y + (leading - size), size, font, color });
      }
    },
    space(height) {
      y -= height;
    },
    rule() {
      ensure(8);
      y -= 4;
      current.drawLine({
        start: { x: margin, y },
        end: { x: a4.width - margin, y },
        thickness: 0.5,
        color: muted,
      });
      y -= 4;
    },
  };
}
