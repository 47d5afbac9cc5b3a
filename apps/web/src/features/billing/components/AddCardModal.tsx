import { billingMessages } from "@cloudoc/contract";
import { Alert, Modal, Stack, Text } from "@mantine/core";
import { IconInfoCircle, IconShieldLock } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/notify";
import { errorText } from "../../../ui/States";
import { cardPayload } from "../../commerce/card";
import { CardForm } from "../../commerce/ui/CardForm";
import { addCard, billingKeys } from "../billing-api";

/**
 * Adds a card through the payment provider's own form. The sandbox's form sends the card to the
 * sandbox provider in one request and gets back a reference; Stripe's card form (Stripe Elements)
 * is not part of this build, so with Stripe the modal says how to add a card instead.
 */
export function AddCardModal({
  opened,
  provider,
  onClose,
}: {
  opened: boolean;
  provider: "sandbox" | "stripe";
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: addCard,
    onMutate: () => setError(null),
    onSuccess: ({ message }) => {
      toast(message, "success");
      void queryClient.invalidateQueries({ queryKey: billingKeys.cards });
      onClose();
    },
    onError: (failure) => setError(errorText(failure)),
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Add a card" centered size="md">
      <Stack gap="md">
        <Alert variant="light" icon={<IconShieldLock size={18} aria-hidden="true" />}>
          The card goes straight to our payment provider, which keeps it. Cloudoc keeps only the brand, the
          last four digits and the expiry date.
        </Alert>
        {provider === "stripe" ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconInfoCircle size={18} aria-hidden="true" />}
            role="note"
          >
            <Text size="sm">{billingMessages.cardsNotSetUp}</Text>
          </Alert>
        ) : (
          <CardForm
            amountPence={0}
            busy={save.isPending}
            error={error}
            submitLabel="Save card"
            onPay={(card) => save.mutate(cardPayload(card))}
          />
        )}
      </Stack>
    </Modal>
  );
}
