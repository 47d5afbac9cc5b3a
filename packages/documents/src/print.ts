import { inlineImagesOnly } from "./images";
import { fillVariables, type VariableValues } from "./variables";

/** Heading colours from the company's document settings (spec 000 §3: h1–h6 plus `all`). */
export type HeadingColours = Partial<Record<"all" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6", string>>;

export type Orientation = "potrait" | "landscape";

export interface DocumentControl {
  title: string;
  policyNumber: string;
  version: string;
  reviewDate: string;
}

export interface PrintInput {
  /** Sanitised document body, with its variable spans. */
  body: string;
  /** Header and footer content (sanitised HTML, may hold variables). */
  header: string;
  footer: string;
  values: VariableValues;
  control: DocumentControl;
  orientation: Orientation;
  colours: HeadingColours;
  /** The company's logo as a URL the renderer can load (e.g. a data: URL), or empty. */
  logoUrl: string;
  companyName: string;
  /** The document template of the company's settings: classic (default), modern or compact. */
  template?: string;
}

export interface PrintDocument {
  /** The whole page to print. */
  html: string;
  /** Chromium header and footer templates; the footer carries "Page X of Y". */
  headerTemplate: string;
  footerTemplate: string;
  landscape: boolean;
}

const colourPattern = /^#[0-9a-fA-F]{3,8}$/;
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function headingCss(colours: HeadingColours): string {
  const rules: string[] = [];
  const all = colours.all && colourPattern.test(colours.all) ? colours.all : undefined;
  for (const level of ["h1", "h2", "h3", "h4", "h5", "h6"] as const) {
    const colour = colours[level] && colourPattern.test(colours[level] ?? "") ? colours[level] : all;
    if (colour) rules.push(`${level}{color:${colour}}`);
  }
  return rules.join("");
}

const baseCss = [
  "@page{margin:28mm 18mm 22mm 18mm}",
  "body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:10.5pt;line-height:1.45;color:#1f2933;margin:0}",
  "h1{font-size:20pt;margin:0 0 10pt}h2{font-size:14pt;margin:16pt 0 6pt;page-break-after:avoid}h3{font-size:12pt;margin:12pt 0 4pt}",
  "p,li{orphans:3;widows:3}table{border-collapse:collapse;width:100%;margin:8pt 0}td,th{border:1px solid #9aa5b1;padding:4pt 6pt;vertical-align:top;text-align:left}",
  "tr{page-break-inside:avoid}.page-break{page-break-after:always}",
  ".document-control{margin:0 0 14pt}.document-control th{width:30%;background:#f0f4f8}",
  ".print-logo{max-height:48pt;max-width:160pt;margin-bottom:10pt}",
  "mark.variable-missing{background:#fde68a;color:#7c2d12;padding:0 2pt;border:1px dashed #b45309}",
].join("");

/**
 * The document templates of the settings (profile): classic has a ruled title under the logo;
 * modern a coloured band behind the title and wider side margins; compact smaller type and spacing.
 */
function templateCss(template: string | undefined, colours: HeadingColours): string {
  const accent = [colours.h1, colours.all].find((c) => c && colourPattern.test(c)) ?? "#0b5f63";
  if (template === "modern")
    return `body{padding:0 6mm}h1{background:${accent};color:#fff;padding:8pt 10pt;border-radius:3pt}`;
  if (template === "compact")
    return "body{font-size:9pt;line-height:1.3}h1{font-size:16pt;margin:0 0 6pt}h2{font-size:12pt;margin:10pt 0 4pt}h3{font-size:10.5pt;margin:8pt 0 3pt}td,th{padding:2pt 4pt}";
  return `h1{border-bottom:1.5pt solid ${accent};padding-bottom:4pt}`;
}

/**
 * The printed page allows nothing but inline images and its own styles, whichever browser shows
 * it (the PDF renderer also aborts every request and resolves no host).
 */
const noNetwork = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:">`;

/** The document-control block every printed document starts with. */
function controlBlock(control: DocumentControl): string {
  const row = (label: string, value: string) => `<tr><th>${label}</th><td>${escapeHtml(value)}</td></tr>`;
  return `<div class="document-control"><table><tbody>${row("Document", control.title)}${row("Policy number", control.policyNumber)}${row("Version", control.version)}${row("Review date", control.reviewDate)}</tbody></table></div>`;
}

/** Templates are printed in a separate context by Chromium: they need their own inline styles. */
function marginTemplate(content: string, align: "left" | "center"): string {
  return `<div style="font-family:Arial,sans-serif;font-size:8pt;color:#52606d;width:100%;padding:0 18mm;text-align:${align}">${content}</div>`;
}

/**
 * Builds the print page for one document version (DESIGN §7): the company's logo, heading colours,
 * header and footer with variables filled, orientation, `Page X of Y`, and a document-control
 * block. A body that already carries its own control block keeps it; one is added otherwise.
 */
export function buildPrintDocument(input: PrintInput): PrintDocument {
  // Only inline images: the printer loads nothing from the network (the renderer blocks it too).
  const body = inlineImagesOnly(fillVariables(input.body, input.values));
  const hasControl = body.includes('class="document-control"');
  const logo = input.logoUrl
    ? `<img class="print-logo" src="${escapeHtml(input.logoUrl)}" alt="${escapeHtml(input.companyName)} logo">`
    : "";
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">${noNetwork}<title>${escapeHtml(input.control.title)}</title><style>${baseCss}${headingCss(input.colours)}${templateCss(input.template, input.colours)}</style></head><body>${logo}${hasControl ? "" : controlBlock(input.control)}${body}</body></html>`;
  const header = inlineImagesOnly(fillVariables(input.header, input.values));
  const footer = inlineImagesOnly(fillVariables(input.footer, input.values));
  const pageNumbers = 'Page <span class="pageNumber"></span> of <span class="totalPages"></span>';
  return {
    html,
    headerTemplate: marginTemplate(header || escapeHtml(input.companyName), "left"),
    footerTemplate: marginTemplate(
      [footer, escapeHtml(input.control.policyNumber), pageNumbers]
        .filter((part) => part !== "")
        .join(" &nbsp;·&nbsp; "),
      "center",
    ),
    landscape: input.orientation === "landscape",
  };
}
