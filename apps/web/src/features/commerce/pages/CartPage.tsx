import { messages, type PlanChoice } from "@cloudoc/contract";
import { Alert, Anchor, Button, Container, Grid, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle, IconLock } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link } from "react-router";
import { useSiteSettings } from "../../../app/site-settings";
import { authModalState } from "../../../lib/auth-modal";
import { announceCartChange, browserLocalStorage, writeOfflineCart } from "../../../lib/cart-storage";
import { toast } from "../../../lib/notify";
import { isSignedIn } from "../../../lib/session";
import { useSession } from "../../../lib/use-session";
import { LoadError } from "../../../ui/States";
import { cartDetailsKey, fetchCart, removeCartLine, updateCartLine } from "../cart-api";
import {
  addOnOptions,
  type CartLineView,
  type CartSummaryView,
  planOptions,
  priceSettingsOf,
  serverLineView,
  serverSummary,
} from "../cart-view";
import { errorMessage } from "../errors";
import { applyOfflineChoice, offlineLineView, offlineSummary } from "../offline-cart";
import { CartLineCard } from "../ui/CartLineCard";
import { OrderSummaryCard } from "../ui/OrderSummaryCard";
import { EmptyCart, LoadingBlocks } from "../ui/States";
import { useOfflineCart } from "../use-offline-cart";

interface CartLayoutProps {
  lines: CartLineView[];
  summary: CartSummaryView;
  busyKey: string | null;
  onChoose: (index: number, choice: PlanChoice) => void;
  onRemove: (index: number) => void;
  notice?: React.ReactNode;
  action: React.ReactNode;
}

function CartLayout({ lines, summary, busyKey, onChoose, onRemove, notice, action }: CartLayoutProps) {
  const settings = useSiteSettings();
  const prices = useMemo(() => priceSettingsOf(settings), [settings]);
  const now = new Date();
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          {notice}
          <Stack
            component="ul"
            gap="md"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
            aria-label="Items in your cart"
          >
            {lines.map((view, index) => (
              <CartLineCard
                key={view.key}
                view={view}
                plans={planOptions(prices, view.selection?.planType ?? null, now)}
                addOns={view.selection ? addOnOptions(prices, view.selection) : null}
                busy={busyKey === view.key}
                onChoose={(choice) => onChoose(index, choice)}
                onRemove={() => onRemove(index)}
              />
            ))}
          </Stack>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <OrderSummaryCard summary={summary}>
          {action}
          <Anchor component={Link} to="/policies-procedures" ta="center" size="sm">
            Continue shopping
          </Anchor>
        </OrderSummaryCard>
      </Grid.Col>
    </Grid>
  );
}

/** A signed-in company user's cart: the server's lines and prices. */
function ServerCart() {
  const queryClient = useQueryClient();
  const cart = useQuery({ queryKey: cartDetailsKey, queryFn: fetchCart });

  const update = useMutation({
    mutationFn: updateCartLine,
    onSuccess: (details) => {
      queryClient.setQueryData(cartDetailsKey, details);
      announceCartChange({ count: details.count });
    },
    onError: (error) => toast(errorMessage(error), "error"),
  });
  const remove = useMutation({
    mutationFn: (line: CartLineView) => removeCartLine(line.id, line.sendtype),
    onSuccess: ({ message, count }) => {
      toast(message, "success");
      announceCartChange({ count });
      return queryClient.invalidateQueries({ queryKey: cartDetailsKey });
    },
    onError: (error) => toast(errorMessage(error), "error"),
  });

  if (cart.isPending) return <LoadingBlocks label="Loading your cart" />;
  if (cart.isError) {
    return (
      <LoadError
        title="Your cart could not be loaded"
        error={cart.error}
        onRetry={() => void cart.refetch()}
      />
    );
  }
  const lines = cart.data.cartDetails.map(serverLineView);
  if (lines.length === 0) return <EmptyCart />;
  const busyKey = update.isPending
    ? `subscription:${update.variables.packageId}`
    : remove.isPending
      ? remove.variables.key
      : null;

  return (
    <CartLayout
      lines={lines}
      summary={serverSummary(cart.data)}
      busyKey={busyKey}
      onChoose={(index, choice) => {
        const line = lines[index];
        if (line?.kind !== "package") return;
        update.mutate({
          packageId: line.id,
          plantype: choice.planType,
          ...(choice.addOn ? { package: choice.addOn, selected: choice.selected !== false } : {}),
        });
      }}
      onRemove={(index) => {
        const line = lines[index];
        if (line) remove.mutate(line);
      }}
      action={
        <Button
          component={Link}
          to="/checkout"
          size="md"
          fullWidth
          leftSection={<IconLock size={18} aria-hidden="true" />}
        >
          Proceed to checkout
        </Button>
      }
    />
  );
}

/** A visitor's offline cart (spec 000 §4 Cart), priced in the browser from the public fees. */
function OfflineCart() {
  const lines = useOfflineCart();
  const settings = useSiteSettings();
  const prices = useMemo(() => priceSettingsOf(settings), [settings]);
  const now = new Date();
  const views = lines.map((line, index) => offlineLineView(line, prices, now, index));
  if (views.length === 0) return <EmptyCart />;

  return (
    <CartLayout
      lines={views}
      summary={offlineSummary(views)}
      busyKey={null}
      onChoose={(index, choice) => {
        const line = lines[index];
        if (!line) return;
        writeOfflineCart(lines.with(index, applyOfflineChoice(line, choice)), browserLocalStorage());
      }}
      onRemove={(index) => {
        writeOfflineCart(
          lines.filter((_, i) => i !== index),
          browserLocalStorage(),
        );
        toast(messages.removedFromCart, "success");
      }}
      notice={
        <Alert
          role="note"
          variant="light"
          color="brand"
          icon={<IconInfoCircle aria-hidden="true" />}
          title="You are not signed in"
        >
          Your cart is kept in this browser. The prices shown are our catalogue prices and fees; your order is
          priced again when you check out.
        </Alert>
      }
      action={
        <Stack gap={6}>
          <Button
            component={Link}
            to="/login"
            state={authModalState}
            size="md"
            fullWidth
            leftSection={<IconLock size={18} aria-hidden="true" />}
          >
            Proceed to checkout
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            Sign in, or create an account, to check out. Your cart comes with you.
          </Text>
        </Stack>
      }
    />
  );
}

/** /cart (spec 000 §2): the cart, signed in or not. */
export function CartPage() {
  const data = useSession();
  const signedIn = isSignedIn(data);
  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      <title>Your cart | Cloudoc</title>
      <Stack gap="lg">
        <Title order={1}>Your cart</Title>
        {signedIn ? <ServerCart /> : <OfflineCart />}
      </Stack>
    </Container>
  );
}
