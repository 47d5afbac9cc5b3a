import { messages } from "@cloudoc/contract";
import { Anchor, Container, Grid, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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
import type { StripeAnswer } from "../../billing/stripe/StripeForm";
import type { CardInput } from "../card";
import { cardPayload } from "../card";
import {
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
import { CheckoutPayment } from "../ui/CheckoutPayment";
import { OrderSummaryCard } from "../ui/OrderSummaryCard";
import { EmptyCart, LoadingBlocks } from "../ui/States";
import { ToCompanySite } from "../ui/ToCompanySite";

const money = (pence: number) => formatMoney(pence / 100);
const checkoutKey = "checkout";

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
                  <Text size="sm" c="red">
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

/**
 * /checkout (spec 000 §2, private) on the company's own site: the order summary from the server
 * cart, a pending order (POST /user/checkout), the card, then POST /user/checkout/pay (sandbox) or
 * Stripe's confirmation in Stripe's form (the card goes to Stripe only). Paid: the
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

  /** A refused card: the failure call (Stripe's payment is cancelled), 'Payment Failed.', back to the cart. */
  const declined = async (orderId: string) => {
    const message = await reportPaymentFailure(orderId);
    toast(message || messages.paymentFailed, "error");
    void queryClient.invalidateQueries({ queryKey: [ordersKey] });
    navigate("/cart");
  };
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
        await declined(orderId);
        return;
      }
      setPayError(errorMessage(error));
      // The order can no longer be paid (it was replaced or failed): start a new one.
      if (error instanceof ApiError && error.httpStatus === 409) void checkout.refetch();
    },
  });
  /**
   * Stripe's answer from its form: confirmed, the success call (the server asks Stripe, then
   * completes the order as for the sandbox); declined, as any refused card; still processing, said.
   */
  const stripeAnswered = (outcome: StripeAnswer) => {
    const orderId = checkout.data?.orderId;
    if (!orderId) return;
    if (outcome.kind === "confirmed") pay.mutate({ orderId, card: null });
    else if (outcome.kind === "declined") void declined(orderId);
    else setPayError(outcome.message);
  };

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
          <CheckoutPayment
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
            onStripeOutcome={stripeAnswered}
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
