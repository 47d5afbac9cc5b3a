import type { Config } from "../../config";
import type { PaymentProvider } from "./provider";
import { createSandboxProvider } from "./sandbox";
import { createStripeProvider } from "./stripe";

export * from "./provider";

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the sandbox (DESIGN §8). */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.stripe) {
    return createStripeProvider({
      secretKey: config.stripe.secretKey,
      webhookSecret: config.stripe.webhookSecret,
      publishableKey: config.stripe.publishableKey,
    });
  }
  return createSandboxProvider({ delayMs: config.sandboxPaymentDelayMs });
}
