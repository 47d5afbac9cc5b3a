import { cqcQualityStatements, cqcRegulations } from "./cqc";
import { englandRegulations } from "./documents/england-regulations";
import type { DocumentTemplate } from "./types";

/**
 * The "Inspection framework" and "Change log" sections of the English adult-care documents. The
 * CQC mapping is data (`cqcStatements` on the document and `englandRegulations`), and the
 * section is written from it, so the text and the data cannot drift apart.
 */
export const frameworkHeading = "<h2>Inspection framework</h2>";
export const changeLogHeading = "<h2>Change log</h2>";

const keyQuestionNames = {
  safe: "Safe",
  effective: "Effective",
  caring: "Caring",
  responsive: "Responsive",
  "well-led": "Well-led",
} as const;

/** English adult-care policies and procedures carry a CQC mapping written from the data. */
export function hasEnglandFramework(doc: DocumentTemplate): boolean {
  return doc.nation === "england" && doc.audience === "adult" && doc.kind !== "form";
}

/** The section for one English adult-care document, from its statements and regulations. */
export function englandFrameworkSection(doc: DocumentTemplate): string {
  const statements = (doc.cqcStatements ?? []).map((id) => {
    const statement = cqcQualityStatements.find((s) => s.id === id);
    if (!statement) throw new Error(`${doc.policyNumber}: unknown quality statement ${id}`);
    return `<li><strong>${keyQuestionNames[statement.keyQuestion]}:</strong> ${statement.name} (${id})</li>`;
  });
  const ids = englandRegulations[doc.policyNumber] ?? [];
  const regulations = cqcRegulations
    .filter((r) => ids.includes(r.id))
    .map((r) => `<li>Regulation ${r.id}: ${r.name}</li>`);
  if (statements.length === 0 || regulations.length !== ids.length || ids.length === 0)
    throw new Error(`${doc.policyNumber}: CQC statements or regulations missing or unknown`);
  return [
    frameworkHeading,
    "<p>This document gives evidence for these quality statements of CQC's single assessment framework:</p>",
    `<ul>${statements.join("")}</ul>`,
    "<p>It helps meet these regulations of the Health and Social Care Act 2008 (Regulated Activities) Regulations 2014:</p>",
    `<ul>${regulations.join("")}</ul>`,
  ].join("\n");
}

/** A change log with its first entry; later entries are added by the provider as it edits. */
export function changeLogSection(firstEntry: string): string {
  return [
    changeLogHeading,
    '<table><thead><tr><th>Version</th><th>Date</th><th>What changed</th><th>Approved by</th></tr></thead><tbody><tr><td><span data-variable="version">Version</span></td><td><span data-variable="date">Date</span></td>' +
      `<td>${firstEntry}</td><td><span data-variable="registered.manager">Registered manager</span></td></tr></tbody></table>`,
  ].join("\n");
}

/** The text of a heading's section, from the heading to the next h2 or the end. */
export function sectionBounds(html: string, heading: string): [number, number] | null {
  const start = html.indexOf(heading);
  if (start === -1) return null;
  const next = html.indexOf("<h2>", start + heading.length);
  return [start, next === -1 ? html.length : next];
}

/**
 * The template with its framework section rewritten from the data (English adult-care policies
 * and procedures), placed after Related policies and before the change log.
 */
export function syncFramework(html: string, doc: DocumentTemplate): string {
  if (!hasEnglandFramework(doc)) return html;
  const bounds = sectionBounds(html, frameworkHeading);
  const rest = bounds ? html.slice(0, bounds[0]) + html.slice(bounds[1]) : html;
  const log = rest.indexOf(changeLogHeading);
  const at = log === -1 ? rest.trimEnd().length : log;
  const before = rest.slice(0, at).trimEnd();
  const after = rest.slice(at);
  return `${before}\n${englandFrameworkSection(doc)}\n${after.length > 0 ? after : ""}`;
}
