import type { OrderDetails } from "@cloudoc/contract";
import { Anchor, Container, Grid, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useLocation, useParams } from "react-router";
import { formatDate, formatMoney } from "../../../lib/format";
import { LoadError } from "../../../ui/States";
import { maskedCard } from "../card";
import { fetchOrderDetails, orderDetailsKey } from "../cart-api";
import { addOnLabels, planLabels } from "../labels";
import classes from "../ui/commerce.module.css";
import { OrderStatusBadge } from "../ui/OrderStatusBadge";
import { LoadingBlocks } from "../ui/States";

type OrderLine = OrderDetails["lines"][number];

function lineLabel(line: OrderLine): string {
  if (line.kind === "document") return "Single document";
  if (line.kind === "course") return "Training course";
  const plan = line.plan ? planLabels[line.plan] : "";
  if (line.kind === "addon" && line.addOn)
    return `${addOnLabels[line.addOn]} add-on${plan ? `, ${plan}` : ""}`;
  return `Licence${plan ? `, ${plan}` : ""}`;
}

const paymentStatusLabels: Record<string, string> = {
  succeeded: "Succeeded",
  failed: "Declined",
  cancelled: "Cancelled",
  pending: "Awaiting payment",
  processing: "Processing",
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.summaryRow}>
      <Text component="dt" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} ta="right">
        {children}
      </Text>
    </div>
  );
}

function providerLabel(provider: string): string {
  return provider === "stripe" ? "Card (Stripe)" : "Card (test payment)";
}

/** /order-detail/{id} (spec 000 §2, §7 /user/order-details): the lines, totals, payment and status. */
export function OrderDetailPage() {
  const { id = "" } = useParams();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const backTo = typeof from === "string" && from.startsWith("/") ? from : "/company/orders";
  const order = useQuery({ queryKey: [orderDetailsKey, id], queryFn: () => fetchOrderDetails(id) });
  const data = order.data;

  return (
    <Container size="lg" py={{ base: "lg", sm: "xl" }}>
      <title>{data ? `Order ${data.orderId} | Cloudoc` : "Order details | Cloudoc"}</title>
      <Stack gap="lg">
        <Anchor component={Link} to={backTo} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            Back to your orders
          </Group>
        </Anchor>
        {order.isPending && (
          <>
            <Title order={1}>Order details</Title>
            <LoadingBlocks label="Loading the order" />
          </>
        )}
        {order.isError && (
          <>
            <Title order={1}>Order details</Title>
            <LoadError
              title="This order could not be loaded"
              error={order.error}
              onRetry={() => void order.refetch()}
            />
          </>
        )}
        {data && (
          <>
            <Group gap="md" align="center">
              <Title order={1}>Order {data.orderId}</Title>
              <OrderStatusBadge status={data.status} />
            </Group>
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Paper
                  withBorder
                  radius="md"
                  p="lg"
                  component="section"
                  aria-labelledby="order-items-heading"
                >
                  <Title order={2} size="h3" id="order-items-heading" mb="sm">
                    Items
                  </Title>
                  <Table.ScrollContainer minWidth={560}>
                    <Table verticalSpacing="sm">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Item</Table.Th>
                          <Table.Th ta="right">Price</Table.Th>
                          <Table.Th ta="right">Discount</Table.Th>
                          <Table.Th ta="right">Charged</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {data.lines.map((line) => (
                          <Table.Tr key={line._id}>
                            <Table.Td>
                              <Text fw={600}>{line.name}</Text>
                              <Text size="sm" c="dimmed">
                                {lineLabel(line)}
                              </Text>
                            </Table.Td>
                            <Table.Td ta="right">{formatMoney(line.listPrice)}</Table.Td>
                            <Table.Td ta="right">
                              {line.discount > 0 ? `−${formatMoney(line.discount)}` : "–"}
                            </Table.Td>
                            <Table.Td ta="right" fw={600}>
                              {formatMoney(line.price)}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                  <Stack component="dl" gap={6} mt="md" maw={320} ml="auto">
                    <Fact label="Subtotal">{formatMoney(data.subtotal)}</Fact>
                    <Fact label="Discount">
                      {data.discount > 0 ? `−${formatMoney(data.discount)}` : formatMoney(0)}
                    </Fact>
                    <div className={classes.totalRow}>
                      <Text component="dt" inherit>
                        Total
                      </Text>
                      <Text component="dd" m={0} inherit>
                        {formatMoney(data.total)}
                      </Text>
                    </div>
                  </Stack>
                </Paper>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Paper
                  withBorder
                  radius="md"
                  p="lg"
                  component="section"
                  aria-labelledby="order-facts-heading"
                >
                  <Title order={2} size="h3" id="order-facts-heading" mb="sm">
                    Details
                  </Title>
                  <Stack component="dl" gap={8} m={0}>
                    <Fact label="Order number">{data.orderId}</Fact>
                    <Fact label="Status">
                      <OrderStatusBadge status={data.status} />
                    </Fact>
                    <Fact label="Ordered on">{formatDate(data.createdAt)}</Fact>
                    {data.paidAt && <Fact label="Paid on">{formatDate(data.paidAt)}</Fact>}
                    <Fact label="Invoice number">{data.invoiceNumber ?? "Not invoiced"}</Fact>
                    <Fact label="Payment">{providerLabel(data.payment?.provider ?? data.provider)}</Fact>
                    {data.payment?.last4 && <Fact label="Card">{maskedCard(data.payment.last4)}</Fact>}
                    {data.payment && (
                      <Fact label="Payment status">
                        {paymentStatusLabels[data.payment.status] ?? data.payment.status}
                      </Fact>
                    )}
                  </Stack>
                </Paper>
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
    </Container>
  );
}
