import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../lib/notify";
import { companyStateKey, userDetailsKey } from "../../lib/query-keys";
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

export type PayChoice = { cardId: string | null } | { card: CardInput };

/**
 * One subscription payment (spec 001 §4): a card typed in is kept first, then `pay` runs with the
 * card's id. Success shows the server's message, clears the saved payment and add-on data, and
 * goes to /subscriptions; a declined card shows 'Payment Failed.' and goes to /cart; anything else
 * stays on the page with its message.
 */
export function usePayment(pay: (cardId: string | null) => Promise<{ message: string }>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: async (choice: PayChoice) => {
      if (!("card" in choice)) return pay(choice.cardId);
      const kept = await addCard(choice.card).catch((reason: unknown) => {
        throw new CardNotKept(reason);
      });
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.cards });
      return pay(kept._id);
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
      setError(errorMessage(failure));
    },
  });
  return { pay: mutation.mutate, busy: mutation.isPending, error };
}
