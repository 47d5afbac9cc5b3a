import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { listOrders, orderDetails } from "./queries";

/** POST /user/order-lists and /user/order-details (spec 000 §7): the actor's company's orders. */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  serve(app, routes.orderList, async ({ input, actor }) => {
    const result = await listOrders(db, actor.companyId, input);
    if (result.total === 0) return { status: 2 as const, response: messages.noRecordsFound, ...result };
    return ok("ok", result);
  });

  serve(app, routes.orderDetails, async ({ input, actor }) =>
    ok(await orderDetails(db, actor.companyId, input.orderId)),
  );
};
