import Stripe from "stripe";
import type { App } from "../../app";
import {
  createStripeProvider,
  type StripeCustomersApi,
  type StripeIntent,
  type StripeIntentsApi,
  type StripeSetupIntent,
  type StripeSetupIntentsApi,
} from "../../platform/payments/stripe";

/** Stand-ins for Stripe's APIs in tests (no network), and Stripe-signed webhook deliveries. */

export const webhookSecret = "whsec_testsecret";

/** Stripe's test card method whose every charge the bank asks the customer to confirm (3-D Secure). */
export const authenticationRequiredMethod = "pm_card_authenticationRequired";

/**
 * Payment Intents kept in memory: `store` lets a test move one to succeeded. Confirmed at
 * creation (an off-session charge) an intent succeeds, unless its card needs the customer: then,
 * as Stripe does, a card error carries the intent, left without its card.
 */
export function fakeIntents() {
  const store = new Map<string, StripeIntent>();
  const created: Stripe.PaymentIntentCreateParams[] = [];
  const api: StripeIntentsApi = {
    async create(params) {
      created.push(params);
      const id = `pi_test${store.size + 1}`;
      const needsCustomer = params.payment_method === authenticationRequiredMethod;
      const intent = {
        id,
        status: params.confirm && !needsCustomer ? "succeeded" : "requires_payment_method",
        amount: params.amount,
        currency: params.currency,
        client_secret: `${id}_secret_abc`,
        customer: params.customer ?? null,
        payment_method: needsCustomer ? null : (params.payment_method ?? null),
      };
      store.set(id, intent);
      if (params.confirm && needsCustomer) {
        throw Object.assign(new Error("authentication required"), {
          type: "StripeCardError",
          code: "authentication_required",
          payment_intent: intent,
        });
      }
      return intent;
    },
    async update(id, params) {
      const intent = store.get(id);
      if (!intent) throw new Error("no such intent");
      intent.payment_method = params.payment_method ?? intent.payment_method ?? null;
      if (intent.payment_method) intent.status = "requires_confirmation";
      return intent;
    },
    async retrieve(id) {
      const intent = store.get(id);
      if (!intent) throw new Error("no such intent");
      return intent;
    },
    async cancel(id) {
      const intent = store.get(id);
      if (!intent || intent.status === "succeeded") throw new Error("cannot cancel");
      intent.status = "canceled";
    },
  };
  return { api, store, created };
}

/** SetupIntents kept in memory; an unknown id answers Stripe's invalid-request error. */
export function fakeSetupIntents() {
  const store = new Map<string, StripeSetupIntent>();
  const api: StripeSetupIntentsApi = {
    async create(params) {
      const id = `seti_test${store.size + 1}`;
      const setup = {
        id,
        status: "requires_payment_method",
        client_secret: `${id}_secret_abc`,
        customer: params.customer ?? null,
        metadata: (params.metadata as Record<string, string> | undefined) ?? null,
      };
      store.set(id, setup);
      return setup;
    },
    async retrieve(id) {
      const setup = store.get(id);
      if (!setup)
        throw Object.assign(new Error("No such setupintent"), { type: "StripeInvalidRequestError" });
      return setup;
    },
  };
  return { api, store };
}

/** Customers: one new id per call. */
export function fakeCustomers() {
  let made = 0;
  const api: StripeCustomersApi = {
    async create() {
      made += 1;
      return { id: `cus_test${made}` };
    },
  };
  return { api, made: () => made };
}

/** A Stripe event as Stripe would send it, with `object` as its data. */
export const stripeEvent = (type: string, object: Record<string, unknown>, id = "evt_1") =>
  JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });

/** The Stripe-Signature header for a payload, signed locally with the webhook secret. */
export const signed = (payload: string, secret = webhookSecret) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

/** The Stripe provider with test keys, talking to the given fakes instead of Stripe. */
export const fakeStripeProvider = (apis: {
  intents: StripeIntentsApi;
  customers?: StripeCustomersApi;
  setupIntents?: StripeSetupIntentsApi;
}) =>
  createStripeProvider({
    secretKey: "sk_test_fake",
    webhookSecret,
    publishableKey: "pk_test_fake",
    customers: fakeCustomers().api,
    ...apis,
  });

/** A payment intent's event (succeeded, in pounds sterling, unless `intent` says otherwise). */
export const intentEvent = (type: string, intent: { id: string; amount: number }, id = "evt_1") =>
  stripeEvent(type, { object: "payment_intent", currency: "gbp", status: "succeeded", ...intent }, id);

/** Delivers a webhook payload as Stripe would, signed when a signature is given. */
export const deliverWebhook = (app: App, payload: string, signature?: string) =>
  app.inject({
    method: "POST",
    url: "/api/payments/stripe/webhook",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    payload,
  });
