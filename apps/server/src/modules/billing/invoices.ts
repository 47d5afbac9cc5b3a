import {
  type InvoiceDetails,
  type InvoiceListRequest,
  type InvoiceParties,
  type InvoiceStatus,
  type InvoiceSummary,
  invoiceLineDetail,
  invoicePartiesSchema,
  toPounds,
} from "@cloudoc/contract";
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { linesOf, type Order, orderNumberLabel } from "../orders/service";
import { invoices, orderLines, orders } from "../orders/tables";
import { invoiceTerms } from "./invoice-terms";

/**
 * The company's invoices (issue 22; spec 001 §2 /invoice, §7 POST /user/invoice/list and GET
 * /user/invoice/details): one per paid order, numbered without gaps when it was paid
 * (orders/service.ts issueInvoice), with the VAT and the parties fixed on that day.
 */

type InvoiceRow = typeof invoices.$inferSelect;
const orderColumns = {
  number: orders.number,
  kind: orders.kind,
  totalPence: orders.totalPence,
  refundedPence: orders.refundedPence,
  couponCode: orders.couponCode,
  paidAt: orders.paidAt,
};
type OrderFacts = Pick<Order, keyof typeof orderColumns>;

function statusOf(order: Pick<OrderFacts, "refundedPence" | "totalPence">): InvoiceStatus {
  if (order.refundedPence <= 0) return "paid";
  return order.refundedPence >= order.totalPence ? "refunded" : "partially refunded";
}

function summaryOf(invoice: InvoiceRow, order: OrderFacts, names: string[]): InvoiceSummary {
  return {
    _id: invoice.id,
    invoiceNumber: invoice.number,
    orderId: invoice.orderId,
    orderNumber: orderNumberLabel(order.number),
    kind: order.kind,
    issuedAt: invoice.issuedAt.toISOString(),
    description: names.join(", "),
    total: toPounds(invoice.totalPence),
    vat: toPounds(invoice.vatPence),
    refunded: toPounds(order.refundedPence),
    status: statusOf(order),
    emailedAt: invoice.emailedAt?.toISOString() ?? null,
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Search by invoice number, order number or the name of something bought. */
function searchCondition(companyId: string, search: string): SQL | undefined {
  if (search === "") return undefined;
  const pattern = likePattern(search);
  const digits = search.replace(/^(ord|inv)-?/i, "");
  const byOrder = /^\d{1,15}$/.test(digits) ? eq(orders.number, Number(digits)) : undefined;
  const byName = sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${invoices.orderId} and ${orderLines.companyId} = ${companyId} and ${orderLines.name} ilike ${pattern})`;
  return or(ilike(invoices.number, pattern), byOrder, byName);
}

/** The distinct names of what each order bought, in line order. */
async function namesByOrder(executor: Executor, companyId: string, orderIds: string[]) {
  const names = new Map<string, string[]>();
  if (orderIds.length === 0) return names;
  const rows = await executor
    .select({ orderId: orderLines.orderId, name: orderLines.name })
    .from(orderLines)
    .where(ofCompany(orderLines, companyId, inArray(orderLines.orderId, orderIds)))
    .orderBy(orderLines.position);
  for (const row of rows) {
    const list = names.get(row.orderId) ?? [];
    if (!list.includes(row.name)) list.push(row.name);
    names.set(row.orderId, list);
  }
  return names;
}

const ofOrder = (companyId: string) => and(eq(orders.id, invoices.orderId), eq(orders.companyId, companyId));

/** POST /user/invoice/list: the company's invoices, newest first. */
export async function listInvoices(executor: Executor, companyId: string, query: InvoiceListRequest) {
  const where = ofCompany(invoices, companyId, searchCondition(companyId, query.search));
  const [page, [totals]] = await Promise.all([
    executor
      .select({ invoice: invoices, order: orderColumns })
      .from(invoices)
      .innerJoin(orders, ofOrder(companyId))
      .where(where)
      .orderBy(desc(invoices.sequence))
      .limit(query.limit)
      .offset(query.skip),
    executor.select({ n: count() }).from(invoices).innerJoin(orders, ofOrder(companyId)).where(where),
  ]);
  const names = await namesByOrder(
    executor,
    companyId,
    page.map((row) => row.invoice.orderId),
  );
  return {
    list: page.map((row) => summaryOf(row.invoice, row.order, names.get(row.invoice.orderId) ?? [])),
    total: totals?.n ?? 0,
  };
}

/** The parties kept on the invoice; an invoice issued before they were kept shows today's. */
async function partiesOf(executor: Executor, invoice: InvoiceRow): Promise<InvoiceParties> {
  const kept = invoicePartiesSchema.safeParse(invoice.parties);
  if (kept.success) return kept.data;
  return (await invoiceTerms(executor, invoice.companyId, invoice.totalPence)).parties;
}

/** One of the company's invoices; a malformed id, an unknown one or another company's is not found. */
async function invoiceOf(executor: Executor, companyId: string, invoiceId: string) {
  const [row] = await executor
    .select({ invoice: invoices, order: orderColumns })
    .from(invoices)
    .innerJoin(orders, ofOrder(companyId))
    .where(ofCompany(invoices, companyId, eq(invoices.id, invoiceId)));
  if (!row) throw notFound();
  return row;
}

/** GET /user/invoice/details: the invoice with its lines, discounts, VAT and parties. */
export async function invoiceDetails(
  executor: Executor,
  companyId: string,
  invoiceId: string,
): Promise<InvoiceDetails> {
  const { invoice, order } = await invoiceOf(executor, companyId, invoiceId);
  const [lines, parties] = await Promise.all([
    linesOf(executor, companyId, invoice.orderId),
    partiesOf(executor, invoice),
  ]);
  const charged = lines.reduce((sum, line) => sum + line.pricePence, 0);
  const offers = lines.reduce((sum, line) => sum + line.discountPence, 0);
  const names = [...new Set(lines.map((line) => line.name))];
  return {
    ...summaryOf(invoice, order, names),
    lines: lines.map((line) => ({
      _id: line.id,
      name: line.name,
      detail: invoiceLineDetail(line),
      listPrice: toPounds(line.listPence),
      discount: toPounds(line.discountPence),
      price: toPounds(line.pricePence),
    })),
    subtotal: toPounds(charged + offers),
    offerDiscount: toPounds(offers),
    couponCode: order.couponCode,
    couponDiscount: toPounds(Math.max(charged - invoice.totalPence, 0)),
    vatRatePercent: invoice.vatRatePercent,
    net: toPounds(invoice.totalPence - invoice.vatPence),
    paidAt: order.paidAt?.toISOString() ?? null,
    parties,
  };
}
