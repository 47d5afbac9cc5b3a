import { findBusinessVariable, isAbsent } from "@cloudoc/contract";
import { Parser } from "htmlparser2";

/** A business variable's value for one company and document; absent values are gaps. */
export type VariableValues = Readonly<Record<string, string | null | undefined>>;

const variableSpan = /<span data-variable="([^"]+)"(?: [^>]*)?>([\s\S]*?)<\/span>/g;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The variable keys a document uses, in order of first use, each once. */
export function variablesIn(html: string): string[] {
  const keys: string[] = [];
  const parser = new Parser({
    onopentag(_name, attribs) {
      const key = attribs["data-variable"];
      if (key && !keys.includes(key)) keys.push(key);
    },
  });
  parser.write(html);
  parser.end();
  return keys;
}

/** The keys a document uses that have no value (spec 000 §5 absent rule). */
export function missingVariables(html: string, values: VariableValues): string[] {
  return variablesIn(html).filter((key) => isAbsent(values[key]));
}

export interface RenderOptions {
  /** How a gap reads; by default "[Label missing]". */
  gapText?: (label: string) => string;
}

/** A value that is an inline raster image (a logo or signature read from the company's storage). */
const imageValue = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/;

/**
 * Replaces each variable with the company's value, escaped as text, or shown as the image when
 * the value is an inline image. A missing value becomes a visible gap marker, so a reader (and
 * the exporter) sees what still needs filling in.
 */
export function fillVariables(html: string, values: VariableValues, options: RenderOptions = {}): string {
  const gapText = options.gapText ?? ((label: string) => `[${label} missing]`);
  return html.replace(variableSpan, (_match, key: string, innerLabel: string) => {
    const value = values[key];
    const label = findBusinessVariable(key)?.label ?? innerLabel.replace(/<[^>]*>/g, "");
    if (typeof value === "string" && imageValue.test(value))
      return `<img class="variable-image" data-variable="${escapeHtml(key)}" src="${value}" alt="${escapeHtml(label)}">`;
    if (!isAbsent(value))
      return `<span class="variable-value" data-variable="${escapeHtml(key)}">${escapeHtml(String(value))}</span>`;
    return `<mark class="variable-missing" data-variable="${escapeHtml(key)}">${escapeHtml(gapText(label))}</mark>`;
  });
}
