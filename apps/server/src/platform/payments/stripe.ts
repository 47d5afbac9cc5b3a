import type { CardDetails } from "@cloudoc/contract";
import Stripe from "stripe";
import {
  type PaymentEvent,
  type PaymentProvider,
  type ProviderPaymentState,
  WebhookSignatureError,
} from "./provider";

/** The part of a Payment Intent this provider reads. */
export interface StripeIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  client_secret?: string | null;
  payment_method?: string | { id: string } | null;
  latest_charge?:
    | string
    | { payment_method_details?: { card?: { last4?: string | null } | null } | null }
    | null;
}

/** The Payment Intents calls used; the Stripe SDK's `stripe.paymentIntents` (tests pass a fake). */
export interface StripeIntentsApi {
  create(params: Stripe.PaymentIntentCreateParams, options?: Stripe.RequestOptions): Promise<StripeIntent>;
  retrieve(id: string, params?: Stripe.PaymentIntentRetrieveParams): Promise<StripeIntent>;
  cancel(id: string): Promise<unknown>;
}

interface StripeOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Replaces the Payment Intents API (tests); the real one talks to Stripe. */
  intents?: StripeIntentsApi;
}

function stateOf(intent: StripeIntent): ProviderPaymentState {
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const method = intent.payment_method;
  return {
    state: intent.status === "succeeded" ? "succeeded" : intent.status === "canceled" ? "failed" : "pending",
    amountPence: intent.amount,
    currency: intent.currency,
    last4: charge?.payment_method_details?.card?.last4 ?? null,
    token: typeof method === "string" ? method : (method?.id ?? null),
  };
}

/**
 * Stripe (DESIGN §8): the order's Payment Intent is created here, server-side, for the amount
 * the server priced; the browser confirms it with the client secret, so card details go to
 * Stripe only. Completion arrives by the signed webhook (or the success page asking Stripe).
 */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const intents: StripeIntentsApi = options.intents ?? stripe.paymentIntents;
  return {
    kind: "stripe",
    async start(order) {
      const intent = await intents.create(
        {
          amount: order.amountPence,
          currency: "gbp",
          automatic_payment_methods: { enabled: true },
          metadata: { orderId: order.orderId, companyId: order.companyId },
        },
        { idempotencyKey: `order-${order.orderId}` },
      );
      return { reference: intent.id, clientSecret: intent.client_secret ?? undefined };
    },
    async charge(_reference: string, _amountPence: number, _card: CardDetails): Promise<never> {
      throw new Error("with Stripe the browser sends the card to Stripe, never to this server");
    },
    async chargeSavedCard(input) {
      try {
        const intent = await intents.create(
          {
            amount: input.amountPence,
            currency: "gbp",
            customer: input.card.customerReference,
            payment_method: input.card.methodReference,
            off_session: true,
            confirm: true,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === "succeeded") return { ok: true, reference: intent.id };
        return { ok: false, reason: "authentication_required", reference: intent.id };
      } catch (error) {
        // Stripe answers a declined off-session charge with a card error carrying the intent.
        const failed = error as { type?: string; code?: string; payment_intent?: { id?: string } };
        // Anything but a card error (network, configuration) is not a decline: the job retries.
        if (failed.type !== "StripeCardError") throw error;
        const reason = failed.code === "authentication_required" ? "authentication_required" : "declined";
        return { ok: false, reason, reference: failed.payment_intent?.id ?? null };
      }
    },
    async state(reference) {
      return stateOf(await intents.retrieve(reference, { expand: ["latest_charge"] }));
    },
    async cancel(reference) {
      await intents.cancel(reference);
    },
    verifyWebhook(rawBody, signature): PaymentEvent | "ignored" {
      if (!options.webhookSecret || !signature) throw new WebhookSignatureError("no signature");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new WebhookSignatureError("signature does not match");
      }
      if (event.type !== "payment_intent.succeeded" && event.type !== "payment_intent.payment_failed") {
        return "ignored";
      }
      const intent = event.data.object;
      return {
        outcome: event.type === "payment_intent.succeeded" ? "succeeded" : "failed",
        reference: intent.id,
        amountPence: intent.amount,
        currency: intent.currency,
        eventId: event.id,
      };
    },
  };
}
