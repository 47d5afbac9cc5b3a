import { billingMessages } from "@cloudoc/contract";
import { Alert, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { IconInfoCircle, IconShieldLock } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/notify";
import { errorText, LoadError } from "../../../ui/States";
import { cardPayload } from "../../commerce/card";
import { CardForm } from "../../commerce/ui/CardForm";
import { addCard, billingKeys, confirmCardSetup, startCardSetup } from "../billing-api";
import { StripeForm } from "../stripe/StripeForm";
import { stripeFormOf } from "../stripe/stripe-rules";

/** The card is kept: say so, show it in the list, close. */
function useCardSaved(onClose: () => void) {
  const queryClient = useQueryClient();
  return ({ message }: { message: string }) => {
    toast(message, "success");
    void queryClient.invalidateQueries({ queryKey: billingKeys.cards });
    onClose();
  };
}

/** The sandbox's form sends the card to the sandbox provider in one request; the answer is a reference. */
function SandboxCardForm({ onClose }: { onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const saved = useCardSaved(onClose);
  const save = useMutation({
    mutationFn: addCard,
    onMutate: () => setError(null),
    onSuccess: saved,
    onError: (failure) => setError(errorText(failure)),
  });
  return (
    <CardForm
      amountPence={0}
      busy={save.isPending}
      error={error}
      submitLabel="Save card"
      onPay={(card) => save.mutate(cardPayload(card))}
    />
  );
}

/**
 * Stripe: a SetupIntent from the server (one per opening of the modal), the card confirmed with
 * Stripe in Stripe's form, then the server keeps what Stripe says about it.
 */
function StripeCardSetup({ onClose }: { onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const saved = useCardSaved(onClose);
  const setup = useQuery({
    queryKey: ["card-setup"],
    queryFn: startCardSetup,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const confirm = useMutation({
    mutationFn: confirmCardSetup,
    onMutate: () => setError(null),
    onSuccess: saved,
    onError: (failure) => setError(errorText(failure)),
  });
  if (setup.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">Preparing the secure card form…</Text>
      </Group>
    );
  }
  if (setup.isError) {
    return (
      <LoadError
        title="The card form could not be opened"
        error={setup.error}
        onRetry={() => void setup.refetch()}
      />
    );
  }
  const form = stripeFormOf(setup.data);
  if (!form) {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconInfoCircle size={18} aria-hidden="true" />}
        role="note"
      >
        <Text size="sm">{billingMessages.cardsNotSetUp}</Text>
      </Alert>
    );
  }
  return (
    <StripeForm
      {...form}
      purpose="save"
      submitLabel="Save card"
      busy={confirm.isPending}
      error={error}
      onOutcome={(outcome) =>
        outcome.kind === "confirmed" ? confirm.mutate(setup.data.setupIntent) : setError(outcome.message)
      }
    />
  );
}

/** Adds a card through the payment provider's own form; the card number never reaches Cloudoc's server. */
export function AddCardModal({
  opened,
  provider,
  onClose,
}: {
  opened: boolean;
  provider: "sandbox" | "stripe";
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add a card" centered size="md">
      <Stack gap="md">
        <Alert variant="light" icon={<IconShieldLock size={18} aria-hidden="true" />}>
          The card goes straight to our payment provider, which keeps it. Cloudoc keeps only the brand, the
          last four digits and the expiry date.
        </Alert>
        {provider === "stripe" ? (
          <StripeCardSetup onClose={onClose} />
        ) : (
          <SandboxCardForm onClose={onClose} />
        )}
      </Stack>
    </Modal>
  );
}
