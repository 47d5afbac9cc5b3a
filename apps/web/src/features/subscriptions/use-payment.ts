import { billingMessages, routes, type SubscriptionPayment } from "@cloudoc/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { call } from "../../lib/api";
import { toast } from "../../lib/notify";
import { companyStateKey, userDetailsKey } from "../../lib/query-keys";
import { confirmKeptCardPayment } from "../billing/stripe/load-stripe";
import { subscriptionPaymentStep } from "../billing/stripe/stripe-rules";
import type { CardInput } from "../commerce/card";
import { ordersKey } from "../commerce/cart-api";
import { errorMessage, isDecline } from "../commerce/errors";
import { clearSavedPurchase } from "../commerce/purchase-state";
import { addCard, subscriptionKeys } from "./api";
import { subscriptionPaths } from "./paths";

/** A card typed in could not be kept: its message shows on the form, the payment was not tried. */
class CardNotKept extends Error {
  constructor(readonly reason: unknown) {
    super("card not kept");
  }
}

/** Stripe did not confirm the payment (not a decline): its message shows on the page. */
class NotConfirmed extends Error {}

export type PayChoice = { cardId: string | null } | { card: CardInput };

type Paid = { message: string; payment?: SubscriptionPayment | null };

/**
 * A payment the server could not finish alone (Stripe asks the customer for 3-D Secure) is
 * confirmed in Stripe's own check, then the success call answers it; a refused check goes through
 * the failure call, which answers 'Payment Failed.' like any declined card.
 */
async function finish(queryClient: QueryClient, paid: Paid): Promise<{ message: string }> {
  const step = subscriptionPaymentStep(paid.payment);
  if (step.kind === "paid") return paid;
  if (step.kind === "unavailable") throw new NotConfirmed(billingMessages.paymentFormNotSetUp);
  const outcome = await confirmKeptCardPayment(queryClient, step);
  if (outcome.kind === "confirmed") {
    return { message: (await call(routes.subscribePlanSuccess, { orderId: step.orderId })).response };
  }
  if (outcome.kind === "declined") await call(routes.subscribePlanFailed, { orderId: step.orderId });
  throw new NotConfirmed(outcome.message);
}

/**
 * One subscription payment (spec 001 §4): a card typed in is kept first, then `pay` runs with the
 * card's id. Success shows the server's message, clears the saved payment and add-on data, and
 * goes to /subscriptions; a declined card shows 'Payment Failed.' and goes to /cart; anything else
 * stays on the page with its message.
 */
export function usePayment(pay: (cardId: string | null) => Promise<Paid>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: async (choice: PayChoice) => {
      if (!("card" in choice)) return finish(queryClient, await pay(choice.cardId));
      const kept = await addCard(choice.card).catch((reason: unknown) => {
        throw new CardNotKept(reason);
      });
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.cards });
      return finish(queryClient, await pay(kept._id));
    },
    onMutate: () => setError(null),
    onSuccess: ({ message }) => {
      toast(message, "success");
      clearSavedPurchase();
      for (const queryKey of [subscriptionKeys.all, companyStateKey, [userDetailsKey], [ordersKey]]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      navigate(subscriptionPaths.list);
    },
    onError: (failure) => {
      if (failure instanceof CardNotKept) {
        setError(errorMessage(failure.reason));
        return;
      }
      if (isDecline(failure)) {
        toast(errorMessage(failure), "error");
        navigate("/cart");
        return;
      }
      setError(failure instanceof NotConfirmed ? failure.message : errorMessage(failure));
    },
  });
  return { pay: mutation.mutate, busy: mutation.isPending, error };
}
