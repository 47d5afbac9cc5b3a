import { billingMessages, toPence } from "@cloudoc/contract";
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconInfoCircle } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../../lib/format";
import { StripeForm, type StripeFormProps } from "../../billing/stripe/StripeForm";
import { stripeFormOf } from "../../billing/stripe/stripe-rules";
import type { CardInput } from "../card";
import type { CheckoutStart } from "../cart-api";
import { errorMessage } from "../errors";
import { CardForm } from "./CardForm";

/** Stripe takes the payment but the site has no publishable key, so Stripe's form cannot show. */
function StripeNotSetUp({ order }: { order: CheckoutStart }) {
  return (
    <Alert
      role="note"
      color="orange"
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      title="Card payments are not set up"
    >
      <Stack gap={6}>
        <Text size="sm">{billingMessages.paymentFormNotSetUp}</Text>
        <Text size="sm">
          Your order {order.orderNumber} for {formatMoney(order.total)} is kept.
        </Text>
        <Anchor component={Link} to="/contact-us" size="sm">
          Contact us
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** A £0 order (a coupon took off everything) completes without a card. */
function FreeOrder({
  busy,
  error,
  onComplete,
}: {
  busy: boolean;
  error: string | null;
  onComplete: () => void;
}) {
  return (
    <Stack gap="sm">
      <Text size="sm">Nothing is due today, so no card is needed.</Text>
      {error && (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          {error}
        </Alert>
      )}
      <Button size="md" loading={busy} onClick={onComplete} fullWidth>
        Complete order
      </Button>
    </Stack>
  );
}

interface PayProps {
  paying: boolean;
  payError: string | null;
  /** The sandbox's card (or null for a £0 order): the page pays, then confirms. */
  onPay: (card: CardInput | null) => void;
  /** Stripe's answer once the customer confirmed in Stripe's form. */
  onStripeOutcome: StripeFormProps["onOutcome"];
}

/** How this order is paid: nothing due, Stripe's form (or why it cannot show), or the sandbox's form. */
function PayOrder({ order, paying, payError, onPay, onStripeOutcome }: PayProps & { order: CheckoutStart }) {
  if (order.total === 0) return <FreeOrder busy={paying} error={payError} onComplete={() => onPay(null)} />;
  if (order.provider === "sandbox") {
    return <CardForm amountPence={toPence(order.total)} busy={paying} error={payError} onPay={onPay} />;
  }
  const form = stripeFormOf(order);
  if (!form) return <StripeNotSetUp order={order} />;
  return (
    <StripeForm
      {...form}
      purpose="pay"
      submitLabel={`Pay ${formatMoney(order.total)}`}
      busy={paying}
      error={payError}
      onOutcome={onStripeOutcome}
    />
  );
}

/**
 * The payment panel: the coupon field, the order being started, then how it is paid (the
 * sandbox's card form, Stripe's, or — for a £0 order — the button that completes it).
 */
export function CheckoutPayment({
  checkout,
  coupon,
  ...pay
}: PayProps & { checkout: UseQueryResult<CheckoutStart>; coupon: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="payment-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="payment-heading">
          Payment
        </Title>
        {coupon}
        {checkout.isPending && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>Preparing your order…</Text>
          </Group>
        )}
        {checkout.isError && (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(checkout.error)}</Text>
              <Group gap="xs">
                <Button size="xs" variant="white" color="red" onClick={() => void checkout.refetch()}>
                  Try again
                </Button>
                <Button size="xs" variant="subtle" component={Link} to="/cart">
                  Back to the cart
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {checkout.data && (
          <>
            <Text size="sm" c="dimmed">
              Order {checkout.data.orderNumber}
            </Text>
            <PayOrder order={checkout.data} {...pay} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
