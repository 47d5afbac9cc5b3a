import { messages, toPence } from "@cloudoc/contract";
import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertTriangle, IconInfoCircle } from "@tabler/icons-react";
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../../lib/api";
import { announceCartChange } from "../../../lib/cart-storage";
import { formatMoney } from "../../../lib/format";
import { toast } from "../../../lib/notify";
import { companyStateKey, userDetailsKey } from "../../../lib/query-keys";
import { onCompanySite } from "../../../lib/tenancy";
import { LoadError } from "../../../ui/States";
import { CouponField } from "../../billing/components/CouponField";
import type { CardInput } from "../card";
import { cardPayload } from "../card";
import {
  type CheckoutStart,
  cartDetailsKey,
  confirmPayment,
  fetchCart,
  ordersKey,
  type PaymentResult,
  payOrder,
  reportPaymentFailure,
  startCheckout,
} from "../cart-api";
import { type CartLineView, cartSignature, serverLineView, serverSummary } from "../cart-view";
import { errorMessage, isDecline } from "../errors";
import { addOnLabels, planLabels } from "../labels";
import { clearSavedPurchase, purchasePage, purchaseState } from "../purchase-state";
import { CardForm } from "../ui/CardForm";
import { OrderSummaryCard } from "../ui/OrderSummaryCard";
import { EmptyCart, LoadingBlocks } from "../ui/States";
import { ToCompanySite } from "../ui/ToCompanySite";

const money = (pence: number) => formatMoney(pence / 100);
const checkoutKey = "checkout";

/** Whether this build can take card payments through Stripe in the browser (it cannot: see below). */
const stripePublishableKey = (import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined) ?? "";

function lineDetail(line: CartLineView): string {
  if (line.kind === "document") return "Single document";
  const plan = line.selection ? planLabels[line.selection.planType] : "";
  const addOns = line.selection?.addOns.map((a) => addOnLabels[a]) ?? [];
  return addOns.length > 0 ? `${plan}; add-ons: ${addOns.join(", ")}` : plan;
}

/** The order as the server priced it: one row per line. */
function OrderLines({ lines }: { lines: CartLineView[] }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="checkout-items-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="checkout-items-heading">
          Your order
        </Title>
        <Anchor component={Link} to="/cart" size="sm">
          Change your order
        </Anchor>
      </Group>
      <Table verticalSpacing="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th w={130} ta="right">
              Today
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.key}>
              <Table.Td>
                <Text fw={600}>{line.name}</Text>
                <Text size="sm" c="dimmed">
                  {lineDetail(line)}
                </Text>
                {line.discountPence > 0 && line.listPence !== null && (
                  <Text size="sm" c="red.9">
                    Licence {money(line.listPence)}, offer saves {money(line.discountPence)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {line.totalPence === null ? "" : money(line.totalPence)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** Stripe takes card payments with its own form (Stripe.js), which this build does not load. */
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
        <Text size="sm">
          Card payments on this site are taken by Stripe, and Stripe's card form is not set up in this build
          {stripePublishableKey ? "" : " (it has no Stripe publishable key)"}. Nothing has been charged.
        </Text>
        <Text size="sm">
          Your order {order.orderNumber} for {formatMoney(order.total)} is kept; please contact us to complete
          it.
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
        <Alert role="alert" color="red.9" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          {error}
        </Alert>
      )}
      <Button size="md" loading={busy} onClick={onComplete} fullWidth>
        Complete order
      </Button>
    </Stack>
  );
}

/**
 * The payment panel: the coupon field, the order being started, then the card form (sandbox),
 * the Stripe note, or — for a £0 order — the button that completes it.
 */
function PaymentPanel({
  checkout,
  coupon,
  paying,
  payError,
  onPay,
}: {
  checkout: UseQueryResult<CheckoutStart>;
  coupon: React.ReactNode;
  paying: boolean;
  payError: string | null;
  onPay: (card: CardInput | null) => void;
}) {
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
          <Alert role="alert" color="red.9" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(checkout.error)}</Text>
              <Group gap="xs">
                <Button size="xs" variant="white" color="red.9" onClick={() => void checkout.refetch()}>
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
            {checkout.data.total === 0 ? (
              <FreeOrder busy={paying} error={payError} onComplete={() => onPay(null)} />
            ) : checkout.data.provider === "stripe" ? (
              <StripeNotSetUp order={checkout.data} />
            ) : (
              <CardForm
                amountPence={toPence(checkout.data.total)}
                busy={paying}
                error={payError}
                onPay={onPay}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /checkout (spec 000 §2, private) on the company's own site: the order summary from the server
 * cart, a pending order (POST /user/checkout), the card, then POST /user/checkout/pay. Paid: the
 * success call, 'Payment Successfully Completed.', the saved payment and add-on data cleared, and
 * on to /company/subscriptions with 'Thank You for Your Purchase!' (spec 001 §4). Declined: the
 * failure call, 'Payment Failed.' and back to /cart (spec 000 §4 Cart).
 */
function Checkout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [paid, setPaid] = useState<PaymentResult | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [couponCode, setCouponCode] = useState<string | null>(null);

  const cart = useQuery({ queryKey: cartDetailsKey, queryFn: fetchCart, enabled: paid === null });
  const signature = cart.data && cart.data.cartDetails.length > 0 ? cartSignature(cart.data) : null;
  const checkout = useQuery({
    queryKey: [checkoutKey, signature, couponCode],
    queryFn: () => startCheckout(couponCode ?? undefined),
    enabled: signature !== null && paid === null,
    staleTime: Number.POSITIVE_INFINITY,
    // Dropped as soon as the page is left: coming back starts a new order (the server cancels the
    // old one). Never removed while the page shows it, which would start another order at once.
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const pay = useMutation({
    mutationFn: async ({ orderId, card }: { orderId: string; card: CardInput | null }) => {
      if (card) await payOrder(orderId, cardPayload(card));
      return confirmPayment(orderId);
    },
    onMutate: () => setPayError(null),
    onSuccess: ({ message, result }) => {
      setPaid(result);
      toast(message, "success");
      clearSavedPurchase();
      announceCartChange({ count: result.cartCount });
      void queryClient.invalidateQueries({ queryKey: cartDetailsKey });
      void queryClient.invalidateQueries({ queryKey: companyStateKey });
      void queryClient.invalidateQueries({ queryKey: [userDetailsKey] });
      void queryClient.invalidateQueries({ queryKey: [ordersKey] });
      navigate(purchasePage, { state: purchaseState(result) });
    },
    onError: async (error, { orderId }) => {
      if (isDecline(error)) {
        const message = await reportPaymentFailure(orderId);
        toast(message || messages.paymentFailed, "error");
        void queryClient.invalidateQueries({ queryKey: [ordersKey] });
        navigate("/cart");
        return;
      }
      setPayError(errorMessage(error));
      // The order can no longer be paid (it was replaced or failed): start a new one.
      if (error instanceof ApiError && error.httpStatus === 409) void checkout.refetch();
    },
  });

  let body: React.ReactNode;
  if (paid) {
    body = <LoadingBlocks label="Opening your subscriptions" />;
  } else if (cart.isPending) {
    body = <LoadingBlocks label="Loading your order" />;
  } else if (cart.isError) {
    body = (
      <LoadError
        title="Your order could not be loaded"
        error={cart.error}
        onRetry={() => void cart.refetch()}
      />
    );
  } else if (cart.data.cartDetails.length === 0) {
    body = (
      <EmptyCart>
        There is nothing to pay for. Choose the policies and procedures for your service first.
      </EmptyCart>
    );
  } else {
    const lines = cart.data.cartDetails.map(serverLineView);
    body = (
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <OrderLines lines={lines} />
            <OrderSummaryCard summary={serverSummary(cart.data)} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PaymentPanel
            checkout={checkout}
            coupon={
              <CouponField
                applied={
                  checkout.data?.couponCode
                    ? {
                        code: checkout.data.couponCode,
                        discount: checkout.data.couponDiscount ?? 0,
                        total: checkout.data.total,
                      }
                    : null
                }
                busy={checkout.isFetching || pay.isPending}
                onApply={setCouponCode}
                onRemove={() => setCouponCode(null)}
              />
            }
            paying={pay.isPending}
            payError={payError}
            onPay={(card) => {
              if (checkout.data) pay.mutate({ orderId: checkout.data.orderId, card });
            }}
          />
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      <title>Checkout | Cloudoc</title>
      <Stack gap="lg">
        <Title order={1}>Checkout</Title>
        {body}
      </Stack>
    </Container>
  );
}

/** /checkout: here on the company's own site; from the main site, moved there first (issue 22). */
export function CheckoutPage() {
  return onCompanySite() ? <Checkout /> : <ToCompanySite page="/checkout" />;
}
