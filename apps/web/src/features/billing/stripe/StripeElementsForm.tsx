import { billingMessages, messages } from "@cloudoc/contract";
import { Alert, Button, Stack, Text, useMantineTheme } from "@mantine/core";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { IconAlertTriangle, IconLock } from "@tabler/icons-react";
import { type FormEvent, useMemo, useState } from "react";
import type { StripeFormProps } from "./StripeForm";
import { confirmOutcome, isTestKey, type StripeOutcome, type StripePurpose } from "./stripe-rules";

/** Confirms the intent with what was typed into Stripe's form; 3-D Secure shows in Stripe's own frame. */
async function confirmWith(stripe: Stripe, elements: StripeElements, purpose: StripePurpose) {
  // Only methods confirmed on the page are offered (the server's intents allow no redirects).
  if (purpose === "pay") {
    const result = await stripe.confirmPayment({ elements, redirect: "if_required" });
    return confirmOutcome(result.error, result.paymentIntent?.status, purpose);
  }
  const result = await stripe.confirmSetup({ elements, redirect: "if_required" });
  return confirmOutcome(result.error, result.setupIntent?.status, purpose);
}

function TestCardsNote() {
  return (
    <Alert role="note" variant="light" color="gray" p="sm" title="Stripe test mode">
      <Text size="sm">
        No money is taken. Use 4242 4242 4242 4242 with any future expiry date and any 3-digit code; 4000 0027
        6000 3184 asks for a 3-D Secure check.
      </Text>
    </Alert>
  );
}

type PaymentFormProps = Omit<StripeFormProps, "clientSecret">;

function PaymentForm({ purpose, publishableKey, submitLabel, busy, error, onOutcome }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || confirming || busy) return;
    setProblem(null);
    setConfirming(true);
    const outcome: StripeOutcome = await confirmWith(stripe, elements, purpose).catch(() => ({
      kind: "fix",
      message: messages.somethingWentWrong,
    }));
    setConfirming(false);
    if (outcome.kind === "fix") setProblem(outcome.message);
    else onOutcome(outcome);
  };
  const shown = problem ?? error;

  return (
    <form onSubmit={submit} noValidate aria-label={purpose === "pay" ? "Card payment" : "Add a card"}>
      <Stack gap="sm">
        <PaymentElement
          onReady={() => setReady(true)}
          onLoadError={() => setProblem(billingMessages.paymentFormUnavailable)}
          options={{ readOnly: confirming || busy }}
        />
        {shown && (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
            {shown}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          loading={confirming || busy}
          disabled={!ready}
          leftSection={<IconLock size={18} aria-hidden="true" />}
          fullWidth
        >
          {submitLabel}
        </Button>
        {isTestKey(publishableKey) && <TestCardsNote />}
      </Stack>
    </form>
  );
}

/** Stripe Elements for one intent (lazily loaded with Stripe's React components). */
export default function StripeElementsForm({
  stripe,
  clientSecret,
  ...props
}: StripeFormProps & { stripe: Stripe }) {
  const theme = useMantineTheme();
  const options = useMemo(
    () => ({
      clientSecret,
      loader: "auto" as const,
      appearance: {
        theme: "stripe" as const,
        variables: { colorPrimary: theme.colors[theme.primaryColor]?.[7] ?? "#1c7ed6", borderRadius: "4px" },
      },
    }),
    [clientSecret, theme],
  );
  // A new intent (another order) needs new Elements: they cannot change their client secret.
  return (
    <Elements key={clientSecret} stripe={stripe} options={options}>
      <PaymentForm {...props} />
    </Elements>
  );
}
