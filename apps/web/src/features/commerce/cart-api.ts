import {
  type AddOnType,
  type CartDetails,
  messages,
  type OrderDetails,
  type OrderListRequest,
  type OrderSummary,
  type PlanType,
} from "@cloudoc/contract";
import { ApiError, api } from "../../lib/api";

/**
 * The cart, checkout, payment and order calls (spec 000 §7; request and reply shapes are the
 * contract's commerce.ts and checkout.ts schemas). The server takes the user and company from the
 * session, so no userId is sent.
 */

export const cartDetailsKey = ["cart-details"] as const;
export const ordersKey = "orders";
export const orderDetailsKey = "order-details";

export async function fetchCart(): Promise<CartDetails> {
  return (await api.post<CartDetails>("/user/get-cart-details", {})).response;
}

/** POST /user/update-cart: one plan or add-on choice on a package line; the server merges. */
export async function updateCartLine(choice: {
  packageId: string;
  plantype: PlanType;
  package?: AddOnType;
  selected?: boolean;
}): Promise<CartDetails> {
  const reply = await api.post<string, { data: CartDetails }>("/user/update-cart", choice);
  return reply.data;
}

/** POST /user/remove-cart-item: answers "Package successfully removed from cart" and the new count. */
export async function removeCartLine(packageId: string, sendtype: "subscription" | "document") {
  const reply = await api.post<string, { cartCount: number }>("/user/remove-cart-item", {
    packageId,
    sendtype,
  });
  return { message: reply.response, count: reply.cartCount };
}

export interface CheckoutStart {
  orderId: string;
  orderNumber: string;
  total: number;
  provider: "sandbox" | "stripe";
  clientSecret?: string;
}

/** POST /user/checkout: a pending order from the server cart, priced by the server. */
export async function startCheckout(): Promise<CheckoutStart> {
  return (await api.post<CheckoutStart>("/user/checkout", {})).response;
}

export interface PaymentResult {
  orderId: string;
  orderNumber: string;
  invoiceNumber: string | null;
  total: number;
  cartCount: number;
  subscriptionIds: string[];
}

/** POST /user/checkout/pay (sandbox): a decline is an ApiError with HTTP status 402. */
export async function payOrder(
  orderId: string,
  card: { number: string; expiry: string; cvc: string; name: string },
) {
  const reply = await api.post<string, { data: PaymentResult }>("/user/checkout/pay", { orderId, card });
  return { message: reply.response, result: reply.data };
}

/** GET …/payment/success: confirms the paid order (safe to repeat). */
export async function confirmPayment(orderId: string) {
  const reply = await api.get<string, { data: PaymentResult }>("/users/details-update/payment/success", {
    orderId,
  });
  return { message: reply.response, result: reply.data };
}

/**
 * GET …/payment/failure: tells the server the buyer is going back to the cart. It answers 402
 * messages.paymentFailed by design; that message (or any other failure's) is returned, not thrown.
 */
export async function reportPaymentFailure(orderId: string): Promise<string> {
  try {
    const reply = await api.get<string>("/users/details-update/payment/failure", { orderId });
    return typeof reply.response === "string" ? reply.response : messages.paymentFailed;
  } catch (error) {
    return error instanceof ApiError ? error.message : messages.paymentFailed;
  }
}

export interface OrderList {
  list: OrderSummary[];
  total: number;
  success: number;
  failed: number;
}

export async function fetchOrders(request: Omit<OrderListRequest, "userId">): Promise<OrderList> {
  const reply = await api.post<string, OrderList>("/user/order-lists", request);
  return { list: reply.list, total: reply.total, success: reply.success, failed: reply.failed };
}

export async function fetchOrderDetails(orderId: string): Promise<OrderDetails> {
  return (await api.post<OrderDetails>("/user/order-details", { orderId })).response;
}

/** POST /user/handover/new: a one-time code to sign in on the company's own site. */
export async function newHandover(): Promise<{ handoverCode: string; companySiteUrl: string }> {
  return (await api.post<{ handoverCode: string; companySiteUrl: string }>("/user/handover/new", {}))
    .response;
}
