import type { FastifyPluginAsync } from "fastify";
import type { PaymentProvider } from "../../platform/payments";

/** Invoices, cards, coupons and storage (issue 22); rules in service.ts. */
export const billingRoutes: FastifyPluginAsync<{ payments: PaymentProvider }> = async () => {};
