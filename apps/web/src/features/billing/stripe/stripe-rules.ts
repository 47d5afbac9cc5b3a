import { billingMessages, messages, type SubscriptionPayment } from "@cloudoc/contract";

/**
 * What to do with the server's replies and Stripe's answers when cards go through Stripe Elements
 * (issue 22; decision 024). Pure, so every branch is tested without Stripe.js, which needs the network.
 */

/** What Stripe's form needs: the intent's client secret and the key Stripe.js is loaded with. */
export interface StripeFormKeys {
  clientSecret: string;
  publishableKey: string;
}

/** Stripe's form for a reply carrying a client secret; null when there is none or no key to load it. */
export function stripeFormOf(reply: {
  clientSecret?: string | undefined;
  publishableKey?: string | undefined;
}) {
  const { clientSecret, publishableKey } = reply;
  return clientSecret && publishableKey ? { clientSecret, publishableKey } : null;
}

/** A Stripe test key: no money moves, and Stripe's test cards work. */
export const isTestKey = (publishableKey: string) => publishableKey.startsWith("pk_test_");

/** Whether the card pays now ("pay") or is only kept for renewals ("save"). */
export type StripePurpose = "pay" | "save";

/** The part of Stripe.js's error read here. */
export interface StripeErrorLike {
  type: string;
  code?: string | undefined;
  message?: string | undefined;
}

/**
 * How a confirmation with Stripe ended: confirmed (tell the server), declined (the card was
 * refused: a payment goes the way of any declined payment), processing (Stripe has not finished),
 * or fix (the form's details, or a passing fault: correct them and try again on the same form).
 */
export type StripeOutcome =
  | { kind: "confirmed" }
  | { kind: "declined" | "processing" | "fix"; message: string };

/** Stripe's codes for details typed into its form, in the catalogue's words. */
const fieldMessages: Record<string, string> = {
  incomplete_number: messages.cardNumberInvalid,
  invalid_number: messages.cardNumberInvalid,
  incorrect_number: messages.cardNumberInvalid,
  incomplete_expiry: messages.cardExpiryInvalid,
  invalid_expiry_month: messages.cardExpiryInvalid,
  invalid_expiry_year: messages.cardExpiryInvalid,
  invalid_expiry_month_past: messages.cardExpired,
  invalid_expiry_year_past: messages.cardExpired,
  expired_card: messages.cardExpired,
  incomplete_cvc: messages.cardCvcInvalid,
  invalid_cvc: messages.cardCvcInvalid,
  incorrect_cvc: messages.cardCvcInvalid,
};

/** A failed 3-D Secure check: Stripe reports it as a request error, but the card was refused. */
const failedAuthentication = new Set([
  "payment_intent_authentication_failure",
  "setup_intent_authentication_failure",
]);

const declinedMessage = (purpose: StripePurpose) =>
  purpose === "pay" ? messages.paymentFailed : billingMessages.cardDeclinedOnSave;

function errorOutcome(error: StripeErrorLike, purpose: StripePurpose): StripeOutcome {
  const fieldMessage = error.code ? fieldMessages[error.code] : undefined;
  if (fieldMessage) return { kind: "fix", message: fieldMessage };
  // Stripe's own words for a detail the catalogue does not name (a postcode, say).
  if (error.type === "validation_error")
    return { kind: "fix", message: error.message ?? messages.somethingWentWrong };
  if (error.type === "card_error" || (error.code && failedAuthentication.has(error.code))) {
    return { kind: "declined", message: declinedMessage(purpose) };
  }
  return { kind: "fix", message: messages.somethingWentWrong };
}

/** The outcome of `confirmPayment`, `confirmSetup` or `confirmCardPayment`: its error, or the intent's status. */
export function confirmOutcome(
  error: StripeErrorLike | undefined,
  status: string | undefined,
  purpose: StripePurpose,
): StripeOutcome {
  if (error) return errorOutcome(error, purpose);
  if (status === "succeeded") return { kind: "confirmed" };
  if (status === "processing") {
    // A card being kept is only kept once Stripe says so: the server would refuse it now.
    const message =
      purpose === "pay" ? billingMessages.paymentProcessing : billingMessages.cardSetupIncomplete;
    return { kind: "processing", message };
  }
  return { kind: "declined", message: declinedMessage(purpose) };
}

/**
 * What a subscription payment's reply asks for: nothing more (paid), the customer's confirmation
 * of the kept card's payment in Stripe (3-D Secure), or nothing possible here (no Stripe form).
 */
export type SubscriptionPaymentStep =
  | { kind: "paid" }
  | ({ kind: "confirm"; orderId: string } & StripeFormKeys)
  | { kind: "unavailable" };

export function subscriptionPaymentStep(
  payment: SubscriptionPayment | null | undefined,
): SubscriptionPaymentStep {
  if (!payment || payment.paid) return { kind: "paid" };
  const form = stripeFormOf(payment);
  return form ? { kind: "confirm", orderId: payment.orderId, ...form } : { kind: "unavailable" };
}
