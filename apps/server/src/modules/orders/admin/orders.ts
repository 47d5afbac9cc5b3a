import {
  type AdminOrderListRequest,
  type AdminOrderSummary,
  type AdminOrderView,
  adminPageSize,
  toPounds,
} from "@cloudoc/contract";
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client";
import { acrossCompanies, ofCompany } from "../../../platform/db/tenant";
import { notFound } from "../../../platform/envelope";
import { companies } from "../../accounts/tables";
import { containsPattern } from "../../catalogue/sql";
import { paymentOf } from "../../payments/records";
import { summaryOf } from "../queries";
import { linesOf, type Order } from "../service";
import { invoices, orderLines, orders } from "../tables";

type Filters = AdminOrderListRequest;
type Company = AdminOrderSummary["company"];

const companyColumns = { _id: companies.id, name: companies.name, subdomain: companies.subdomain };
/** A day as the UK sees it: an order made at 00:30 BST belongs to that day, not the one before. */
const ukDay = sql`(${orders.createdAt} at time zone 'Europe/London')::date`;

function conditions(filters: Filters): SQL | undefined {
  const pattern = containsPattern(filters.search);
  return and(
    filters.status === "all" ? undefined : eq(orders.status, filters.status),
    filters.from ? sql`${ukDay} >= ${filters.from}::date` : undefined,
    filters.to ? sql`${ukDay} <= ${filters.to}::date` : undefined,
    filters.search ? or(ilike(companies.name, pattern), ilike(companies.subdomain, pattern)) : undefined,
  );
}

function adminSummaryOf(
  order: Order,
  company: Company,
  names: string[],
  invoice: string | null,
): AdminOrderSummary {
  return { ...summaryOf(order, names, invoice), company };
}

/** The distinct line names and the invoice number of each of the orders. */
async function namesAndInvoices(db: Database, orderIds: string[]) {
  if (orderIds.length === 0)
    return { names: new Map<string, string[]>(), invoiceOf: new Map<string, string>() };
  const [lines, invoiceRows] = await Promise.all([
    db
      .select({ orderId: orderLines.orderId, name: orderLines.name })
      .from(acrossCompanies(orderLines))
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(orderLines.position),
    db
      .select({ orderId: invoices.orderId, number: invoices.number })
      .from(acrossCompanies(invoices))
      .where(inArray(invoices.orderId, orderIds)),
  ]);
  const names = new Map<string, string[]>();
  for (const { orderId, name } of lines)
    names.set(orderId, [...new Set([...(names.get(orderId) ?? []), name])]);
  return { names, invoiceOf: new Map(invoiceRows.map((row) => [row.orderId, row.number])) };
}

/** POST /admin/order/list: every company's orders, newest first, 25 to a page, with their sums. */
export async function listAllOrders(db: Database, filters: Filters) {
  const where = conditions(filters);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ order: orders, company: companyColumns })
      .from(acrossCompanies(orders))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(adminPageSize)
      .offset((filters.page - 1) * adminPageSize),
    db
      .select({
        n: count(),
        pence: sql<string>`coalesce(sum(${orders.totalPence}), 0)`,
        paidPence: sql<string>`coalesce(sum(${orders.totalPence}) filter (where ${orders.status} = 'paid'), 0)`,
      })
      .from(acrossCompanies(orders))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(where),
  ]);
  const { names, invoiceOf } = await namesAndInvoices(
    db,
    rows.map((row) => row.order.id),
  );
  return {
    list: rows.map(({ order, company }) =>
      adminSummaryOf(order, company, names.get(order.id) ?? [], invoiceOf.get(order.id) ?? null),
    ),
    total: totals?.n ?? 0,
    amount: toPounds(Number(totals?.pence ?? 0)),
    paidAmount: toPounds(Number(totals?.paidPence ?? 0)),
  };
}

/** POST /admin/order/view: one order of any company, with its lines, payment and invoice. */
export async function viewOrder(db: Database, orderId: string): Promise<AdminOrderView> {
  const [row] = await db
    .select({ order: orders, company: companyColumns })
    .from(acrossCompanies(orders))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(eq(orders.id, orderId));
  if (!row) throw notFound();
  const { order, company } = row;
  const [lines, payment, [invoice]] = await Promise.all([
    linesOf(db, order.companyId, order.id),
    paymentOf(db, order.companyId, order.id),
    db
      .select()
      .from(invoices)
      .where(ofCompany(invoices, order.companyId, eq(invoices.orderId, order.id))),
  ]);
  const names = [...new Set(lines.map((line) => line.name))];
  return {
    ...adminSummaryOf(order, company, names, invoice?.number ?? null),
    lines: lines.map((line) => ({
      _id: line.id,
      kind: line.kind,
      name: line.name,
      addOn: line.addOn,
      plan: line.plan,
      listPrice: toPounds(line.listPence),
      discount: toPounds(line.discountPence),
      price: toPounds(line.pricePence),
    })),
    payment: payment
      ? {
          provider: payment.provider,
          reference: payment.providerReference,
          status: payment.status,
          amount: toPounds(payment.amountPence),
          last4: payment.last4,
          failureReason: payment.failureReason,
          createdAt: payment.createdAt.toISOString(),
          updatedAt: payment.updatedAt.toISOString(),
        }
      : null,
    invoice: invoice
      ? {
          number: invoice.number,
          total: toPounds(invoice.totalPence),
          issuedAt: invoice.issuedAt.toISOString(),
        }
      : null,
  };
}
