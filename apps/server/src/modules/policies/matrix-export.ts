import type { MatrixFilters, MatrixPolicy, MatrixRow, MatrixStatus } from "@cloudoc/contract";
import type { PrintDocument } from "@cloudoc/documents";
import { eq } from "drizzle-orm";
import { PdfUnavailableError } from "../../platform/pdf/renderer";
import type { Platform } from "../../platform/platform";
import { companies } from "../accounts/tables";
import { exportFailed } from "../exports/files";
import type { SentFile } from "../exports/send";
import { escapeHtml, shownDateTime } from "./evidence-html";
import { acknowledgementMatrix } from "./matrix";
import { matrixStatusLabels } from "./matrix-labels";

/** The matrix's exports: every employee matching the filters, as CSV (one column per policy) or PDF. */

const percentText = (percent: number | null) => (percent === null ? "" : `${percent}%`);
const policyTitle = (policy: MatrixPolicy) =>
  policy.policyNumber ? `${policy.name} (${policy.policyNumber})` : policy.name;

/** One CSV field: quoted when needed, and never read as a formula by a spreadsheet. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
/** One CSV line (the activity export of issue 15 writes its lines with it too). */
export const csvLine = (fields: string[]) => `${fields.map(csvField).join(",")}\r\n`;

export function matrixCsv(policies: MatrixPolicy[], rows: MatrixRow[]): string {
  const header = csvLine(["Employee", "Email", "Job role", "Completion", ...policies.map(policyTitle)]);
  const lines = rows.map((row) =>
    csvLine([
      row.name,
      row.email,
      row.jobRole,
      percentText(row.percent),
      ...row.cells.map((status) => matrixStatusLabels[status]),
    ]),
  );
  const footer = csvLine(["Completion", "", "", "", ...policies.map((p) => percentText(p.percent))]);
  // The byte-order mark makes spreadsheet programs read the names as UTF-8.
  return `\ufeff${header}${lines.join("")}${footer}`;
}

const statusColours: Record<MatrixStatus, string> = {
  "not-assigned": "#ffffff",
  unread: "#f5f7fa",
  read: "#e6f0ff",
  overdue: "#fde2e1",
  reacknowledge: "#fff3c4",
  acknowledged: "#dcf5e3",
};

/** Policies a printed table carries side by side; more are printed in further tables. */
const policiesPerTable = 8;

function gridTable(policies: MatrixPolicy[], rows: MatrixRow[], offset: number) {
  const head = policies
    .map((p) => `<th>${escapeHtml(policyTitle(p))}<br>${percentText(p.percent)}</th>`)
    .join("");
  const body = rows
    .map((row) => {
      const cells = row.cells
        .slice(offset, offset + policies.length)
        .map((s) => `<td style="background:${statusColours[s]}">${matrixStatusLabels[s]}</td>`)
        .join("");
      return `<tr><td>${escapeHtml(row.name)}<br><span class="small">${percentText(row.percent)}</span></td>${cells}</tr>`;
    })
    .join("");
  return `<table><thead><tr><th>Employee</th>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

export function matrixPrint(
  companyName: string,
  matrix: { policies: MatrixPolicy[]; list: MatrixRow[]; overall: { percent: number | null } },
): PrintDocument {
  const count = Math.max(1, Math.ceil(matrix.policies.length / policiesPerTable));
  const tables = Array.from({ length: count }, (_, i) => i * policiesPerTable).map((offset) =>
    gridTable(matrix.policies.slice(offset, offset + policiesPerTable), matrix.list, offset),
  );
  const title = "Policy acknowledgement matrix";
  const css =
    "body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:8pt;color:#1f2933}h1{font-size:15pt;color:#0b5f63;margin:0 0 4pt}table{border-collapse:collapse;width:100%;margin:0 0 12pt;page-break-inside:auto}th,td{border:1px solid #9aa5b1;padding:2pt 4pt;text-align:left;vertical-align:top}th{background:#f0f4f8}tr{page-break-inside:avoid}thead{display:table-header-group}.small{color:#52606d}";
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"><title>${title}</title><style>${css}</style></head><body><h1>${title}</h1><p>${escapeHtml(companyName)} · ${escapeHtml(shownDateTime(new Date().toISOString()))} · overall ${percentText(matrix.overall.percent) || "nothing assigned"}</p>${tables.join("")}</body></html>`;
  const margin = (content: string) =>
    `<div style="font-family:Arial,sans-serif;font-size:7pt;color:#52606d;width:100%;padding:0 18mm;text-align:center">${content}</div>`;
  return {
    html,
    headerTemplate: margin(escapeHtml(`${companyName}: ${title}`)),
    footerTemplate: margin('Page <span class="pageNumber"></span> of <span class="totalPages"></span>'),
    landscape: true,
  };
}

/** POST /user/policies/acknowledgement/matrix/export. */
export async function exportMatrix(
  platform: Platform,
  companyId: string,
  input: MatrixFilters & { format: "csv" | "pdf" },
): Promise<SentFile> {
  const matrix = await acknowledgementMatrix(platform.db, companyId, input, null);
  const day = new Date().toISOString().slice(0, 10);
  if (input.format === "csv") {
    const body = Buffer.from(matrixCsv(matrix.policies, matrix.list), "utf8");
    return { body, fileName: `Policy acknowledgements ${day}.csv`, contentType: "text/csv; charset=utf-8" };
  }
  const [company] = await platform.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  try {
    const body = await platform.pdf.render(matrixPrint(company?.name ?? "", matrix));
    return { body, fileName: `Policy acknowledgements ${day}.pdf`, contentType: "application/pdf" };
  } catch (error) {
    if (error instanceof PdfUnavailableError) throw exportFailed();
    throw error;
  }
}
