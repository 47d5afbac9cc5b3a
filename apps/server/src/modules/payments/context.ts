import type { FastifyBaseLogger } from "fastify";
import type { PaymentProvider } from "../../platform/payments";
import type { Platform } from "../../platform/platform";

/** What the payment services work with: the platform, the payment provider and the call's logger. */
export interface PaymentContext {
  platform: Platform;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}
