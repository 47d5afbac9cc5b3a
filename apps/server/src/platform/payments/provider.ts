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

export type ChargeOutcome =
  | { ok: true; token: string; last4: string }
  | { ok: false; reason: "declined" | "invalid_card"; last4: string | null };

/** What the provider says about a payment it started. */
export interface ProviderPaymentState {
  state: "succeeded" | "failed" | "pending";
  amountPence: number;
  currency: string;
  last4: string | null;
  token: string | null;
}

/** A verified webhook event about a payment; other events answer "ignored". */
export interface PaymentEvent {
  outcome: "succeeded" | "failed";
  reference: string;
  amountPence: number;
  currency: string;
  eventId: string;
}

/** A card kept by the provider for later charges: its references and what may be shown. */
export interface SavedCardReference {
  customerReference: string;
  methodReference: string;
}

/** What charging a kept card (a renewal, off-session) gave. */
export type SavedCardChargeOutcome =
  | { ok: true; reference: string }
  | { ok: false; reason: "declined" | "authentication_required"; reference: string | null };

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** Starts the payment of an order, server-side. */
  start(order: { orderId: string; companyId: string; amountPence: number }): Promise<PaymentStart>;
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
  /** Asks the provider about a payment (the sandbox keeps no state of its own: "pending"). */
  state(reference: string): Promise<ProviderPaymentState>;
  /** Cancels a payment that was started and not completed; best effort. */
  cancel(reference: string): Promise<void>;
  /** Verifies a webhook's signature against the raw body; throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | "ignored";
}
