import { findBusinessVariable } from "@cloudoc/contract";
import { Parser } from "htmlparser2";

/**
 * Elements that break the flow of text: their boundaries read as a space, and whitespace next to
 * them is layout, not wording.
 */
const breaking = new Set([
  "address",
  "blockquote",
  "br",
  "caption",
  "dd",
  "div",
  "dl",
  "dt",
  "figure",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "li",
  "ol",
  "p",
  "pre",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
]);

/** How one block reads (for the word-level view) and what it says (to tell changes apart). */
export interface BlockReading {
  /** Readable text, each business variable as {{Label}}, whitespace collapsed. */
  text: string;
  /**
   * The block's wording and meaningful markup with layout differences removed (whitespace,
   * entities, wrappers and attributes the editor adds, a variable's label): two blocks with the
   * same signature say the same thing.
   */
  signature: string;
}

/** Marks a breaking element's edges while a signature is built (private use, taken out of text). */
const edge = "\uE000";

const needsEscape = /[&<\uE000]/;
const escapeText = (text: string) =>
  needsEscape.test(text) ? text.replaceAll(edge, "").replace(/&/g, "&amp;").replace(/</g, "&lt;") : text;
const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * How an element counts in a signature: the editor writes the same document with different
 * wrappers and attributes (a paragraph inside each list item and table cell, column groups, cell
 * spans of 1, widths, classes), so only what changes the meaning is kept — structure (headings,
 * lists, tables, quotes), emphasis, links and images — under one name per kind (b is strong).
 * Wrappers (p, div, span, tbody …) count only as a break in the text. null: not counted.
 */
const sameAs: Record<string, string> = { b: "strong", i: "em", strike: "s", del: "s", ins: "u" };
const counted = new Set([
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "table",
  "tr",
  "td",
  "th",
  "blockquote",
  "pre",
  "strong",
  "em",
  "u",
  "s",
  "sub",
  "sup",
  "code",
  "a",
  "img",
  "hr",
  "br",
]);
const keptAttributes: Record<string, readonly string[]> = {
  a: ["href"],
  img: ["src", "alt"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan"],
};

function countedName(name: string): string | null {
  const canonical = sameAs[name] ?? name;
  return counted.has(canonical) ? canonical : null;
}

function openTag(name: string, attribs: Record<string, string>): string {
  const kept = (keptAttributes[name] ?? []).filter((key) => {
    const value = attribs[key];
    // A cell spanning one column or row is the same as one with no span.
    return (
      value !== undefined && value !== "" && !((key === "colspan" || key === "rowspan") && value === "1")
    );
  });
  const attributes = kept.map((key) => ` ${key}="${escapeAttribute(attribs[key] ?? "")}"`).join("");
  return `<${name}${attributes}>`;
}

/** A business variable's label: the library's name for it, else the label stored in the span. */
function variableLabel(key: string, stored: string): string {
  return findBusinessVariable(key)?.label ?? stored.replace(/\s+/g, " ").trim();
}

/** Reads a block of document HTML once, for both its text and its signature. */
export function readBlock(html: string): BlockReading {
  const text: string[] = [];
  const signature: string[] = [];
  // Inside a variable span: its depth of nested tags, its key and the label read so far.
  let variable: { key: string; depth: number; label: string } | null = null;
  const parser = new Parser({
    onopentag(name, attribs) {
      if (variable) {
        variable.depth += 1;
        return;
      }
      const key = attribs["data-variable"];
      if (name === "span" && key) {
        variable = { key, depth: 0, label: "" };
        return;
      }
      if (breaking.has(name)) text.push(" ");
      const kind = countedName(name);
      const tag = kind ? openTag(kind, attribs) : "";
      signature.push(breaking.has(name) ? `${edge}${tag}${edge}` : tag);
    },
    ontext(data) {
      if (variable) {
        variable.label += data;
        return;
      }
      text.push(data);
      signature.push(escapeText(data));
    },
    onclosetag(name) {
      if (variable) {
        if (variable.depth > 0) {
          variable.depth -= 1;
          return;
        }
        text.push(`{{${variableLabel(variable.key, variable.label)}}}`);
        signature.push(`{{${escapeText(variable.key)}}}`);
        variable = null;
        return;
      }
      if (breaking.has(name)) text.push(" ");
      const kind = countedName(name);
      const tag = kind ? `</${kind}>` : "";
      signature.push(breaking.has(name) ? `${edge}${tag}${edge}` : tag);
    },
  });
  parser.write(html);
  parser.end();
  return { text: collapse(text.join("")), signature: collapseSignature(signature.join("")) };
}

/** Whitespace that is not a single plain space: matching only these keeps the replace cheap. */
const untidySpace = /\s{2,}|[^\S ]/g;
const collapse = (text: string) => text.replace(untidySpace, " ").trim();

/** Whitespace runs read as one space; around a breaking element (marked by `edge`) as none. */
const collapseSignature = (signature: string) =>
  signature
    .split(edge)
    .map((piece) => collapse(piece))
    .join("");

/**
 * The readable text of a block of document HTML: business variables shown as {{Label}} (so a
 * document compares its variables, not their values), entities decoded, whitespace collapsed.
 */
export function blockText(html: string): string {
  return readBlock(html).text;
}
