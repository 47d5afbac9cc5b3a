import { messages, toPounds } from "@cloudoc/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { recordAudit, requestOrigin } from "../../platform/audit/audit";
import { badRequest, conflict } from "../../platform/envelope";
import type { PaymentProvider } from "../../platform/payments";
import type { Platform } from "../../platform/platform";
import type { CartOwner } from "../cart/owner";
import { priceCart } from "../cart/pricing";
import { lockedCartLines } from "../cart/service";
import { cancelPendingOrders, createOrder, orderNumberLabel } from "../orders/service";
import { orders } from "../orders/tables";
import { ownedPackageIds, ownedTemplateIds } from "../subscriptions/service";
import { payments } from "./tables";

/**
 * POST /user/checkout: makes an order from the caller's server cart, priced by the server, and
 * starts its payment with the provider (for Stripe, a Payment Intent created here). Earlier
 * unpaid orders of the same user are cancelled, so a cart is never paid for twice.
 */
export async function startCheckout(
  platform: Platform,
  provider: PaymentProvider,
  request: FastifyRequest,
  owner: CartOwner,
) {
  const { db } = platform;
  const { order, superseded } = await db.transaction(async (tx) => {
    // The cart row stays locked until commit, so two checkouts of one cart run one after the other.
    const cart = await priceCart(tx, await lockedCartLines(tx, owner), new Date());
    if (cart.lines.length === 0) throw badRequest(messages.cartEmpty);
    const templateIds = cart.lines.flatMap((l) => (l.line.kind === "document" ? [l.line.id] : []));
    const [ownedPackages, ownedTemplates] = await Promise.all([
      ownedPackageIds(tx, owner.companyId),
      ownedTemplateIds(tx, owner.companyId, templateIds),
    ]);
    const owned = cart.lines.some(({ line }) =>
      (line.kind === "package" ? ownedPackages : ownedTemplates).has(line.id),
    );
    if (owned) throw conflict(messages.alreadySubscribed);
    const order = await createOrder(tx, owner, provider.kind, cart);
    const superseded = await cancelPendingOrders(tx, owner, order.id);
    if (superseded.length > 0) {
      await tx
        .update(payments)
        .set({ status: "cancelled", updatedAt: sql`now()` })
        .where(
          and(
            inArray(payments.orderId, superseded),
            eq(payments.companyId, owner.companyId),
            eq(payments.status, "pending"),
          ),
        );
    }
    await recordAudit(tx, {
      companyId: owner.companyId,
      actorUserId: owner.userId,
      action: "order.create",
      entityType: "order",
      entityId: order.id,
      detail: { totalPence: order.totalPence, provider: provider.kind, cancelledOrders: superseded },
      ...requestOrigin(request),
    });
    return { order, superseded };
  });

  let started: Awaited<ReturnType<PaymentProvider["start"]>>;
  try {
    started = await provider.start({
      orderId: order.id,
      companyId: owner.companyId,
      amountPence: order.totalPence,
    });
  } catch (error) {
    await db
      .update(orders)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(
        and(eq(orders.id, order.id), eq(orders.companyId, owner.companyId), eq(orders.status, "pending")),
      );
    throw error;
  }
  await db.insert(payments).values({
    companyId: owner.companyId,
    orderId: order.id,
    provider: provider.kind,
    providerReference: started.reference,
    amountPence: order.totalPence,
  });
  await cancelAtProvider(platform, provider, request, owner.companyId, superseded);
  return {
    orderId: order.id,
    orderNumber: orderNumberLabel(order.number),
    total: toPounds(order.totalPence),
    provider: provider.kind,
    ...(started.clientSecret ? { clientSecret: started.clientSecret } : {}),
  };
}

/** Best effort: a superseded Stripe payment is cancelled so it cannot be completed later. */
async function cancelAtProvider(
  platform: Platform,
  provider: PaymentProvider,
  request: FastifyRequest,
  companyId: string,
  orderIds: string[],
) {
  if (orderIds.length === 0 || provider.kind !== "stripe") return;
  const rows = await platform.db
    .select({ reference: payments.providerReference })
    .from(payments)
    .where(
      and(
        inArray(payments.orderId, orderIds),
        eq(payments.companyId, companyId),
        eq(payments.provider, "stripe"),
      ),
    );
  for (const row of rows) {
    await provider.cancel(row.reference).catch((error: unknown) => {
      request.log.warn({ err: error, reference: row.reference }, "superseded payment was not cancelled");
    });
  }
}
