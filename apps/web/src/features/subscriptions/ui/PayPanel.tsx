import { messages, type SavedCard, toPence } from "@cloudoc/contract";
import { Alert, Anchor, Button, Loader, Radio, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconLock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../../lib/format";
import { LoadError } from "../../../ui/States";
import { CardForm } from "../../commerce/ui/CardForm";
import { fetchCards, subscriptionKeys } from "../api";
import { cardsTab } from "../paths";
import { cardLabel } from "../rules";
import type { PayChoice } from "../use-payment";

const anotherCard = "another";

interface PayPanelProps {
  /** Pounds to pay. */
  amount: number;
  busy: boolean;
  error: string | null;
  onPay: (choice: PayChoice) => void;
  /** The call charges the default card only: show it, with where to change it. */
  defaultOnly?: boolean;
}

const CardsTabLink = () => (
  <Anchor component={Link} to={cardsTab}>
    Payment card
  </Anchor>
);

function PayButton({ amount, busy, error, onClick }: Omit<PayPanelProps, "onPay"> & { onClick: () => void }) {
  return (
    <>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Button
        size="md"
        loading={busy}
        leftSection={<IconLock size={18} aria-hidden="true" />}
        onClick={onClick}
      >
        Pay {formatMoney(amount)}
      </Button>
    </>
  );
}

function NoCard() {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
      {messages.noDefaultCard} Cards are added in <CardsTabLink />.
    </Alert>
  );
}

/** The default card, which the call charges. */
function DefaultCard({
  card,
  ...props
}: Omit<PayPanelProps, "defaultOnly"> & { card: SavedCard | undefined }) {
  if (!card) return <NoCard />;
  return (
    <Stack gap="md">
      <Text>
        Paid with {cardLabel(card)}. To use another card, make it your default in <CardsTabLink />.
      </Text>
      <PayButton {...props} onClick={() => props.onPay({ cardId: card._id })} />
    </Stack>
  );
}

/**
 * How to pay: one of the company's kept cards (the default chosen first) or, on the sandbox,
 * another card typed into the existing card form (kept by the provider, then charged). Stripe's
 * cards are added in the profile's Payment card tab, where Stripe's own form is.
 */
export function PayPanel({ defaultOnly, ...props }: PayPanelProps) {
  const cards = useQuery({ queryKey: subscriptionKeys.cards, queryFn: fetchCards });
  const [chosen, setChosen] = useState<string | null>(null);

  if (cards.isPending) return <Loader size="sm" aria-label="Loading your cards" />;
  if (cards.isError) {
    return (
      <LoadError
        title="Your cards could not be loaded"
        error={cards.error}
        onRetry={() => void cards.refetch()}
      />
    );
  }
  const { list, provider } = cards.data;
  if (defaultOnly) return <DefaultCard card={list.find((card) => card.isDefault)} {...props} />;
  const canType = provider === "sandbox";
  const selected = chosen ?? list.find((card) => card.isDefault)?._id ?? list[0]?._id ?? anotherCard;

  return (
    <Stack gap="md">
      {list.length > 0 && (
        <Radio.Group label="Pay with" value={selected} onChange={setChosen}>
          <Stack gap="xs" mt="xs">
            {list.map((card) => (
              <Radio key={card._id} value={card._id} label={cardLabel(card)} />
            ))}
            {canType && <Radio value={anotherCard} label="Another card" />}
          </Stack>
        </Radio.Group>
      )}
      {selected !== anotherCard && <PayButton {...props} onClick={() => props.onPay({ cardId: selected })} />}
      {selected === anotherCard && !canType && <NoCard />}
      {selected === anotherCard && canType && (
        <>
          <Text size="sm" c="dimmed">
            The payment provider keeps this card for your renewals; you can remove it in <CardsTabLink />.
          </Text>
          <CardForm
            amountPence={toPence(props.amount)}
            busy={props.busy}
            error={props.error}
            onPay={(card) => props.onPay({ card })}
          />
        </>
      )}
    </Stack>
  );
}
