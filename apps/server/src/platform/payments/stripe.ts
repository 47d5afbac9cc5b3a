import type { CardDetails } from "@cloudoc/contract";
import Stripe from "stripe";
import {
  type KeptCard,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderPaymentState,
  type SavedCardChargeOutcome,
  WebhookSignatureError,
} from "./provider";

type Reference = string | { id: string } | null | undefined;
const idOf = (reference: Reference) => (typeof reference === "string" ? reference : (reference?.id ?? null));

/** The card facts Stripe gives on a charge or a payment method. */
interface StripeCardFacts {
  brand?: string | null;
  last4?: string | null;
  exp_month?: number | null;
  exp_year?: number | null;
}

/** The part of a Payment Intent this provider reads. */
export interface StripeIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  client_secret?: string | null;
  customer?: Reference;
  payment_method?: Reference;
  latest_charge?:
    | string
    | {
        payment_method_details?: { card?: StripeCardFacts | null } | null;
        billing_details?: { name?: string | null } | null;
      }
    | null;
}

/** The part of a SetupIntent this provider reads (payment_method expanded). */
export interface StripeSetupIntent {
  id: string;
  status: string;
  client_secret?: string | null;
  customer?: Reference;
  metadata?: Record<string, string> | null;
  payment_method?:
    | string
    | { id: string; card?: StripeCardFacts | null; billing_details?: { name?: string | null } | null }
    | null;
}

/** The Payment Intents calls used; the Stripe SDK's `stripe.paymentIntents` (tests pass a fake). */
export interface StripeIntentsApi {
  create(params: Stripe.PaymentIntentCreateParams, options?: Stripe.RequestOptions): Promise<StripeIntent>;
  retrieve(id: string, params?: Stripe.PaymentIntentRetrieveParams): Promise<StripeIntent>;
  update(id: string, params: Stripe.PaymentIntentUpdateParams): Promise<StripeIntent>;
  cancel(id: string): Promise<unknown>;
}

/** The SetupIntents calls used (cards kept from Stripe Elements); tests pass a fake. */
export interface StripeSetupIntentsApi {
  create(params: Stripe.SetupIntentCreateParams, options?: Stripe.RequestOptions): Promise<StripeSetupIntent>;
  retrieve(id: string, params?: Stripe.SetupIntentRetrieveParams): Promise<StripeSetupIntent>;
}

/** The Customers call used: a company's cards hang off one Stripe customer. */
export interface StripeCustomersApi {
  create(params: Stripe.CustomerCreateParams, options?: Stripe.RequestOptions): Promise<{ id: string }>;
}

interface StripeOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  publishableKey?: string | undefined;
  /** Replace the Stripe APIs (tests); the real ones talk to Stripe. */
  intents?: StripeIntentsApi;
  setupIntents?: StripeSetupIntentsApi;
  customers?: StripeCustomersApi;
}

/**
 * Only the payment methods confirmed on the page (cards, wallets): a method that leaves for its
 * bank's site would come back to a page that has moved on (at checkout, to a new order that
 * replaces the one being paid).
 */
const noRedirects = { enabled: true, allow_redirects: "never" } as const;

const brandNames: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
};

/** A kept card from Stripe's facts; null without a customer, a method or the last four digits. */
function keptCard(
  customer: Reference,
  method: Reference,
  facts: StripeCardFacts | null | undefined,
  holderName: string | null | undefined,
): KeptCard | null {
  const customerReference = idOf(customer);
  const methodReference = idOf(method);
  if (!customerReference || !methodReference || !facts?.last4) return null;
  return {
    customerReference,
    methodReference,
    brand: brandNames[facts.brand ?? ""] ?? facts.brand ?? "Card",
    last4: facts.last4,
    expMonth: facts.exp_month ?? null,
    expYear: facts.exp_year ?? null,
    holderName: holderName ?? "",
  };
}

function stateOf(intent: StripeIntent): ProviderPaymentState {
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return {
    state: intent.status === "succeeded" ? "succeeded" : intent.status === "canceled" ? "failed" : "pending",
    amountPence: intent.amount,
    currency: intent.currency,
    last4: card?.last4 ?? null,
    token: idOf(intent.payment_method),
    card: keptCard(intent.customer, intent.payment_method, card, charge?.billing_details?.name),
  };
}

/**
 * An off-session charge the bank wants the customer to confirm (3-D Secure). Stripe leaves the
 * failed intent without its card (`requires_payment_method`); the card is put back, so the
 * browser's `confirmCardPayment(clientSecret)` runs the bank's check on the kept card as it is.
 */
async function awaitCustomer(
  intents: StripeIntentsApi,
  intent: StripeIntent,
  methodReference: string,
): Promise<SavedCardChargeOutcome> {
  const waiting =
    intent.status === "requires_payment_method"
      ? await intents.update(intent.id, { payment_method: methodReference })
      : intent;
  if (!waiting.client_secret) return { ok: false, reason: "declined", reference: intent.id };
  return {
    ok: false,
    reason: "authentication_required",
    reference: waiting.id,
    clientSecret: waiting.client_secret,
  };
}

/** A webhook's event as this provider reads it: a payment's outcome, or a charge's refunds. */
function paymentEventOf(event: Stripe.Event): PaymentEvent | "ignored" {
  if (event.type === "charge.refunded") {
    const charge = event.data.object;
    const reference = idOf(charge.payment_intent);
    if (!reference) return "ignored";
    return {
      outcome: "refunded",
      reference,
      refundedPence: charge.amount_refunded,
      currency: charge.currency,
      eventId: event.id,
    };
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
}

/**
 * Stripe (DESIGN §8): the order's Payment Intent is created here, server-side, for the amount
 * the server priced; the browser confirms it with the client secret, so card details go to
 * Stripe only. Completion arrives by the signed webhook (or the success page asking Stripe).
 */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const intents: StripeIntentsApi = options.intents ?? stripe.paymentIntents;
  const setupIntents: StripeSetupIntentsApi = options.setupIntents ?? stripe.setupIntents;
  const customers: StripeCustomersApi = options.customers ?? stripe.customers;
  /** The company's Stripe customer, or a new one (cards are kept on a customer). */
  const customerOf = async (companyId: string, reference: string | null | undefined, key?: string) =>
    reference ??
    (await customers.create({ metadata: { companyId } }, key ? { idempotencyKey: key } : undefined)).id;
  return {
    kind: "stripe",
    publishableKey: options.publishableKey,
    async start(order) {
      const customer = await customerOf(
        order.companyId,
        order.customerReference,
        `customer-${order.orderId}`,
      );
      const intent = await intents.create(
        {
          amount: order.amountPence,
          currency: "gbp",
          automatic_payment_methods: noRedirects,
          // The card that pays is kept for renewals (charged off-session later).
          customer,
          setup_future_usage: "off_session",
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
      let intent: StripeIntent;
      try {
        intent = await intents.create(
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
      } catch (error) {
        // Stripe answers a refused off-session charge with a card error carrying the intent.
        const failed = error as { type?: string; code?: string; payment_intent?: StripeIntent };
        // Anything but a card error (network, configuration) is not a decline: the job retries.
        if (failed.type !== "StripeCardError") throw error;
        if (failed.code !== "authentication_required" || !failed.payment_intent) {
          return { ok: false, reason: "declined", reference: failed.payment_intent?.id ?? null };
        }
        intent = failed.payment_intent;
      }
      if (intent.status === "succeeded") return { ok: true, reference: intent.id };
      return awaitCustomer(intents, intent, input.card.methodReference);
    },
    async keepCard(): Promise<never> {
      throw new Error(
        "with Stripe the browser gives the card to Stripe (startCardSetup), never to this server",
      );
    },
    async startCardSetup(input) {
      const customer = await customerOf(input.companyId, input.customerReference);
      const setup = await setupIntents.create({
        customer,
        usage: "off_session",
        automatic_payment_methods: noRedirects,
        metadata: { companyId: input.companyId },
      });
      if (!setup.client_secret) throw new Error("Stripe gave no client secret for the SetupIntent");
      return { setupIntentId: setup.id, clientSecret: setup.client_secret };
    },
    async finishCardSetup(setupIntentId, companyId) {
      let setup: StripeSetupIntent;
      try {
        setup = await setupIntents.retrieve(setupIntentId, { expand: ["payment_method"] });
      } catch (error) {
        if ((error as { type?: string }).type === "StripeInvalidRequestError") return null;
        throw error;
      }
      if (setup.status !== "succeeded" || setup.metadata?.companyId !== companyId) return null;
      const method = typeof setup.payment_method === "object" ? setup.payment_method : null;
      return keptCard(setup.customer, method, method?.card, method?.billing_details?.name);
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
      return paymentEventOf(event);
    },
  };
}
