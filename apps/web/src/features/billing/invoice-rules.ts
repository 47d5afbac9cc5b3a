import { type InvoiceStatus, type InvoiceSummary, type SavedCard, twoDigits } from "@cloudoc/contract";

/** How each invoice status shows: a label and a badge colour (the theme keeps its text at AA). */
export const invoiceStatusViews: Record<InvoiceStatus, { label: string; colour: string }> = {
  paid: { label: "Paid", colour: "#1e6b38" },
  refunded: { label: "Refunded", colour: "gray" },
  "partially refunded": { label: "Part refunded", colour: "orange" },
};

export const invoiceKindLabels: Record<InvoiceSummary["kind"], string> = {
  purchase: "Purchase",
  renewal: "Renewal",
  management: "Document management renewal",
};

/** "08/2031", or "" when the provider gave no expiry. */
export function cardExpiry(card: Pick<SavedCard, "expMonth" | "expYear">): string {
  if (!card.expMonth || !card.expYear) return "";
  return `${twoDigits(card.expMonth)}/${card.expYear}`;
}

/** Whether a card's expiry month has passed at `now`. */
export function cardExpired(card: Pick<SavedCard, "expMonth" | "expYear">, now: Date): boolean {
  if (!card.expMonth || !card.expYear) return false;
  return card.expYear * 12 + card.expMonth < now.getFullYear() * 12 + now.getMonth() + 1;
}

/** "1.2 MB of 1 GB": a storage figure people read at a glance. */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}

/** How the invoice was settled: by card on a day, or nothing charged (a coupon took off all). */
export function settledText(invoice: { total: number; paidAt: string | null }, day: (iso: string) => string) {
  if (invoice.total === 0) return "Nothing was charged.";
  return invoice.paidAt ? `Paid by card on ${day(invoice.paidAt)}.` : "Paid by card.";
}
