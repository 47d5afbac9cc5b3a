import {
  orderDetailsRequestSchema,
  orderDetailsSchema,
  orderListReplySchema,
  orderListSchema,
} from "../checkout";
import { envelopeOf } from "../envelope";
import { permissions } from "../permissions";
import { route } from "./define";

const tags = ["orders"];
/** Order history is billing: the owner, or staff with the Subscriptions permission. */
const access = { permission: permissions.subscriptions } as const;

/** The company's orders (spec 000 §7, spec 001 §3 Order). */
export const ordersRoutes = {
  orderList: route({
    method: "POST",
    path: "/user/order-lists",
    access,
    body: orderListSchema,
    reply: orderListReplySchema,
    tags,
  }),
  orderDetails: route({
    method: "POST",
    path: "/user/order-details",
    access,
    body: orderDetailsRequestSchema,
    reply: envelopeOf(orderDetailsSchema),
    tags,
  }),
};
