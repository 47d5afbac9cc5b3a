import type { CardDetails } from "@cloudoc/contract";

/**
 * Payments behind one interface (DESIGN §2, §8): the sandbox by default (test cards, no money
 * moves), Stripe when STRIPE_SECRET_KEY is set. Amounts are integer pence in GBP.
 */
export type ProviderKind = "sandbox" | "stripe";

export interface PaymentStart {
  /** The provider's reference for this payment (a Payment Intent id, or a sandbox reference). */
  reference: string;
  /** For Stripe: what the browser confirms the card payment with. */
  clientSecret?: string;
}

/** What a provider tells about a card it keeps (never its number): enough to show and charge it. */
export interface KeptCard {
  customerReference: string;
  methodReference: string;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  holderName: string;
}

export type ChargeOutcome =
  | { ok: true; token: string; last4: string; card: KeptCard }
  | { ok: false; reason: "declined" | "invalid_card"; last4: string | null };

/** What asking the provider to keep a card gave. */
export type KeepCardOutcome =
  | { ok: true; card: KeptCard }
  | { ok: false; reason: "declined" | "invalid_card" };

/** What the provider says about a payment it started. */
export interface ProviderPaymentState {
  state: "succeeded" | "failed" | "pending";
  amountPence: number;
  currency: string;
  last4: string | null;
  token: string | null;
  /** The card that paid, when the provider keeps it for later (Stripe: setup_future_usage). */
  card: KeptCard | null;
}

/**
 * A verified webhook event about a payment (succeeded or failed) or a refund of one (the total
 * refunded so far, so a replay or an out-of-order delivery sets the same figure); other events
 * answer "ignored".
 */
export type PaymentEvent =
  | {
      outcome: "succeeded" | "failed";
      reference: string;
      amountPence: number;
      currency: string;
      eventId: string;
    }
  | { outcome: "refunded"; reference: string; refundedPence: number; currency: string; eventId: string };

/** A card setup the browser confirmed with the provider (Stripe: a SetupIntent). */
export interface CardSetup {
  setupIntentId: string;
  clientSecret: string;
}

/** A card kept by the provider for later charges: its references and what may be shown. */
export interface SavedCardReference {
  customerReference: string;
  methodReference: string;
}

/**
 * What charging a kept card (a renewal, off-session) gave: paid, declined, or waiting for the
 * customer — the bank asks them to confirm (3-D Secure), so the payment stays open on the
 * provider (`reference`) until the browser confirms it with `clientSecret`.
 */
export type SavedCardChargeOutcome =
  | { ok: true; reference: string }
  | { ok: false; reason: "declined"; reference: string | null }
  | { ok: false; reason: "authentication_required"; reference: string; clientSecret: string };

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /**
   * Stripe: the publishable key the browser loads Stripe.js with, sent beside each client secret.
   * Unset for the sandbox, and for Stripe configured without one (no Stripe form can show then).
   */
  readonly publishableKey?: string | undefined;
  /**
   * Starts the payment of an order, server-side. With Stripe the card that pays is kept for
   * renewals, on the company's customer (`customerReference`, or a new one).
   */
  start(order: {
    orderId: string;
    companyId: string;
    amountPence: number;
    customerReference?: string | null;
  }): Promise<PaymentStart>;
  /**
   * Charges a card (the sandbox only: with Stripe the card goes from the browser to Stripe and
   * never reaches this server). The card number is used here and nowhere else.
   */
  charge(reference: string, amountPence: number, card: CardDetails): Promise<ChargeOutcome>;
  /**
   * Charges a kept card without the customer present (renewals). The idempotency key (one per
   * renewal period and attempt) makes a repeated call charge once.
   */
  chargeSavedCard(input: {
    card: SavedCardReference;
    amountPence: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<SavedCardChargeOutcome>;
  /**
   * Sandbox only: keeps a card typed into the sandbox's form (the number is used here and
   * nowhere else). With Stripe the browser gives the card to Stripe (startCardSetup).
   */
  keepCard(input: { card: CardDetails; customerReference: string | null }): Promise<KeepCardOutcome>;
  /** Stripe only: a SetupIntent for the browser to confirm a new card with. */
  startCardSetup(input: { companyId: string; customerReference: string | null }): Promise<CardSetup>;
  /**
   * Stripe only: the card of a SetupIntent the browser confirmed, if it succeeded and was made
   * for `companyId`; otherwise null.
   */
  finishCardSetup(setupIntentId: string, companyId: string): Promise<KeptCard | null>;
  /** Asks the provider about a payment (the sandbox keeps no state of its own: "pending"). */
  state(reference: string): Promise<ProviderPaymentState>;
  /** Cancels a payment that was started and not completed; best effort. */
  cancel(reference: string): Promise<void>;
  /** Verifies a webhook's signature against the raw body; throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | "ignored";
}
