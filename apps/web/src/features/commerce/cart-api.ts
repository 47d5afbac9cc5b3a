import {
  type AddOnType,
  type CartDetails,
  type checkoutReplySchema,
  messages,
  type OrderDetails,
  type OrderListRequest,
  type PlanType,
  type paymentResultSchema,
  routes,
} from "@cloudoc/contract";
import type { z } from "zod";
import { ApiError, call } from "../../lib/api";

/**
 * The cart, checkout, payment and order calls (spec 000 §7; request and reply shapes are the
 * contract's commerce.ts and checkout.ts schemas). The server takes the user and company from the
 * session, so no userId is sent.
 */

export const cartDetailsKey = ["cart-details"] as const;
export const ordersKey = "orders";
export const orderDetailsKey = "order-details";

export type CheckoutStart = z.infer<typeof checkoutReplySchema>;
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export async function fetchCart(): Promise<CartDetails> {
  return (await call(routes.cartDetails, {})).response;
}

/** POST /user/update-cart: one plan or add-on choice on a package line; the server merges. */
export async function updateCartLine(choice: {
  packageId: string;
  plantype: PlanType;
  package?: AddOnType;
  selected?: boolean;
}): Promise<CartDetails> {
  return (await call(routes.updateCartLine, choice)).data;
}

/** POST /user/remove-cart-item: answers "Package successfully removed from cart" and the new count. */
export async function removeCartLine(packageId: string, sendtype: "subscription" | "document") {
  const reply = await call(routes.removeCartItem, { packageId, sendtype });
  return { message: reply.response, count: reply.cartCount };
}

/** POST /user/checkout: a pending order from the server cart, priced by the server (with a coupon). */
export async function startCheckout(couponCode?: string): Promise<CheckoutStart> {
  return (await call(routes.checkout, couponCode ? { couponCode } : {})).response;
}

/** POST /user/checkout/pay (sandbox): a decline is an ApiError with HTTP status 402. */
export async function payOrder(
  orderId: string,
  card: { number: string; expiry: string; cvc: string; name: string },
) {
  const reply = await call(routes.payOrder, { orderId, card });
  return { message: reply.response, result: reply.data };
}

/** GET …/payment/success: confirms the paid order (safe to repeat). */
export async function confirmPayment(orderId: string) {
  const reply = await call(routes.paymentSuccess, { orderId });
  return { message: reply.response, result: reply.data };
}

/**
 * GET …/payment/failure: tells the server the buyer is going back to the cart. It answers 402
 * messages.paymentFailed by design; that message (or any other failure's) is returned, not thrown.
 */
export async function reportPaymentFailure(orderId: string): Promise<string> {
  try {
    return (await call(routes.paymentFailure, { orderId })).response;
  } catch (error) {
    return error instanceof ApiError ? error.message : messages.paymentFailed;
  }
}

export async function fetchOrders(request: Omit<OrderListRequest, "userId">) {
  const { list, total, success, failed } = await call(routes.orderList, request);
  return { list, total, success, failed };
}

export async function fetchOrderDetails(orderId: string): Promise<OrderDetails> {
  return (await call(routes.orderDetails, { orderId })).response;
}

/** POST /user/handover/new: a one-time code to sign in on the company's own site. */
export async function newHandover() {
  return (await call(routes.newHandover)).response;
}
