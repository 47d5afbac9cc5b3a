import { businessVariables, findBusinessVariable, isAbsent } from "@cloudoc/contract";
import dayjs from "dayjs";

/**
 * Pure rules of the document editor: the HTML its custom nodes stand for (the server's sanitiser
 * keeps exactly this), the save dialog's defaults and the variables panel's search.
 */

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

/** A business variable as document HTML (DESIGN §7): `<span data-variable="key">Label</span>`. */
export function variableHtml(key: string, label: string): string {
  return `<span data-variable="${escapeAttribute(key)}">${escapeText(label)}</span>`;
}

/** The label a variable chip shows: the catalogue's, else what the document carried. */
export function variableLabel(key: string, stored = ""): string {
  return findBusinessVariable(key)?.label ?? (stored.trim() || key);
}

/** A page break as document HTML; print CSS (`.page-break`) starts a new page after it. */
export const pageBreakHtml = '<div class="page-break" data-type="page-break"></div>';

/** The save dialog's defaults (spec 001 §4, §9): the next version and a review one year ahead. */
export interface SaveDefaults {
  nextVersion: number;
  /** DD/MM/YYYY, as the product shows dates. */
  reviewDate: string;
}

export function saveDefaults(loadedVersion: number, today: Date = new Date()): SaveDefaults {
  return {
    nextVersion: loadedVersion + 1,
    reviewDate: dayjs(today).add(1, "year").format("DD/MM/YYYY"),
  };
}

/** A DD/MM/YYYY date that exists and is not in the past (the server checks the same). */
export function reviewDateProblem(value: string, today: Date = new Date()): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return "Enter the review date as DD/MM/YYYY";
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return "That date does not exist";
  }
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  if (date < start) return "The review date cannot be in the past";
  return undefined;
}

/** One row of the variables panel. */
export interface VariableRow {
  key: string;
  label: string;
  /** The current value, or undefined when missing. */
  value: string | undefined;
}

/** The variables panel: every business variable matching the search (label, key or value). */
export function variableRows(values: Readonly<Record<string, string>>, search: string): VariableRow[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return businessVariables
    .map((variable) => {
      const value = values[variable.key];
      return { key: variable.key, label: variable.label, value: isAbsent(value) ? undefined : value };
    })
    .filter((row) => {
      const haystack = `${row.label} ${row.key} ${row.value ?? ""}`.toLowerCase();
      return words.every((word) => haystack.includes(word));
    });
}

/** "Draft saved 14:05": the autosave's note, in the user's local time. */
export const draftSavedText = (at: Date) => `Draft saved ${dayjs(at).format("HH:mm")}`;

/** How long unsaved changes wait before a draft is written. */
export const draftDelayMs = 30_000;

/** A link the sanitiser keeps: http(s), mailto: or tel:. */
export function linkProblem(value: string): string | undefined {
  const text = value.trim();
  if (!text) return "Enter the link address";
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s()-]+)$/i.test(text)
    ? undefined
    : "Use an address starting https://, http://, mailto: or tel:";
}

/** The picture types the sanitiser keeps inline, and the largest picture the editor inserts. */
export const imageTypes = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export const maxImageBytes = 500 * 1024;

/**
 * A picture to insert: a PNG, JPEG, GIF or WebP file small enough to travel inside the document.
 * Pictures are carried inline (data:), never linked from another site: exports never fetch from
 * the network and the server refuses linked images (messages.remoteImageRefused).
 */
export function imageFileProblem(file: { type: string; size: number } | null): string | undefined {
  if (!file) return "Choose a picture";
  if (!(imageTypes as readonly string[]).includes(file.type))
    return "Choose a PNG, JPEG, GIF or WebP picture";
  if (file.size > maxImageBytes) return "Choose a picture of at most 500 KB";
  return undefined;
}
