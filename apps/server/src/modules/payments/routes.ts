import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { notFound, ok } from "../../platform/envelope";
import type { PaymentProvider } from "../../platform/payments";
import { serve } from "../../platform/routes";
import { startCheckout } from "./checkout";
import type { PaymentContext } from "./context";
import { confirmPayment, failPayment, payWithCard } from "./pay";
import { handleStripeWebhook } from "./webhook";

/** Checkout, the sandbox card payment, the payment result pages and the Stripe webhook. */
export const paymentRoutes: FastifyPluginAsync<{ payments: PaymentProvider }> = async (app, options) => {
  const { platform } = app;
  const provider = options.payments;
  const contextOf = (request: FastifyRequest): PaymentContext => ({ platform, provider, log: request.log });

  serve(app, routes.checkout, async ({ input, actor, request }) =>
    ok(await startCheckout(contextOf(request), actor, input?.couponCode)),
  );

  serve(app, routes.payOrder, async ({ input, actor, request }) => {
    const data = await payWithCard(contextOf(request), actor, input);
    return ok(messages.paymentCompleted, { data });
  });

  serve(app, routes.paymentSuccess, async ({ input, actor, request }) => {
    const data = await confirmPayment(contextOf(request), actor, input.orderId);
    return ok(messages.paymentCompleted, { data });
  });

  serve(app, routes.paymentFailure, async ({ input, actor, request }) =>
    failPayment(contextOf(request), actor, input.orderId),
  );

  // The webhook needs the exact bytes Stripe signed: a raw-body parser in a plugin of its own.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser("application/json");
    webhook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => {
      done(null, body);
    });
    serve(webhook, routes.stripeWebhook, async ({ actor, request }) => {
      if (provider.kind !== "stripe" || !Buffer.isBuffer(request.body)) throw notFound();
      const signature = request.headers["stripe-signature"];
      const outcome = await handleStripeWebhook(contextOf(request), {
        rawBody: request.body,
        signature: typeof signature === "string" ? signature : undefined,
        origin: actor.origin,
      });
      return ok(outcome);
    });
  });
};
