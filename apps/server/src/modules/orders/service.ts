import { isId } from "@cloudoc/contract";
import { eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import type { PricedCart } from "../cart/pricing";
import { invoiceCounters, invoices, orderLines, orders } from "./tables";

export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;

export const orderNumberLabel = (n: number) => `ORD-${String(n).padStart(6, "0")}`;
export const invoiceNumberLabel = (n: number) => `INV-${String(n).padStart(6, "0")}`;

/** Makes a pending order from a priced cart: a line per licence, add-on and document. */
export async function createOrder(
  tx: Executor,
  owner: { companyId: string; userId: string },
  provider: Order["provider"],
  cart: PricedCart,
): Promise<Order> {
  const [order] = await tx
    .insert(orders)
    .values({
      companyId: owner.companyId,
      userId: owner.userId,
      provider,
      subtotalPence: cart.totals.subtotalPence,
      discountPence: cart.totals.discountPence,
      totalPence: cart.totals.totalPence,
    })
    .returning();
  if (!order) throw new Error("order was not created");
  const rows: Omit<typeof orderLines.$inferInsert, "companyId">[] = [];
  const push = (row: Omit<typeof orderLines.$inferInsert, "orderId" | "companyId" | "position">) =>
    rows.push({ ...row, orderId: order.id, position: rows.length });
  for (const { line, facts, price } of cart.lines) {
    if (line.kind === "document") {
      push({
        kind: "document",
        templateId: line.id,
        name: facts.name,
        listPence: price.listPence,
        discountPence: 0,
        pricePence: price.totalPence,
      });
      continue;
    }
    push({
      kind: "licence",
      packageId: line.id,
      plan: price.plan,
      name: facts.name,
      listPence: price.listPence,
      discountPence: price.discountPence,
      pricePence: price.licencePence,
    });
    for (const addOn of price.addOns) {
      push({
        kind: "addon",
        packageId: line.id,
        addOn: addOn.type,
        plan: addOn.plan,
        name: facts.name,
        listPence: addOn.unitPence,
        discountPence: 0,
        pricePence: addOn.dueNowPence,
      });
    }
  }
  if (rows.length === 0) return order;
  await tx.insert(orderLines).values(rows.map((row) => ({ ...row, companyId: owner.companyId })));
  return order;
}

/** The company's order, or undefined: another company's order is not found (DESIGN §5). */
export async function findOrder(executor: Executor, companyId: string, orderId: string) {
  if (!isId(orderId)) return undefined;
  const [order] = await executor
    .select()
    .from(orders)
    .where(ofCompany(orders, companyId, eq(orders.id, orderId)));
  return order;
}

export async function linesOf(executor: Executor, companyId: string, orderId: string) {
  return executor
    .select()
    .from(orderLines)
    .where(ofCompany(orderLines, companyId, eq(orderLines.orderId, orderId)))
    .orderBy(orderLines.position);
}

const pendingOrder = (companyId: string, orderId: string) =>
  ofCompany(orders, companyId, eq(orders.id, orderId), eq(orders.status, "pending"));

/**
 * pending → paid, as one conditional UPDATE: only the first of any number of concurrent or
 * replayed confirmations gets the row back; the others change nothing.
 */
export async function markPaid(tx: Executor, companyId: string, orderId: string) {
  const [order] = await tx
    .update(orders)
    .set({ status: "paid", paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(pendingOrder(companyId, orderId))
    .returning();
  return order;
}

/** pending → failed (a paid order is never marked failed). */
export async function markFailed(tx: Executor, companyId: string, orderId: string) {
  const [order] = await tx
    .update(orders)
    .set({ status: "failed", failedAt: sql`now()`, updatedAt: sql`now()` })
    .where(pendingOrder(companyId, orderId))
    .returning();
  return order;
}

/** pending → cancelled: the payment could not be started, so the order can never be paid. */
export async function cancelOrder(executor: Executor, companyId: string, orderId: string) {
  await executor
    .update(orders)
    .set({ status: "cancelled", updatedAt: sql`now()` })
    .where(pendingOrder(companyId, orderId));
}

/**
 * A new checkout replaces the user's earlier unpaid orders: they become cancelled and can no
 * longer be paid, so one cart is never paid for twice. Answers the cancelled order ids.
 */
export async function cancelPendingOrders(
  tx: Executor,
  owner: { companyId: string; userId: string },
  keepOrderId: string,
): Promise<string[]> {
  const rows = await tx
    .update(orders)
    .set({ status: "cancelled", updatedAt: sql`now()` })
    .where(
      ofCompany(
        orders,
        owner.companyId,
        eq(orders.userId, owner.userId),
        eq(orders.status, "pending"),
        ne(orders.id, keepOrderId),
      ),
    )
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

/**
 * Issues the next invoice number for a paid order, in the paying transaction. The counter row
 * is locked FOR UPDATE, so concurrent payments take numbers one after another, and a payment
 * that rolls back takes its number back with it: numbers are sequential with no gaps.
 */
export async function issueInvoice(tx: Executor, order: Order): Promise<string> {
  await tx.insert(invoiceCounters).values({ id: 1, lastNumber: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .select({ lastNumber: invoiceCounters.lastNumber })
    .from(invoiceCounters)
    .where(eq(invoiceCounters.id, 1))
    .for("update");
  const sequence = (counter?.lastNumber ?? 0) + 1;
  await tx.update(invoiceCounters).set({ lastNumber: sequence }).where(eq(invoiceCounters.id, 1));
  const number = invoiceNumberLabel(sequence);
  await tx.insert(invoices).values({
    companyId: order.companyId,
    orderId: order.id,
    sequence,
    number,
    totalPence: order.totalPence,
  });
  return number;
}

export async function invoiceNumberOf(executor: Executor, companyId: string, orderId: string) {
  const [invoice] = await executor
    .select({ number: invoices.number })
    .from(invoices)
    .where(ofCompany(invoices, companyId, eq(invoices.orderId, orderId)));
  return invoice?.number ?? null;
}
