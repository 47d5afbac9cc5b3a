import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { ok } from "../../platform/envelope";
import type { PaymentProvider } from "../../platform/payments";
import { serve } from "../../platform/routes";
import { cancelSubscription, changePlan, undoCancellation } from "./changes";
import { subscriptionDetails, subscriptionFolderList } from "./details";
import { documentManagement, renewPlan } from "./manual";
import { confirmSubscriptionPayment, failSubscriptionPayment } from "./payment-result";
import { planList } from "./plan-list";
import { subscribePlan } from "./purchase";
import type { BillingContext } from "./renewal";

/** Subscriptions, renewals, plan changes and cancellation (issue 22); rules in the module's services. */
export const subscriptionRoutes: FastifyPluginAsync<{ payments: PaymentProvider }> = async (app, options) => {
  const { platform } = app;
  const { db, clock } = platform;
  const contextOf = (request: FastifyRequest): BillingContext => ({
    platform,
    provider: options.payments,
    log: request.log,
  });

  serve(app, routes.planList, async ({ input, actor }) => planList(db, actor.companyId, input, clock.now()));

  serve(app, routes.subscriptionLicenceDetails, async ({ input, actor }) =>
    subscriptionDetails(db, actor.companyId, input.subs_id, clock.now()),
  );

  serve(app, routes.subscriptionPlanUpdate, async ({ input, actor }) => {
    const { message, data } = await changePlan(platform, actor, input);
    return ok(message, { data });
  });

  serve(app, routes.subscriptionCancel, async ({ input, actor }) => {
    const data = await cancelSubscription(platform, actor, input.subs_id);
    return ok(messages.cancelScheduled, { data });
  });

  serve(app, routes.subscriptionCancelUndo, async ({ input, actor }) => {
    const data = await undoCancellation(platform, actor, input.subs_id);
    return ok(messages.cancelUndone, { data });
  });

  serve(app, routes.subscribePlan, async ({ input, actor, request }) => {
    const { status, message, data } = await subscribePlan(contextOf(request), actor, input);
    return { status, response: message, data };
  });

  for (const definition of [routes.subscribePlanSuccess, routes.subscriptionPaymentSuccess]) {
    serve(app, definition, async ({ input, actor, request }) => {
      const { message, data } = await confirmSubscriptionPayment(contextOf(request), actor, input.orderId);
      return ok(message, { data });
    });
  }

  serve(app, routes.subscribePlanFailed, async ({ input, actor, request }) =>
    failSubscriptionPayment(contextOf(request), actor, input.orderId),
  );

  serve(app, routes.renewPlan, async ({ input, actor, request }) => {
    const { message, data } = await renewPlan(contextOf(request), actor, input);
    return ok(message, { data });
  });

  serve(app, routes.documentManagement, async ({ input, actor, request }) =>
    documentManagement(contextOf(request), actor, input),
  );

  serve(app, routes.subscriptionFolderList, async ({ input, actor }) =>
    ok(await subscriptionFolderList(db, actor.companyId, input)),
  );
};
