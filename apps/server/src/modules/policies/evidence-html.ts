import type { Acknowledgement } from "@cloudoc/contract";
import type { PrintDocument } from "@cloudoc/documents";

/** The printed evidence: a certificate per acknowledgement and a pack per policy (plain HTML, no images). */

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const ukDateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

/** DD/MM/YYYY, HH:MM:SS UK time (with the UTC instant alongside where it matters). */
export const shownDateTime = (iso: string) => ukDateTime.format(new Date(iso));

const css = [
  "body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:10pt;color:#1f2933;margin:0}",
  "h1{font-size:18pt;margin:0 0 4pt;color:#0b5f63}h2{font-size:12pt;margin:14pt 0 6pt}",
  "table{border-collapse:collapse;width:100%;margin:6pt 0}th,td{border:1px solid #9aa5b1;padding:4pt 6pt;text-align:left;vertical-align:top}",
  "th{background:#f0f4f8}.facts th{width:30%}.hash{font-family:'DejaVu Sans Mono',monospace;font-size:7.5pt;word-break:break-all}",
  ".small{font-size:8pt;color:#52606d}.seal{border:2pt solid #0b5f63;padding:10pt;margin-top:14pt}",
  "tr{page-break-inside:avoid}",
].join("");

const noNetwork = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`;

export function page(title: string, body: string, landscape = false): PrintDocument {
  const margin = (content: string) =>
    `<div style="font-family:Arial,sans-serif;font-size:8pt;color:#52606d;width:100%;padding:0 18mm;text-align:center">${content}</div>`;
  return {
    html: `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">${noNetwork}<title>${escapeHtml(title)}</title><style>${css}</style></head><body>${body}</body></html>`,
    headerTemplate: margin(escapeHtml(title)),
    footerTemplate: margin('Page <span class="pageNumber"></span> of <span class="totalPages"></span>'),
    landscape,
  };
}

const row = (label: string, value: string, className = "") =>
  `<tr><th>${escapeHtml(label)}</th><td${className ? ` class="${className}"` : ""}>${escapeHtml(value)}</td></tr>`;

const quizText = (ack: Pick<Acknowledgement, "quizScore" | "quizTotal">) =>
  ack.quizScore === null || ack.quizTotal === null
    ? "No quiz required"
    : `${ack.quizScore} of ${ack.quizTotal}`;

/** The certificate of one acknowledgement. */
export function certificateDocument(
  companyName: string,
  ack: Acknowledgement,
  issuedAt: string,
): PrintDocument {
  const body = `<h1>Policy acknowledgement certificate</h1>
<p>${escapeHtml(companyName)}</p>
<table class="facts"><tbody>
${row("Employee", ack.employeeName)}${row("Email", ack.email)}${row("Name typed", ack.typedName)}
${row("Policy", ack.policyName)}${row("Policy number", ack.policyNumber || "—")}${row("Version", String(ack.version))}
${row("Content SHA-256", ack.contentHash, "hash")}
${row("Acknowledged", `${shownDateTime(ack.acknowledgedAt)} (UK time); ${ack.acknowledgedAt} UTC`)}
${row("IP address", ack.ip ?? "not recorded")}${row("Device", ack.userAgent ?? "not recorded")}
${row("Quiz", quizText(ack))}
</tbody></table>
<div class="seal"><p>${escapeHtml(ack.employeeName)} confirmed that they have read and understood version ${ack.version} of
“${escapeHtml(ack.policyName)}”, whose content had the SHA-256 fingerprint shown above.</p>
<p class="small">Certificate ${escapeHtml(ack._id)}, issued ${escapeHtml(shownDateTime(issuedAt))} by Cloudoc from the
append-only acknowledgement record.</p></div>`;
  return page(`Acknowledgement: ${ack.policyName}`, body);
}

export interface OutstandingEmployee {
  name: string;
  email: string;
  dueDate: string;
  status: string;
}

export interface PackFacts {
  companyName: string;
  policyName: string;
  policyNumber: string;
  version: number;
  ackFromVersion: number;
  generatedAt: string;
  keyId: string;
}

function acknowledgementRows(list: Acknowledgement[]) {
  if (list.length === 0) return `<tr><td colspan="7">No acknowledgements yet.</td></tr>`;
  return list
    .map(
      (ack) =>
        `<tr><td>${escapeHtml(ack.employeeName)}<br><span class="small">${escapeHtml(ack.email)}</span></td><td>${escapeHtml(shownDateTime(ack.acknowledgedAt))}</td><td>${ack.version}${ack.current ? "" : " (superseded)"}</td><td class="hash">${escapeHtml(ack.contentHash)}</td><td>${escapeHtml(ack.typedName)}</td><td>${escapeHtml(ack.ip ?? "")}</td><td>${escapeHtml(quizText(ack))}</td></tr>`,
    )
    .join("");
}

function outstandingRows(list: OutstandingEmployee[]) {
  if (list.length === 0)
    return `<tr><td colspan="4">Everyone assigned has acknowledged the current version.</td></tr>`;
  return list
    .map(
      (o) =>
        `<tr><td>${escapeHtml(o.name)}</td><td>${escapeHtml(o.email)}</td><td>${escapeHtml(o.dueDate)}</td><td>${escapeHtml(o.status)}</td></tr>`,
    )
    .join("");
}

/** The evidence pack of one policy: every acknowledgement (who, when, which version, hash) and who is outstanding. */
export function packDocument(
  facts: PackFacts,
  acks: Acknowledgement[],
  outstanding: OutstandingEmployee[],
): PrintDocument {
  const body = `<h1>Evidence pack: ${escapeHtml(facts.policyName)}</h1>
<table class="facts"><tbody>
${row("Organisation", facts.companyName)}${row("Policy number", facts.policyNumber || "—")}
${row("Current version", String(facts.version))}
${row("Acknowledgements count from version", String(facts.ackFromVersion))}
${row("Generated", `${shownDateTime(facts.generatedAt)} (UK time); ${facts.generatedAt} UTC`)}
${row("Signing key", `Ed25519, key id ${facts.keyId}`)}
</tbody></table>
<h2>Acknowledgements (${acks.length})</h2>
<table><thead><tr><th>Employee</th><th>When (UK)</th><th>Version</th><th>Content SHA-256</th><th>Name typed</th><th>IP</th><th>Quiz</th></tr></thead>
<tbody>${acknowledgementRows(acks)}</tbody></table>
<h2>Not yet acknowledged (${outstanding.length})</h2>
<table><thead><tr><th>Employee</th><th>Email</th><th>Due</th><th>Status</th></tr></thead><tbody>${outstandingRows(outstanding)}</tbody></table>
<p class="small">This pack is signed: the signature file beside it signs this PDF's SHA-256 with the platform's key
(see VERIFY.txt). Any change to the PDF makes the signature fail.</p>`;
  return page(`Evidence pack: ${facts.policyName}`, body, true);
}
