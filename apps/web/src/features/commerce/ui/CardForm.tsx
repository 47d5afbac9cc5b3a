import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle, IconCreditCard, IconLock } from "@tabler/icons-react";
import { type FormEvent, useRef, useState } from "react";
import { formatMoney } from "../../../lib/format";
import {
  type CardErrors,
  type CardInput,
  cardBrand,
  cardFieldError,
  cardFields,
  cvcDigits,
  formatCardNumber,
  formatExpiry,
  validateCard,
} from "../card";
import classes from "./commerce.module.css";

interface CardFormProps {
  /** What the Pay button charges, in pence. */
  amountPence: number;
  busy: boolean;
  /** A failure to show above the button (not a decline: that goes back to the cart). */
  error: string | null;
  onPay: (card: CardInput) => void;
  /** The button's words when the form keeps a card rather than pays ("Save card"). */
  submitLabel?: string;
}

const empty: CardInput = { name: "", number: "", expiry: "", cvc: "" };

/**
 * The sandbox's card form: name, number (grouped as the card shows it), expiry MM/YY and
 * security code, each labelled, checked when the field is left and again on Pay, with the
 * message next to the field. The test cards are listed under it.
 */
export function CardForm({ amountPence, busy, error, onPay, submitLabel }: CardFormProps) {
  const [card, setCard] = useState<CardInput>(empty);
  const [errors, setErrors] = useState<CardErrors>({});
  const [touched, setTouched] = useState<Partial<Record<keyof CardInput, boolean>>>({});
  const refs = {
    name: useRef<HTMLInputElement>(null),
    number: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };

  const change = (field: keyof CardInput, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    // Once a field has shown a message, it clears (or updates) as the field is corrected.
    if (touched[field]) setErrors((e) => ({ ...e, [field]: cardFieldError(field, next, new Date()) }));
  };
  const leave = (field: keyof CardInput) => {
    if (card[field] === "" && !touched[field]) return;
    setTouched((t) => ({ ...t, [field]: true }));
    setErrors((e) => ({ ...e, [field]: cardFieldError(field, card, new Date()) }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCard(card, new Date());
    setErrors(found);
    setTouched({ name: true, number: true, expiry: true, cvc: true });
    const first = cardFields.find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    onPay(card);
  };
  const brand = cardBrand(card.number);

  return (
    <form onSubmit={submit} noValidate aria-label="Card payment">
      <Stack gap="sm">
        <TextInput
          ref={refs.name}
          label="Name on card"
          autoComplete="cc-name"
          value={card.name}
          onChange={(e) => change("name", e.currentTarget.value)}
          onBlur={() => leave("name")}
          error={errors.name}
          disabled={busy}
          required
        />
        <TextInput
          ref={refs.number}
          label="Card number"
          description={brand ?? undefined}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          classNames={{ input: classes.cardNumber }}
          leftSection={<IconCreditCard size={18} aria-hidden="true" />}
          value={card.number}
          onChange={(e) => change("number", formatCardNumber(e.currentTarget.value))}
          onBlur={() => leave("number")}
          error={errors.number}
          disabled={busy}
          maxLength={23}
          required
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            ref={refs.expiry}
            label="Expiry date"
            description="MM/YY"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(e) => change("expiry", formatExpiry(e.currentTarget.value, card.expiry))}
            onBlur={() => leave("expiry")}
            error={errors.expiry}
            disabled={busy}
            maxLength={5}
            required
          />
          <TextInput
            ref={refs.cvc}
            label="Security code (CVC)"
            description="3 or 4 digits"
            autoComplete="cc-csc"
            inputMode="numeric"
            value={card.cvc}
            onChange={(e) => change("cvc", cvcDigits(e.currentTarget.value))}
            onBlur={() => leave("cvc")}
            error={errors.cvc}
            disabled={busy}
            maxLength={4}
            required
          />
        </SimpleGrid>
        {error && (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
            {error}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          loading={busy}
          leftSection={<IconLock size={18} aria-hidden="true" />}
          fullWidth
        >
          {submitLabel ?? `Pay ${formatMoney(amountPence / 100)}`}
        </Button>
        <Alert
          role="note"
          variant="light"
          color="gray"
          p="sm"
          title="Test payments"
          className={classes.testCards}
        >
          <Text size="sm">
            This is a test checkout: no money is taken. Use any future expiry date and any 3-digit code.
          </Text>
          <Group
            component="ul"
            gap={4}
            mt={4}
            pl="md"
            style={{ flexDirection: "column", alignItems: "flex-start" }}
          >
            <Text component="li" size="sm">
              4242 4242 4242 4242: the payment succeeds
            </Text>
            <Text component="li" size="sm">
              4000 0000 0000 0002: the card is declined
            </Text>
          </Group>
        </Alert>
      </Stack>
    </form>
  );
}
