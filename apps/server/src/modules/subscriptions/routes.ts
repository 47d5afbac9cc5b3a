import type { FastifyPluginAsync } from "fastify";
import type { PaymentProvider } from "../../platform/payments";

/** Subscriptions, renewals, plan changes and cancellation (issue 22); rules in service.ts. */
export const subscriptionRoutes: FastifyPluginAsync<{ payments: PaymentProvider }> = async () => {};
