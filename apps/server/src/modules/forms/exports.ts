import {
  type AnsweredField,
  isAnswered,
  type SubmissionListRequest,
  ukToday,
  type WebFormField,
} from "@cloudoc/contract";
import type { PrintDocument } from "@cloudoc/documents";
import { eq } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import { PdfUnavailableError } from "../../platform/pdf/renderer";
import type { Platform } from "../../platform/platform";
import { companies } from "../accounts/tables";
import { exportFailed, safeFileName } from "../exports/files";
import type { SentFile } from "../exports/send";
import { escapeHtml, shownDateTime } from "../policies/evidence-html";
import { csvLine } from "../policies/matrix-export";
import { answerText } from "./answer-text";
import { findSubmission, isFile, shown, submissionRows, toSummary } from "./completions";
import { findForm, formVersions } from "./queries";
import type { StoredAnswer, StoredFileAnswer } from "./tables";

/** A submission as PDF (the warm Chromium renderer) and a form's submissions as CSV (decision 030). */

/** The most submissions one CSV holds; narrow the dates for more. */
export const maxExportedSubmissions = 20_000;

/** The columns: each question of the newest version, then those only older versions asked. */
function columnsOf(versions: readonly (readonly WebFormField[])[]): AnsweredField[] {
  const columns = new Map<string, AnsweredField>();
  for (const fields of versions)
    for (const field of fields.filter(isAnswered)) if (!columns.has(field.id)) columns.set(field.id, field);
  return [...columns.values()];
}

/** POST /user/forms/submissions/csv */
export async function submissionsCsv(
  platform: Platform,
  actor: CompanyActor,
  filter: Omit<SubmissionListRequest, "skip" | "limit">,
): Promise<SentFile> {
  const form = await findForm(platform.db, actor.companyId, filter.formId);
  const rows = await submissionRows(platform.db, actor.companyId, filter, {
    skip: 0,
    limit: maxExportedSubmissions,
  });
  const versions = await formVersions(platform.db, form);
  const columns = columnsOf(versions.map((version) => version.fields));
  const header = [
    "Submitted (UK time)",
    "Submitted by",
    "Public link",
    "Version",
    ...columns.map((field) => field.label),
  ];
  const lines = rows.map(({ row, version }) => {
    const summary = toSummary(row, version);
    const answers = columns.map((field) => answerText(field, shownOf(row.answers[field.id])));
    return csvLine([
      shownDateTime(summary.createdAt),
      summary.submittedBy,
      summary.public ? "Yes" : "No",
      String(version),
      ...answers,
    ]);
  });
  // The byte-order mark makes spreadsheet programs read the answers as UTF-8.
  return {
    body: Buffer.from(`\ufeff${csvLine(header)}${lines.join("")}`, "utf8"),
    fileName: safeFileName(`${form.title} submissions ${ukToday()}`, "csv"),
    contentType: "text/csv; charset=utf-8",
  };
}

const shownOf = (answer: StoredAnswer | undefined) => (answer === undefined ? undefined : shown(answer));

const css = [
  "body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:10pt;color:#1f2933;margin:0}",
  "h1{font-size:18pt;margin:0 0 4pt;color:#0b5f63}h2{font-size:12pt;margin:14pt 0 6pt;color:#0b5f63}",
  "table{border-collapse:collapse;width:100%;margin:6pt 0}th,td{border:1px solid #9aa5b1;padding:4pt 6pt;text-align:left;vertical-align:top}",
  "th{background:#f0f4f8;width:40%}tr{page-break-inside:avoid}.help{color:#52606d}img{max-width:100%;max-height:60mm}",
].join("");
const noNetwork = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`;

/** An image answer inline (the printer loads nothing from the network); a PDF is named only. */
async function imageOf(platform: Platform, file: StoredFileAnswer): Promise<string | undefined> {
  if (!file.contentType.startsWith("image/")) return undefined;
  const stream = await platform.storage.get(file.storageKey);
  if (!stream) return undefined;
  const bytes = Buffer.concat((await stream.toArray()) as Buffer[]);
  return `<img src="data:${file.contentType};base64,${bytes.toString("base64")}" alt="${escapeHtml(file.fileName)}">`;
}

async function fieldHtml(
  platform: Platform,
  field: WebFormField,
  answer: StoredAnswer | undefined,
): Promise<string> {
  if (field.type === "heading") return `</tbody></table><h2>${escapeHtml(field.label)}</h2><table><tbody>`;
  if (field.type === "helpText")
    return `<tr><td colspan="2" class="help">${escapeHtml(field.label)}</td></tr>`;
  const image = answer !== undefined && isFile(answer) ? await imageOf(platform, answer) : undefined;
  const shown = image ?? escapeHtml(answerText(field, shownOf(answer)) || "—");
  return `<tr><th>${escapeHtml(field.label)}</th><td>${shown}</td></tr>`;
}

/** POST /user/forms/submission/pdf */
export async function submissionPdf(platform: Platform, actor: CompanyActor, id: string): Promise<SentFile> {
  const { row, version, title } = await findSubmission(platform.db, actor.companyId, id);
  const [company] = await platform.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const summary = toSummary(row, version.version);
  const rowsHtml = await Promise.all(
    version.fields.map((field) => fieldHtml(platform, field, row.answers[field.id])),
  );
  const body = `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(company?.name ?? "")}</p>
<table><tbody><tr><th>Submitted by</th><td>${escapeHtml(summary.submittedBy)}</td></tr>
<tr><th>Submitted</th><td>${escapeHtml(shownDateTime(summary.createdAt))} (UK time)</td></tr>
<tr><th>Form version</th><td>${version.version}</td></tr><tr><th>Reference</th><td>${escapeHtml(row.id)}</td></tr></tbody></table>
<table><tbody>${rowsHtml.join("")}</tbody></table>`;
  const margin = (content: string) =>
    `<div style="font-family:Arial,sans-serif;font-size:8pt;color:#52606d;width:100%;padding:0 18mm;text-align:center">${content}</div>`;
  const document: PrintDocument = {
    html: `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">${noNetwork}<title>${escapeHtml(title)}</title><style>${css}</style></head><body>${body}</body></html>`,
    headerTemplate: margin(escapeHtml(title)),
    footerTemplate: margin('Page <span class="pageNumber"></span> of <span class="totalPages"></span>'),
    landscape: false,
  };
  try {
    const pdf = await platform.pdf.render(document);
    return {
      body: pdf,
      fileName: safeFileName(`${title} ${ukToday()}`, "pdf"),
      contentType: "application/pdf",
    };
  } catch (error) {
    if (error instanceof PdfUnavailableError) throw exportFailed();
    throw error;
  }
}
