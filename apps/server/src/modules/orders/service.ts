import { isId } from "@cloudoc/contract";
import { eq, lt, ne, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { invoiceTerms } from "../billing/invoice-terms";
import type { PricedCart } from "../cart/pricing";
import { invoiceCounters, invoices, orderLines, orders } from "./tables";

export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;

export const orderNumberLabel = (n: number) => `ORD-${String(n).padStart(6, "0")}`;
export const invoiceNumberLabel = (n: number) => `INV-${String(n).padStart(6, "0")}`;

/** A line of a new order, priced by the caller. */
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, "orderId" | "companyId" | "position">;

/**
 * Makes a pending order from a priced cart: a line per licence, add-on and document (a renewal
 * prices its package as a one-line cart).
 */
export async function createOrder(
  tx: Executor,
  owner: { companyId: string; userId: string | null },
  provider: Order["provider"],
  cart: Pick<PricedCart, "lines">,
  kind: Order["kind"] = "purchase",
): Promise<Order> {
  const rows: NewOrderLine[] = [];
  const push = (row: NewOrderLine) => rows.push(row);
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
  return createOrderOfLines(tx, owner, provider, kind, rows);
}

/**
 * Makes a pending order of lines priced by the caller (a renewal, add-ons for a package already
 * held); the totals are the lines' sums.
 */
export async function createOrderOfLines(
  tx: Executor,
  owner: { companyId: string; userId: string | null },
  provider: Order["provider"],
  kind: Order["kind"],
  lines: NewOrderLine[],
): Promise<Order> {
  const totalPence = lines.reduce((sum, line) => sum + line.pricePence, 0);
  const discountPence = lines.reduce((sum, line) => sum + (line.discountPence ?? 0), 0);
  const [order] = await tx
    .insert(orders)
    .values({
      companyId: owner.companyId,
      userId: owner.userId,
      provider,
      kind,
      subtotalPence: totalPence + discountPence,
      discountPence,
      totalPence,
    })
    .returning();
  if (!order) throw new Error("order was not created");
  if (lines.length === 0) return order;
  await tx
    .insert(orderLines)
    .values(
      lines.map((row, position) => ({ ...row, orderId: order.id, companyId: owner.companyId, position })),
    );
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
    // The VAT and the seller and buyer as they are today, kept as issued (issue 22).
    ...(await invoiceTerms(tx, order.companyId, order.totalPence)),
  });
  return number;
}

/**
 * Applies a coupon to a pending order (checkout): its code, and the discount taken off the total
 * (the lines keep their prices; the invoice shows the coupon as its own discount).
 */
export async function applyOrderCoupon(
  tx: Executor,
  companyId: string,
  orderId: string,
  coupon: { code: string; discountPence: number },
): Promise<Order> {
  const [order] = await tx
    .update(orders)
    .set({
      couponCode: coupon.code,
      discountPence: sql`${orders.discountPence} + ${coupon.discountPence}`,
      totalPence: sql`greatest(${orders.totalPence} - ${coupon.discountPence}, 0)`,
      updatedAt: sql`now()`,
    })
    .where(pendingOrder(companyId, orderId))
    .returning();
  if (!order) throw new Error("the order to discount is not pending");
  return order;
}

/**
 * Raises what the provider refunded of a paid order to the total refunded so far (capped at the
 * order's total). Refunds only add up, so a replayed or late, older figure changes nothing:
 * answers the updated order, or undefined when nothing changed.
 */
export async function setRefunded(tx: Executor, order: Order, refundedPence: number) {
  const capped = Math.min(refundedPence, order.totalPence);
  const [changed] = await tx
    .update(orders)
    .set({ refundedPence: capped, updatedAt: sql`now()` })
    .where(
      ofCompany(
        orders,
        order.companyId,
        eq(orders.id, order.id),
        eq(orders.status, "paid"),
        lt(orders.refundedPence, capped),
      ),
    )
    .returning();
  return changed;
}

export async function invoiceNumberOf(executor: Executor, companyId: string, orderId: string) {
  const [invoice] = await executor
    .select({ number: invoices.number })
    .from(invoices)
    .where(ofCompany(invoices, companyId, eq(invoices.orderId, orderId)));
  return invoice?.number ?? null;
}
