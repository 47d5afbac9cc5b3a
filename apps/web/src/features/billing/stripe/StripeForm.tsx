import { billingMessages } from "@cloudoc/contract";
import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { stripeQuery } from "./load-stripe";
import type { StripeFormKeys, StripeOutcome, StripePurpose } from "./stripe-rules";

/** Stripe's React components load with the form, never with the page that may show it. */
const StripeElementsForm = lazy(() => import("./StripeElementsForm"));

/** Stripe's answer as the page sees it: the form itself asks to correct what was typed. */
export type StripeAnswer = Exclude<StripeOutcome, { kind: "fix" }>;

export interface StripeFormProps extends StripeFormKeys {
  purpose: StripePurpose;
  /** The button's words: "Pay £4.99", "Save card". */
  submitLabel: string;
  /** The server is being told (after Stripe confirmed). */
  busy: boolean;
  /** A failure the page had after Stripe's answer (the server's words). */
  error: string | null;
  onOutcome: (outcome: StripeAnswer) => void;
}

function FormLoading() {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text size="sm">Loading the secure card form…</Text>
    </Group>
  );
}

/**
 * The payment provider's own card form (Stripe Elements): the card goes from the browser to Stripe
 * and never to Cloudoc's server. Stripe.js is fetched from js.stripe.com on first use.
 */
export function StripeForm(props: StripeFormProps) {
  const stripe = useQuery(stripeQuery(props.publishableKey));
  if (stripe.isPending) return <FormLoading />;
  if (stripe.isError) {
    return (
      <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{billingMessages.paymentFormUnavailable}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void stripe.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Suspense fallback={<FormLoading />}>
      <StripeElementsForm stripe={stripe.data} {...props} />
    </Suspense>
  );
}
