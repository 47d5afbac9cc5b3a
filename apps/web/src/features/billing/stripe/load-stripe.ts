import { billingMessages, messages } from "@cloudoc/contract";
import type { Stripe } from "@stripe/stripe-js";
import type { QueryClient } from "@tanstack/react-query";
import { confirmOutcome, type StripeFormKeys, type StripeOutcome } from "./stripe-rules";

/**
 * Stripe.js, loaded from js.stripe.com only when a reply names Stripe: the package is imported on
 * demand, so the sandbox and the public pages never fetch it (importing it adds Stripe's script).
 */
async function loadStripeFor(publishableKey: string): Promise<Stripe> {
  const { loadStripe } = await import("@stripe/stripe-js");
  const stripe = await loadStripe(publishableKey);
  // null only where there is no window (not in a browser).
  if (!stripe) throw new Error("Stripe.js is not available here");
  return stripe;
}

/** One Stripe.js per key for the whole visit; a failed load is tried again when asked. */
export const stripeQuery = (publishableKey: string) => ({
  queryKey: ["stripe-js", publishableKey] as const,
  queryFn: () => loadStripeFor(publishableKey),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
  // The Stripe object is a live client, not data to compare.
  structuralSharing: false,
});

/**
 * Confirms a payment the server started on a kept card (3-D Secure, for instance): Stripe shows
 * its own check, no form is needed. The card is the one attached to the payment.
 */
export async function confirmKeptCardPayment(
  queryClient: QueryClient,
  { publishableKey, clientSecret }: StripeFormKeys,
): Promise<StripeOutcome> {
  const stripe = await queryClient.fetchQuery(stripeQuery(publishableKey)).catch(() => null);
  if (!stripe) return { kind: "fix", message: billingMessages.paymentFormUnavailable };
  const result = await stripe.confirmCardPayment(clientSecret).catch(() => null);
  if (!result) return { kind: "fix", message: messages.somethingWentWrong };
  return confirmOutcome(result.error, result.paymentIntent?.status, "pay");
}
