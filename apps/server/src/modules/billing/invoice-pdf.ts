import {
  billingMessages,
  formatPounds,
  type InvoiceDetails,
  type InvoiceParty,
  toPence,
  twoDigits,
} from "@cloudoc/contract";
import type { PrintDocument } from "@cloudoc/documents";
import type { Executor } from "../../platform/db/client";
import { AppError } from "../../platform/envelope";
import { type PdfRenderer, PdfUnavailableError } from "../../platform/pdf/renderer";
import type { SentFile } from "../exports/send";
import { invoiceDetails } from "./invoices";

/**
 * The invoice as a PDF (issue 22): plain HTML built here from the invoice's details, every value
 * escaped, printed by the same warm Chromium as document exports (platform/pdf).
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const pounds = (amount: number) => escapeHtml(formatPounds(toPence(amount)));
const day = (iso: string) => {
  const date = new Date(iso);
  return `${twoDigits(date.getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
};

/** How the invoice was settled: by card, or nothing charged (a coupon took off everything). */
function settled(invoice: InvoiceDetails): string {
  if (invoice.total === 0) return "Nothing was charged.";
  return invoice.paidAt ? `Paid by card on ${day(invoice.paidAt)}.` : "Paid by card.";
}

function party(title: string, who: InvoiceParty): string {
  const lines = [
    `<strong>${escapeHtml(who.name)}</strong>`,
    ...who.address.map(escapeHtml),
    who.email && `Email: ${escapeHtml(who.email)}`,
    who.phone && `Phone: ${escapeHtml(who.phone)}`,
    who.vatNumber && `VAT number: ${escapeHtml(who.vatNumber)}`,
    who.companyNumber && `Company number: ${escapeHtml(who.companyNumber)}`,
  ].filter(Boolean);
  return `<div class="party"><h2>${title}</h2><p>${lines.join("<br>")}</p></div>`;
}

function totalsRows(invoice: InvoiceDetails): string {
  const row = (label: string, amount: string, strong = false) =>
    `<tr${strong ? ' class="grand"' : ""}><th>${label}</th><td>${amount}</td></tr>`;
  return [
    row("Subtotal", pounds(invoice.subtotal)),
    invoice.offerDiscount > 0 ? row("Offer discount", `−${pounds(invoice.offerDiscount)}`) : "",
    invoice.couponDiscount > 0
      ? row(`Coupon ${escapeHtml(invoice.couponCode ?? "")}`, `−${pounds(invoice.couponDiscount)}`)
      : "",
    row("Net (excluding VAT)", pounds(invoice.net)),
    row(`VAT at ${invoice.vatRatePercent}%`, pounds(invoice.vat)),
    row("Total paid", pounds(invoice.total), true),
    invoice.refunded > 0 ? row("Refunded", `−${pounds(invoice.refunded)}`) : "",
  ].join("");
}

const css = `
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 10.5pt; color: #1d2733; }
h1 { font-size: 20pt; margin: 0 0 4mm; color: #0b5f63; }
h2 { font-size: 10pt; text-transform: uppercase; letter-spacing: .04em; color: #51606f; margin: 0 0 2mm; }
.meta td { padding: 0 6mm 1mm 0; }
.parties { display: flex; gap: 12mm; margin: 8mm 0; }
.party { flex: 1; }
table.lines { width: 100%; border-collapse: collapse; margin-top: 4mm; }
table.lines th, table.lines td { text-align: left; padding: 2mm; border-bottom: 1px solid #d5dde5; }
table.lines td.amount, table.lines th.amount { text-align: right; }
table.totals { margin: 6mm 0 0 auto; border-collapse: collapse; }
table.totals th { text-align: left; font-weight: normal; padding: 1mm 8mm 1mm 0; }
table.totals td { text-align: right; padding: 1mm 0; }
table.totals tr.grand th, table.totals tr.grand td { font-weight: bold; border-top: 2px solid #1d2733; padding-top: 2mm; }
.note { margin-top: 10mm; color: #51606f; font-size: 9pt; }`;

/** The invoice's printable page. */
export function invoiceDocument(invoice: InvoiceDetails): PrintDocument {
  const lines = invoice.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}<br><small>${escapeHtml(line.detail)}</small></td><td class="amount">${pounds(line.listPrice)}</td><td class="amount">${line.discount > 0 ? `−${pounds(line.discount)}` : ""}</td><td class="amount">${pounds(line.price)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(invoice.invoiceNumber)}</title><style>${css}</style></head><body>
<h1>Invoice ${escapeHtml(invoice.invoiceNumber)}</h1>
<table class="meta"><tr><td>Invoice date</td><td>${day(invoice.issuedAt)}</td></tr><tr><td>Order</td><td>${escapeHtml(invoice.orderNumber)}</td></tr><tr><td>Status</td><td>${escapeHtml(invoice.status)}</td></tr></table>
<div class="parties">${party("From", invoice.parties.seller)}${party("Bill to", invoice.parties.buyer)}</div>
<table class="lines"><thead><tr><th>Item</th><th class="amount">Price</th><th class="amount">Offer</th><th class="amount">Amount</th></tr></thead><tbody>${lines}</tbody></table>
<table class="totals">${totalsRows(invoice)}</table>
<p class="note">Prices include VAT. ${settled(invoice)} Thank you for your custom.</p>
</body></html>`;
  const margin = (text: string) =>
    `<div style="font-size:8pt;color:#51606f;width:100%;padding:0 18mm;text-align:right">${text}</div>`;
  return {
    html,
    headerTemplate: margin(escapeHtml(invoice.parties.seller.name)),
    footerTemplate: margin(
      `${escapeHtml(invoice.invoiceNumber)} · Page <span class="pageNumber"></span> of <span class="totalPages"></span>`,
    ),
    landscape: false,
  };
}

/** The company's invoice printed to PDF; 503 when the printer is not available just now. */
export async function invoicePdf(
  executor: Executor,
  pdf: PdfRenderer,
  companyId: string,
  invoiceId: string,
): Promise<SentFile & { body: Buffer; invoice: InvoiceDetails }> {
  const invoice = await invoiceDetails(executor, companyId, invoiceId);
  try {
    const body = await pdf.render(invoiceDocument(invoice));
    return { body, fileName: `${invoice.invoiceNumber}.pdf`, contentType: "application/pdf", invoice };
  } catch (error) {
    if (error instanceof PdfUnavailableError) throw new AppError(503, billingMessages.invoicePdfUnavailable);
    throw error;
  }
}
