import {
  checkoutReplySchema,
  checkoutSchema,
  envelopeOf,
  failureSchema,
  messages,
  paymentResultQuerySchema,
  paymentResultSchema,
  payOrderSchema,
  permissions,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../platform/envelope";
import type { PaymentProvider } from "../../platform/payments";
import { cartOwnerOf } from "../cart/owner";
import { startCheckout } from "./checkout";
import { confirmPayment, failPayment, payWithCard } from "./pay";
import { handleStripeWebhook } from "./webhook";

/** Paying is for the company owner, or staff with the Subscriptions permission (spec 000 §6). */
const subscriptionsAccess = { access: { permission: permissions.subscriptions } } as const;
const tags = ["payments"];
const paidReply = z.object({ status: z.literal(1), response: z.string(), data: paymentResultSchema });

/** Checkout, the sandbox card payment, the payment result pages and the Stripe webhook. */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (app, options) => {
  const { platform } = app;
  const provider = options.payments;

  app.post(
    "/user/checkout",
    {
      config: subscriptionsAccess,
      schema: { tags, body: checkoutSchema, response: { 200: envelopeOf(checkoutReplySchema) } },
    },
    async (request) => {
      const owner = cartOwnerOf(request, request.body?.userId);
      return ok(await startCheckout(platform, provider, request, owner));
    },
  );

  app.post(
    "/user/checkout/pay",
    {
      config: subscriptionsAccess,
      schema: { tags, body: payOrderSchema, response: { 200: paidReply, 402: failureSchema } },
    },
    async (request) => {
      const owner = cartOwnerOf(request, request.body.userId);
      const data = await payWithCard(platform, provider, request, owner, request.body);
      return ok(messages.paymentCompleted, { data });
    },
  );

  app.get(
    "/users/details-update/payment/success",
    {
      config: subscriptionsAccess,
      schema: { tags, querystring: paymentResultQuerySchema, response: { 200: paidReply } },
    },
    async (request) => {
      const owner = cartOwnerOf(request, request.query.userId);
      const data = await confirmPayment(platform, provider, request, owner, request.query.orderId);
      return ok(messages.paymentCompleted, { data });
    },
  );

  app.get(
    "/users/details-update/payment/failure",
    {
      config: subscriptionsAccess,
      schema: { tags, querystring: paymentResultQuerySchema, response: { 402: failureSchema } },
    },
    async (request) => {
      const owner = cartOwnerOf(request, request.query.userId);
      return failPayment(platform, provider, request, owner, request.query.orderId);
    },
  );

  // The webhook needs the exact bytes Stripe signed: a raw-body parser for this route only.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser("application/json");
    webhook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => {
      done(null, body);
    });
    webhook.post(
      "/payments/stripe/webhook",
      { config: { access: "public" }, schema: { tags, hide: provider.kind !== "stripe" } },
      async (request, reply) => {
        if (provider.kind !== "stripe" || !Buffer.isBuffer(request.body)) {
          return reply.code(404).send({ status: 0, response: messages.notFound });
        }
        const outcome = await handleStripeWebhook(platform, provider, request, request.body);
        return ok(outcome);
      },
    );
  });
};
