import { type OrderDetails, type OrderListRequest, type OrderSummary, toPounds } from "@cloudoc/contract";
import { asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { paymentOf } from "../payments/records";
import { findOrder, invoiceNumberOf, linesOf, type Order, orderNumberLabel } from "./service";
import { invoices, orderLines, orders } from "./tables";

const sortColumns = {
  createdAt: orders.createdAt,
  total: orders.totalPence,
  orderId: orders.number,
  status: orders.status,
} as const;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Search by order number (ORD-000012 or 12), invoice number, or a package or document name. */
function searchCondition(companyId: string, search: string): SQL | undefined {
  if (search === "") return undefined;
  const digits = search.replace(/^ord-?/i, "");
  const byNumber = /^\d{1,15}$/.test(digits) ? eq(orders.number, Number(digits)) : undefined;
  const pattern = likePattern(search);
  const byName = sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.companyId} = ${companyId} and ${orderLines.name} ilike ${pattern})`;
  const byInvoice = sql`exists (select 1 from ${invoices} where ${invoices.orderId} = ${orders.id} and ${invoices.companyId} = ${companyId} and ${invoices.number} ilike ${pattern})`;
  return or(byNumber, byName, byInvoice);
}

/** An order as its lists show it (the company's own list and the admin console's). */
export function summaryOf(order: Order, names: string[], invoiceNumber: string | null): OrderSummary {
  return {
    _id: order.id,
    orderId: orderNumberLabel(order.number),
    status: order.status,
    provider: order.provider,
    subtotal: toPounds(order.subtotalPence),
    discount: toPounds(order.discountPence),
    total: toPounds(order.totalPence),
    packages: names,
    invoiceNumber,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/** POST /user/order-lists: the company's orders, paged, searched and sorted. */
export async function listOrders(db: Database, companyId: string, query: OrderListRequest) {
  const where = ofCompany(
    orders,
    companyId,
    query.type === "all" ? undefined : eq(orders.status, query.type),
    searchCondition(companyId, query.search),
  );
  const direction = query.order_created === "asc" ? asc : desc;
  const [page, [totals], counts] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(direction(sortColumns[query.field]), direction(orders.number))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ n: count() }).from(orders).where(where),
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(ofCompany(orders, companyId))
      .groupBy(orders.status),
  ]);
  const ids = page.map((order) => order.id);
  const [lineRows, invoiceRows] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ orderId: orderLines.orderId, name: orderLines.name })
            .from(orderLines)
            .where(ofCompany(orderLines, companyId, inArray(orderLines.orderId, ids)))
            .orderBy(orderLines.position),
          db
            .select({ orderId: invoices.orderId, number: invoices.number })
            .from(invoices)
            .where(ofCompany(invoices, companyId, inArray(invoices.orderId, ids))),
        ]);
  const names = new Map<string, string[]>();
  for (const row of lineRows) {
    const list = names.get(row.orderId) ?? [];
    if (!list.includes(row.name)) list.push(row.name);
    names.set(row.orderId, list);
  }
  const invoiceByOrder = new Map(invoiceRows.map((row) => [row.orderId, row.number]));
  const countOf = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
  return {
    list: page.map((order) =>
      summaryOf(order, names.get(order.id) ?? [], invoiceByOrder.get(order.id) ?? null),
    ),
    total: totals?.n ?? 0,
    success: countOf("paid"),
    failed: countOf("failed"),
  };
}

/** POST /user/order-details: one of the company's orders; another company's is not found. */
export async function orderDetails(db: Database, companyId: string, orderId: string): Promise<OrderDetails> {
  const order = await findOrder(db, companyId, orderId);
  if (!order) throw notFound();
  const [lines, invoiceNumber, payment] = await Promise.all([
    linesOf(db, companyId, order.id),
    invoiceNumberOf(db, companyId, order.id),
    paymentOf(db, companyId, order.id),
  ]);
  const names = [...new Set(lines.map((line) => line.name))];
  return {
    ...summaryOf(order, names, invoiceNumber),
    lines: lines.map((line) => ({
      _id: line.id,
      kind: line.kind,
      name: line.name,
      packageId: line.packageId,
      fileId: line.templateId,
      addOn: line.addOn,
      plan: line.plan,
      listPrice: toPounds(line.listPence),
      discount: toPounds(line.discountPence),
      price: toPounds(line.pricePence),
    })),
    payment: payment ? { provider: payment.provider, status: payment.status, last4: payment.last4 } : null,
  };
}
