import { inlineImagesOnly } from "./images";
import type { HeadingColours, PrintInput } from "./print";
import { fillVariables } from "./variables";

/**
 * The parts of a Word document, built from the same sanitised HTML and the same input as the
 * print page (DESIGN §7). Word has no style sheet here: heading colours and the gap marker are
 * written inline, where the DOCX converter reads them.
 */
export interface WordDocument {
  /** The body: logo, document-control block, then the document with its variables filled. */
  html: string;
  /** The page header: the filled header, or the company's name. */
  header: string;
  /** The footer line, without the page number (the converter appends "Page X of Y" fields). */
  footer: string;
  landscape: boolean;
  title: string;
}

const colourPattern = /^#[0-9a-fA-F]{3,8}$/;
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The gap marker as Word shows it: amber highlight, dark text (the print page uses a <mark>). */
const gapStyle = "background-color:#fde68a;color:#7c2d12";

function colourOf(colours: HeadingColours, level: number): string | undefined {
  const own = colours[`h${level}` as keyof HeadingColours];
  if (own && colourPattern.test(own)) return own;
  return colours.all && colourPattern.test(colours.all) ? colours.all : undefined;
}

/** Adds the company's heading colour to each h1–h6 (before any colour the heading sets itself). */
function colourHeadings(html: string, colours: HeadingColours): string {
  return html.replace(/<h([1-6])((?:\s[^>]*)?)>/g, (tag, level: string, attributes: string) => {
    const colour = colourOf(colours, Number(level));
    if (!colour) return tag;
    const styled = /\sstyle="([^"]*)"/.exec(attributes);
    if (!styled) return `<h${level}${attributes} style="color:${colour}">`;
    return `<h${level}${attributes.replace(styled[0], ` style="color:${colour};${styled[1]}"`)}>`;
  });
}

/** Adds `style` before any style a tag already has (the tag's own rules still win). */
function withStyle(html: string, tags: string, style: string): string {
  return html.replace(
    new RegExp(`<(${tags})((?:\\s[^>]*)?)>`, "g"),
    (_tag, name: string, attributes: string) => {
      const styled = /\sstyle="([^"]*)"/.exec(attributes);
      if (!styled) return `<${name}${attributes} style="${style}">`;
      return `<${name}${attributes.replace(styled[0], ` style="${style};${styled[1]}"`)}>`;
    },
  );
}

/** Table rules as the print page draws them; Word has no style sheet to take them from. */
const ruleTables = (html: string) =>
  withStyle(
    withStyle(
      withStyle(html, "table", "border-collapse:collapse;width:100%"),
      "th",
      "font-weight:bold;background-color:#f0f4f8",
    ),
    "td|th",
    "border:1px solid #9aa5b1;padding:4px 6px;vertical-align:top",
  );

/** Visible gaps: the converter keeps a span's background, not a <mark>. */
const markGaps = (html: string) =>
  html.replace(
    /<mark class="variable-missing"([^>]*)>([\s\S]*?)<\/mark>/g,
    `<span style="${gapStyle}"$1><strong>$2</strong></span>`,
  );

/** Whitespace between block tags becomes empty runs in Word; text between inline tags is kept. */
const compact = (html: string) => html.replace(/>\s*\n\s*</g, "><").trim();

/** Block tags flattened, for a one-line footer. */
const inline = (html: string) =>
  html
    .replace(/<\/?(?:p|div|h[1-6]|ul|ol|li|table|tbody|thead|tr|td|th|br)\b[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const hasControlBlock = (html: string) => html.includes('class="document-control"');

function controlBlock(control: PrintInput["control"]): string {
  const row = (label: string, value: string) => `<tr><th>${label}</th><td>${escapeHtml(value)}</td></tr>`;
  return `<table><tbody>${row("Document", control.title)}${row("Policy number", control.policyNumber)}${row("Version", control.version)}${row("Review date", control.reviewDate)}</tbody></table>`;
}

export function buildWordDocument(input: PrintInput): WordDocument {
  const body = colourHeadings(
    inlineImagesOnly(markGaps(fillVariables(input.body, input.values))),
    input.colours,
  );
  const control = hasControlBlock(body) ? "" : controlBlock(input.control);
  const logo = input.logoUrl.startsWith("data:image/")
    ? `<p><img src="${escapeHtml(input.logoUrl)}" alt="${escapeHtml(input.companyName)} logo" style="height:48pt"></p>`
    : "";
  // Header and footer too: the converter fetches any http(s) image it is given.
  const header =
    inline(inlineImagesOnly(markGaps(fillVariables(input.header, input.values)))) ||
    escapeHtml(input.companyName);
  const footer = inline(inlineImagesOnly(markGaps(fillVariables(input.footer, input.values))));
  const footerParts = [footer, escapeHtml(input.control.policyNumber)].filter((part) => part !== "");
  return {
    html: compact(
      `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(input.control.title)}</title></head><body>${ruleTables(`${logo}${control}${body}`)}</body></html>`,
    ),
    header: `<p>${header}</p>`,
    footer: `<p>${footerParts.join(" · ")}</p>`,
    landscape: input.orientation === "landscape",
    title: input.control.title,
  };
}
