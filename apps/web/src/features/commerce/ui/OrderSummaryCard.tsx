import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { formatMoney } from "../../../lib/format";
import type { CartSummaryView } from "../cart-view";
import classes from "./commerce.module.css";

const money = (pence: number) => formatMoney(pence / 100);

/** Subtotal, discount and total of the cart (spec 000 §3 Cart item total; §5 price rules). */
export function OrderSummaryCard({
  summary,
  children,
  note,
  title = "Order summary",
}: {
  summary: CartSummaryView;
  children?: ReactNode;
  note?: ReactNode;
  title?: string;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby="order-summary-heading"
      p="lg"
      radius="md"
      className={classes.summary}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="order-summary-heading">
          {title}
        </Title>
        <Stack component="dl" gap={6} m={0}>
          <div className={classes.summaryRow}>
            <Text component="dt">Items</Text>
            <Text component="dd" m={0}>
              {summary.count}
            </Text>
          </div>
          <div className={classes.summaryRow}>
            <Text component="dt">Subtotal</Text>
            <Text component="dd" m={0}>
              {money(summary.subtotalPence)}
            </Text>
          </div>
          <div className={classes.summaryRow}>
            <Text component="dt">Discount</Text>
            <Text component="dd" m={0} c={summary.discountPence > 0 ? "red" : undefined}>
              {summary.discountPence > 0 ? `−${money(summary.discountPence)}` : money(0)}
            </Text>
          </div>
          <div className={classes.totalRow}>
            <Text component="dt" inherit>
              Total due today
            </Text>
            <Text component="dd" m={0} inherit data-testid="cart-total">
              {money(summary.totalPence)}
            </Text>
          </div>
        </Stack>
        {!summary.complete && (
          <Text size="sm" c="dimmed">
            Add-on prices are still loading; the total is confirmed at checkout.
          </Text>
        )}
        {note}
        {children}
      </Stack>
    </Paper>
  );
}
