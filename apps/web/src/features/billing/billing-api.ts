import {
  type CardDetails,
  type InvoiceDetails,
  type InvoiceListRequest,
  type InvoiceSummary,
  type PublicCoupon,
  routes,
  type SavedCard,
  type StorageUsage,
} from "@cloudoc/contract";
import { call } from "../../lib/api";
import { downloadFile } from "../../lib/files";

/**
 * The invoice, card, coupon and storage calls (issue 22; contract billing.ts). The server takes
 * the company from the session, so no userId is sent.
 */

export const billingKeys = {
  invoices: (request: Partial<InvoiceListRequest>) => ["invoices", request] as const,
  invoice: (id: string) => ["invoice", id] as const,
  cards: ["payment-cards"] as const,
  storage: ["storage-usage"] as const,
};

export async function fetchInvoices(request: Partial<InvoiceListRequest>) {
  const reply = await call(routes.invoiceList, request);
  return { list: reply.list as InvoiceSummary[], total: reply.total };
}

export async function fetchInvoice(invoiceId: string): Promise<InvoiceDetails> {
  return (await call(routes.invoiceDetails, { invoiceId })).response;
}

/** Saves the invoice's PDF (INV-000012.pdf) and answers the file name. */
export function downloadInvoice(invoice: Pick<InvoiceDetails, "_id" | "invoiceNumber">) {
  return downloadFile(routes.invoicePdf, { invoiceId: invoice._id }, `${invoice.invoiceNumber}.pdf`);
}

export async function fetchCards(): Promise<{ list: SavedCard[]; provider: "sandbox" | "stripe" }> {
  const reply = await call(routes.cardList, {});
  return { list: reply.list, provider: reply.provider };
}

/** Sandbox: the card goes to the sandbox provider in this one request; the answer is the kept card. */
export async function addCard(card: CardDetails) {
  const reply = await call(routes.addCard, { card });
  return { message: reply.response, card: reply.data };
}

/** Stripe: a SetupIntent for Stripe's card form, with the key Stripe.js is loaded with. */
export async function startCardSetup() {
  return (await call(routes.startCardSetup, {})).data;
}

/** Stripe: the server keeps the card of the SetupIntent Stripe confirmed (brand, last four, expiry). */
export async function confirmCardSetup(setupIntent: string) {
  const reply = await call(routes.confirmCardSetup, { setupIntent });
  return { message: reply.response, card: reply.data };
}

export async function deleteCard(cardId: string) {
  const reply = await call(routes.deleteCard, { card_id: cardId });
  return { message: reply.response, warning: reply.warning };
}

export async function setDefaultCard(card: Pick<SavedCard, "_id" | "customerid">) {
  const reply = await call(routes.setDefaultCard, { cardid: card._id, customerid: card.customerid });
  return { message: reply.response, card: reply.data };
}

/** Checks a coupon code; for the signed-in buyer, with what it takes off their cart (pounds). */
export async function checkCoupon(
  code: string,
): Promise<{ coupon: PublicCoupon | undefined; discount: number | null }> {
  const reply = await call(routes.couponList, { code });
  return { coupon: reply.list[0], discount: reply.discount };
}

export async function fetchStorageUsage(): Promise<StorageUsage> {
  return (await call(routes.storageUsage, {})).response;
}
