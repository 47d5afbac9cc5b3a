import { Drawer, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { formatDate, formatMoney } from "../../../../lib/format";
import { LoadError } from "../../../../ui/States";
import { addOnWithPlan, planLabels } from "../../../commerce/labels";
import { OrderStatusBadge } from "../../../commerce/ui/OrderStatusBadge";
import { LoadingBlocks } from "../../../commerce/ui/States";
import { paymentStatusLabel, providerLabels } from "../company-rules";
import { adminKeys } from "../queries/companies";
import { fetchOrder } from "../queries/orders";

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Group>
  );
}

function OrderDetails({ orderId }: { orderId: string }) {
  const order = useQuery({ queryKey: adminKeys.order(orderId), queryFn: () => fetchOrder(orderId) });
  if (order.isPending) return <LoadingBlocks label="Loading the order" count={3} height={80} />;
  if (order.isError) {
    return (
      <LoadError
        title="The order could not be loaded"
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    );
  }
  const o = order.data;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <OrderStatusBadge status={o.status} />
        <Text size="sm">
          {o.company.name} ({o.company.subdomain}), {formatDate(o.createdAt)}
        </Text>
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">List price</Table.Th>
              <Table.Th ta="right">Discount</Table.Th>
              <Table.Th ta="right">Charged</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {o.lines.map((line) => (
              <Table.Tr key={line._id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {line.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {line.addOn
                      ? addOnWithPlan(line.addOn, line.plan)
                      : line.plan
                        ? `Licence, ${planLabels[line.plan]}`
                        : "Single document"}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(line.listPrice)}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.discount)}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.price)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={4}>
        <Row label="Subtotal" value={formatMoney(o.subtotal)} />
        <Row label="Discount" value={formatMoney(o.discount)} />
        <Row label="Total" value={formatMoney(o.total)} />
      </Stack>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="xs">
          Payment
        </Title>
        {o.payment ? (
          <Stack gap={4}>
            <Row label="Status" value={paymentStatusLabel(o.payment.status)} />
            <Row label="Amount" value={formatMoney(o.payment.amount)} />
            <Row label="Provider" value={providerLabels[o.payment.provider]} />
            <Row label="Reference" value={o.payment.reference} />
            <Row label="Card" value={o.payment.last4 ? `ending ${o.payment.last4}` : "–"} />
            <Row label="Last change" value={formatDate(o.payment.updatedAt)} />
            {o.payment.failureReason && <Row label="Why it failed" value={o.payment.failureReason} />}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No payment was started.
          </Text>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="xs">
          Invoice
        </Title>
        {o.invoice ? (
          <Stack gap={4}>
            <Row label="Number" value={o.invoice.number} />
            <Row label="Issued" value={formatDate(o.invoice.issuedAt)} />
            <Row label="Total" value={formatMoney(o.invoice.total)} />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No invoice: the order was not paid.
          </Text>
        )}
      </Paper>
    </Stack>
  );
}

/** One order, read-only: its lines, amounts, payment and invoice. */
export function OrderDrawer({
  order,
  onClose,
}: {
  order: { _id: string; orderId: string } | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={order !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={order ? `Order ${order.orderId}` : ""}
    >
      {order && <OrderDetails orderId={order._id} />}
    </Drawer>
  );
}
