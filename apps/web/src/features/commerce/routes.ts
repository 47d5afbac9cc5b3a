import type { RouteObject } from "react-router";

const cart: RouteObject["lazy"] = async () => ({ Component: (await import("./pages/CartPage")).CartPage });
const checkout: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/CheckoutPage")).CheckoutPage,
});
const orders: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/OrdersPage")).OrdersPage,
});
const orderDetail: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/OrderDetailPage")).OrderDetailPage,
});

/** Cart, checkout and order pages, by their path in the public shell. */
export const commercePages: Readonly<Record<string, RouteObject["lazy"]>> = {
  cart,
  checkout,
  "order/history": orders,
};

/**
 * The same screens in the company app (spec 000 §2 private routes, mounted under /company):
 * checkout, the orders list (also as order/history) and an order's details.
 */
export const commerceCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  checkout,
  orders,
  "order/history": orders,
  "order-detail/:id": orderDetail,
};
