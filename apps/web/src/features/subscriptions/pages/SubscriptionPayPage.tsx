import { Button, Container, Grid, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../../lib/format";
import { PageHeading } from "../../../ui/PageHeading";
import { EmptyState } from "../../../ui/States";
import { addOnLabels, planLabels, planPeriod } from "../../commerce/labels";
import { renewPlan, subscribeAddOns } from "../api";
import { subscriptionPaths } from "../paths";
import { type PayIntent, readPayIntent } from "../pay-intent";
import { type AppliedCoupon, priceWithCoupon } from "../rules";
import { PayPanel } from "../ui/PayPanel";
import { RenewalPayment } from "../ui/RenewalPayment";
import { usePayment } from "../use-payment";

type Payable = Exclude<PayIntent, { kind: "management" }>;

/** The coupon's line, when one is applied. */
function CouponLine({ coupon }: { coupon: AppliedCoupon | null }) {
  if (!coupon) return null;
  return (
    <Group justify="space-between" mt="md">
      <Text>Coupon {coupon.code}</Text>
      <Text data-testid="pay-coupon">−{formatMoney(coupon.discount)}</Text>
    </Group>
  );
}

/** The lines of what is being paid for. */
function Summary({ intent, coupon }: { intent: Payable; coupon: AppliedCoupon | null }) {
  const period = planPeriod[intent.plan];
  const rows =
    intent.kind === "renew"
      ? [{ name: intent.packageName, detail: `Renewal, ${planLabels[intent.plan]}` }]
      : intent.addOns.map((addOn) => ({
          name: `${addOnLabels[addOn]} add-on`,
          detail: `${intent.packageName}, ${planLabels[intent.plan]}`,
        }));
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="pay-summary-heading">
      <Title order={2} size="h3" id="pay-summary-heading" mb="sm">
        {intent.kind === "renew" ? "Your renewal" : "Your add-ons"}
      </Title>
      <Table verticalSpacing="sm">
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td>
                <Text fw={600}>{row.name}</Text>
                <Text size="sm" c="dimmed">
                  {row.detail}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <CouponLine coupon={coupon} />
      <Group justify="space-between" mt="md">
        <Text fw={700}>Total today</Text>
        <Text fw={700} data-testid="pay-total">
          {formatMoney(priceWithCoupon(intent.price, coupon))}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {intent.kind === "renew"
          ? `For the next ${period} of your subscription.`
          : `From then on, charged with your subscription each ${period}.`}
      </Text>
    </Paper>
  );
}

function PayFor({ intent }: { intent: Payable }) {
  // Only a renewal takes a coupon (add-ons are bought at the shown price).
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const payment = usePayment((cardId) =>
    intent.kind === "renew"
      ? renewPlan(intent.subscriptionId, intent.plan, cardId, coupon?.code ?? null)
      : subscribeAddOns({ ...intent, amount: intent.price, cardId }),
  );
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Summary intent={intent} coupon={coupon} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="pay-heading">
          <Title order={2} size="h3" id="pay-heading" mb="sm">
            Payment
          </Title>
          {intent.kind === "renew" ? (
            <RenewalPayment
              subscriptionId={intent.subscriptionId}
              price={intent.price}
              coupon={coupon}
              onCoupon={setCoupon}
              payment={payment}
            />
          ) : (
            <PayPanel amount={intent.price} busy={payment.busy} error={payment.error} onPay={payment.pay} />
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

/**
 * /subscription/pay (spec 001 §2): pays for what /subscriptions chose, kept in the session's
 * subscriptionPay (a renewal now, or add-ons for a held subscription), with a kept card or another
 * one. Success: the server's message ('Subscription Renewaled Successfully.' or 'Subscription Added
 * Successfully.') and back to /subscriptions; a declined card: 'Payment Failed.' and /cart.
 */
export function SubscriptionPayPage() {
  const intent = readPayIntent();
  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <PageHeading
          title="Pay for your subscription"
          description="Check what you are paying for, choose a card and pay. Your invoice is emailed to you."
        />
        {intent && intent.kind !== "management" ? (
          <PayFor intent={intent} />
        ) : (
          <EmptyState
            icon={<IconReceipt size={30} aria-hidden="true" />}
            title="Nothing to pay for"
            actions={
              <Button component={Link} to={subscriptionPaths.list}>
                Go to my subscriptions
              </Button>
            }
          >
            Choose a renewal or add-ons on your subscriptions page first.
          </EmptyState>
        )}
      </Stack>
    </Container>
  );
}
