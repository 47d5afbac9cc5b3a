import {
  envelopeOf,
  messages,
  orderDetailsRequestSchema,
  orderDetailsSchema,
  orderListReplySchema,
  orderListSchema,
  permissions,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../platform/envelope";
import { cartOwnerOf } from "../cart/owner";
import { listOrders, orderDetails } from "./queries";

/** Order history is billing: the owner, or staff with the Subscriptions permission. */
const subscriptionsAccess = { access: { permission: permissions.subscriptions } } as const;
const tags = ["orders"];

/** POST /user/order-lists and /user/order-details (spec 000 §7). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform;

  app.post(
    "/user/order-lists",
    {
      config: subscriptionsAccess,
      schema: { tags, body: orderListSchema, response: { 200: orderListReplySchema } },
    },
    async (request) => {
      const { companyId } = cartOwnerOf(request, request.body.userId);
      const result = await listOrders(db, companyId, request.body);
      if (result.total === 0) return { status: 2 as const, response: messages.noRecordsFound, ...result };
      return ok("ok", result);
    },
  );

  app.post(
    "/user/order-details",
    {
      config: subscriptionsAccess,
      schema: { tags, body: orderDetailsRequestSchema, response: { 200: envelopeOf(orderDetailsSchema) } },
    },
    async (request) => {
      const { companyId } = cartOwnerOf(request, request.body.userId);
      return ok(await orderDetails(db, companyId, request.body.orderId));
    },
  );
};
