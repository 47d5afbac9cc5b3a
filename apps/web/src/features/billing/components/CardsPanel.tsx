import type { SavedCard } from "@cloudoc/contract";
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconCreditCard, IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/notify";
import { errorText, LoadError } from "../../../ui/States";
import { LoadingBlocks } from "../../commerce/ui/States";
import { billingKeys, deleteCard, fetchCards, setDefaultCard } from "../billing-api";
import { cardExpired, cardExpiry } from "../invoice-rules";
import { AddCardModal } from "./AddCardModal";

function CardRow({
  card,
  busy,
  onDefault,
  onRemove,
}: {
  card: SavedCard;
  busy: boolean;
  onDefault: () => void;
  onRemove: () => void;
}) {
  const expiry = cardExpiry(card);
  const expired = cardExpired(card, new Date());
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={`${card.brand} ending ${card.last4}`}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <IconCreditCard size={28} aria-hidden="true" />
          <Stack gap={0}>
            <Group gap="xs">
              <Text fw={600}>
                {card.brand} •••• {card.last4}
              </Text>
              {card.isDefault && (
                <Badge color="teal" variant="filled" radius="sm">
                  Default
                </Badge>
              )}
              {expired && (
                <Badge color="red" variant="filled" radius="sm">
                  Expired
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {[card.holderName, expiry && `Expires ${expiry}`].filter(Boolean).join(" · ")}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          {!card.isDefault && (
            <Button variant="default" size="xs" onClick={onDefault} disabled={busy}>
              Use for renewals
            </Button>
          )}
          <Button variant="subtle" color="red" size="xs" onClick={onRemove} disabled={busy}>
            Remove
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** Asks before removing a card, saying so when it is the last one renewals could use. */
function RemoveCardModal({
  card,
  last,
  busy,
  onConfirm,
  onClose,
}: {
  card: SavedCard | null;
  last: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={card !== null} onClose={onClose} title="Remove this card?" centered>
      <Stack gap="md">
        <Text>
          {card?.brand} ending {card?.last4} will no longer be used for your payments.
        </Text>
        {last && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
            This is your only card. Your subscription renewals will fail until you add another.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            Remove card
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The company's kept cards (profile tab 5): brand, last four digits, expiry and the default that
 * renewals charge; add one through the provider's form, choose the default, remove one.
 */
export function CardsPanel() {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const cards = useQuery({ queryKey: billingKeys.cards, queryFn: fetchCards });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: billingKeys.cards });
  const fail = (error: unknown) => toast(errorText(error), "error");
  const makeDefault = useMutation({
    mutationFn: setDefaultCard,
    onSuccess: ({ message }) => {
      toast(message, "success");
      refresh();
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: deleteCard,
    onSuccess: ({ message, warning }) => {
      toast(warning ?? message, warning ? "warning" : "success");
      setRemoving(null);
      refresh();
    },
    onError: fail,
  });

  if (cards.isPending) return <LoadingBlocks label="Loading your cards" count={2} height={72} />;
  if (cards.isError)
    return (
      <LoadError
        title="Your cards could not be loaded"
        error={cards.error}
        onRetry={() => void cards.refetch()}
      />
    );
  const { list, provider } = cards.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3} size="h4">
          Payment cards
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
          Add a card
        </Button>
      </Group>
      {list.length === 0 ? (
        <Alert variant="light" color="gray" role="status">
          No card is kept yet. Add one so that your subscription renews without interruption; the card you pay
          with at checkout is kept too.
        </Alert>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
          {list.map((card) => (
            <CardRow
              key={card._id}
              card={card}
              busy={makeDefault.isPending || remove.isPending}
              onDefault={() => makeDefault.mutate(card)}
              onRemove={() => setRemoving(card)}
            />
          ))}
        </Stack>
      )}
      <AddCardModal opened={adding} provider={provider} onClose={() => setAdding(false)} />
      <RemoveCardModal
        card={removing}
        last={list.length === 1}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing._id)}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
