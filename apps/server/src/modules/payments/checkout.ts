import { messages, toPounds } from "@cloudoc/contract";
import { eq, inArray } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest, conflict } from "../../platform/envelope";
import type { PaymentProvider } from "../../platform/payments";
import { customerReferenceOf } from "../billing/cards";
import { cartDiscountables, priceCoupon } from "../billing/coupons";
import { type PricedCart, priceCart } from "../cart/pricing";
import { type CartOwner, lockedCartLines } from "../cart/service";
import {
  applyOrderCoupon,
  cancelOrder,
  cancelPendingOrders,
  createOrder,
  type Order,
  orderNumberLabel,
} from "../orders/service";
import { ownedPackageIds, ownedTemplateIds } from "../subscriptions/service";
import type { PaymentContext } from "./context";
import { movePayments } from "./records";
import { payments } from "./tables";

/** Refuses a cart holding a package or document the company already has. */
async function refuseOwned(tx: Executor, owner: CartOwner, lines: PricedCart["lines"]) {
  const templateIds = lines.flatMap((l) => (l.line.kind === "document" ? [l.line.id] : []));
  // One after the other: a transaction's connection runs one statement at a time.
  const ownedPackages = await ownedPackageIds(tx, owner.companyId);
  const ownedTemplates = await ownedTemplateIds(tx, owner.companyId, templateIds);
  const owned = lines.some(({ line }) =>
    (line.kind === "package" ? ownedPackages : ownedTemplates).has(line.id),
  );
  if (owned) throw conflict(messages.alreadySubscribed);
}

/**
 * The pending order of the cart, priced with the coupon if one was given (refused with its reason
 * otherwise), replacing the buyer's earlier unpaid orders, in one transaction.
 */
function placeOrder(context: PaymentContext, buyer: CompanyActor, couponCode: string | undefined) {
  const { provider, platform } = context;
  return platform.db.transaction(async (tx) => {
    // The cart row stays locked until commit, so two checkouts of one cart run one after the other.
    const cart = await priceCart(tx, await lockedCartLines(tx, buyer), new Date());
    if (cart.lines.length === 0) throw badRequest(messages.cartEmpty);
    await refuseOwned(tx, buyer, cart.lines);
    const coupon = couponCode
      ? await priceCoupon(tx, buyer.companyId, couponCode, cartDiscountables(cart), platform.clock.now())
      : null;
    const created = await createOrder(tx, buyer, provider.kind, cart);
    const order = coupon ? await applyOrderCoupon(tx, buyer.companyId, created.id, coupon) : created;
    const superseded = await cancelPendingOrders(tx, buyer, order.id);
    await movePayments(tx, buyer.companyId, superseded, { from: ["pending"], status: "cancelled" });
    await recordAudit(tx, {
      ...auditBy(buyer),
      action: "order.create",
      entityType: "order",
      entityId: order.id,
      detail: {
        totalPence: order.totalPence,
        provider: provider.kind,
        cancelledOrders: superseded,
        ...(coupon ? { coupon: coupon.code, couponDiscountPence: coupon.discountPence } : {}),
      },
    });
    return { order, superseded, coupon };
  });
}

/**
 * POST /user/checkout: makes an order from the buyer's server cart, priced by the server (with a
 * coupon, if given), and starts its payment with the provider (for Stripe, a Payment Intent
 * created here). Earlier unpaid orders of the same user are cancelled, so a cart is never paid
 * for twice. A £0 order starts no payment: the success call completes it without a card.
 */
export async function startCheckout(context: PaymentContext, buyer: CompanyActor, couponCode?: string) {
  const { order, superseded, coupon } = await placeOrder(context, buyer, couponCode);
  const extra = coupon ? { couponCode: coupon.code, couponDiscount: toPounds(coupon.discountPence) } : {};
  return startPayment(context, buyer, { order, superseded }, extra);
}

/**
 * Starts the payment of a pending order just placed (the cart's, or training courses': decision
 * 031) and cancels the superseded orders' payments at the provider; answers what the browser pays
 * with. A £0 order starts no payment: the success call completes it without a card.
 */
export async function startPayment<Extra extends object>(
  context: PaymentContext,
  buyer: CompanyActor,
  { order, superseded }: { order: Order; superseded: string[] },
  extra: Extra,
) {
  const { platform, provider } = context;
  const placed = {
    orderId: order.id,
    orderNumber: orderNumberLabel(order.number),
    total: toPounds(order.totalPence),
    provider: provider.kind,
    ...extra,
  };
  if (order.totalPence === 0) {
    await cancelAtProvider(context, buyer.companyId, superseded);
    return placed;
  }
  let started: Awaited<ReturnType<PaymentProvider["start"]>>;
  try {
    started = await provider.start({
      orderId: order.id,
      companyId: buyer.companyId,
      amountPence: order.totalPence,
      customerReference:
        provider.kind === "stripe" ? await customerReferenceOf(platform.db, buyer.companyId, "stripe") : null,
    });
  } catch (error) {
    await cancelOrder(platform.db, buyer.companyId, order.id);
    throw error;
  }
  await platform.db.insert(payments).values({
    companyId: buyer.companyId,
    orderId: order.id,
    provider: provider.kind,
    providerReference: started.reference,
    amountPence: order.totalPence,
  });
  await cancelAtProvider(context, buyer.companyId, superseded);
  if (!started.clientSecret) return placed;
  return { ...placed, clientSecret: started.clientSecret, publishableKey: provider.publishableKey };
}

/** Best effort: a superseded Stripe payment is cancelled so it cannot be completed later. */
async function cancelAtProvider(context: PaymentContext, companyId: string, orderIds: string[]) {
  const { platform, provider, log } = context;
  if (orderIds.length === 0 || provider.kind !== "stripe") return;
  const rows = await platform.db
    .select({ reference: payments.providerReference })
    .from(payments)
    .where(
      ofCompany(payments, companyId, inArray(payments.orderId, orderIds), eq(payments.provider, "stripe")),
    );
  for (const row of rows) {
    await provider.cancel(row.reference).catch((error: unknown) => {
      log.warn({ err: error, reference: row.reference }, "superseded payment was not cancelled");
    });
  }
}
