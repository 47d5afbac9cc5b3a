import { type OrderListRequest, type orderStatuses, pageSizes } from "@cloudoc/contract";

/** Order history (spec 000 §7 /user/order-lists): 10 to a page (spec 001 §9, as invoices). */
export const ordersPageSize = pageSizes.invoices;

export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusViews: Record<OrderStatus, { label: string; colour: string }> = {
  paid: { label: "Paid", colour: "#1e6b38" },
  failed: { label: "Failed", colour: "red" },
  pending: { label: "Awaiting payment", colour: "yellow" },
  cancelled: { label: "Cancelled", colour: "gray" },
};

export const orderSorts = {
  newest: { label: "Newest first", field: "createdAt", order_created: "desc" },
  oldest: { label: "Oldest first", field: "createdAt", order_created: "asc" },
  "total-high": { label: "Total: high to low", field: "total", order_created: "desc" },
  "total-low": { label: "Total: low to high", field: "total", order_created: "asc" },
} as const satisfies Record<
  string,
  { label: string; field: OrderListRequest["field"]; order_created: OrderListRequest["order_created"] }
>;
export type OrderSort = keyof typeof orderSorts;

export const orderTypeFilters = {
  all: "All orders",
  paid: "Paid",
  failed: "Failed",
  pending: "Awaiting payment",
  cancelled: "Cancelled",
} as const satisfies Record<OrderListRequest["type"], string>;

export interface OrderListState {
  /** 1-based page. */
  page: number;
  search: string;
  sort: OrderSort;
  type: OrderListRequest["type"];
}

/** The /user/order-lists payload for a page of the list. */
export function orderListRequest(state: OrderListState): Omit<OrderListRequest, "userId"> {
  const sort = orderSorts[state.sort] ?? orderSorts.newest;
  return {
    skip: Math.max(0, Math.floor(state.page) - 1) * ordersPageSize,
    limit: ordersPageSize,
    type: state.type,
    order_created: sort.order_created,
    search: state.search.trim(),
    field: sort.field,
  };
}

/** Sort and filter keys read back from text (a select's value), falling back to the defaults. */
export const isOrderSort = (value: unknown): value is OrderSort =>
  typeof value === "string" && Object.hasOwn(orderSorts, value);
export const isOrderType = (value: unknown): value is OrderListRequest["type"] =>
  typeof value === "string" && Object.hasOwn(orderTypeFilters, value);
