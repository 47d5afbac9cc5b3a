import { type RouteInput, routes } from "@cloudoc/contract";
import { call } from "../../../../lib/api";

export type OrderListInput = RouteInput<typeof routes.adminOrderList>;

export async function fetchOrders(input: OrderListInput) {
  const { list, total, amount, paidAmount } = await call(routes.adminOrderList, input);
  return { list, total, amount, paidAmount };
}

export async function fetchOrder(orderId: string) {
  return (await call(routes.adminOrderView, { orderId })).response;
}
