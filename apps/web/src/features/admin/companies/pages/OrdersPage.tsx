import { adminCompanyMessages, orderStatuses } from "@cloudoc/contract";
import {
  Anchor,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconReceipt, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate, formatMoney } from "../../../../lib/format";
import { orderTypeFilters } from "../../../commerce/order-rules";
import { OrderStatusBadge } from "../../../commerce/ui/OrderStatusBadge";
import { ListPager } from "../../ui/ListPager";
import { ListStates } from "../../ui/ListStates";
import { useListFilters } from "../../ui/use-list-filters";
import { OrderDrawer } from "../components/OrderDrawer";
import { adminKeys } from "../queries/companies";
import { fetchOrders, type OrderListInput } from "../queries/orders";

type StatusFilter = NonNullable<OrderListInput["status"]>;
const statusOptions = (["all", ...orderStatuses] as const).map((value) => ({
  value,
  label: orderTypeFilters[value],
}));
const isStatus = (value: string | null): value is StatusFilter =>
  statusOptions.some((o) => o.value === value);

function Sum({ label, pounds }: { label: string; pounds: number | undefined }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {pounds === undefined ? "–" : formatMoney(pounds)}
      </Text>
    </Paper>
  );
}

/** Every company's orders and payments, read-only: by status, date range and company. */
export function OrdersPage() {
  const list = useListFilters<{ status: StatusFilter; from: string; to: string }>({
    status: "all",
    from: "",
    to: "",
  });
  const [open, setOpen] = useState<{ _id: string; orderId: string } | null>(null);
  const input = { ...list.input, from: list.filters.from || null, to: list.filters.to || null };
  const rangeBackwards = Boolean(input.from && input.to && input.from > input.to);
  const orders = useQuery({
    queryKey: [...adminKeys.orders, input],
    queryFn: () => fetchOrders(input),
    placeholderData: keepPreviousData,
    enabled: !rangeBackwards,
  });

  return (
    <Stack gap="lg">
      <title>Orders | Cloudoc admin</title>
      <Title order={1}>Orders and payments</Title>
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextInput
          label="Company"
          placeholder="Name or subdomain"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={list.search}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
          w={{ base: "100%", sm: 260 }}
        />
        <Select
          label="Status"
          data={statusOptions}
          value={list.filters.status}
          onChange={(value) => isStatus(value) && list.setFilter("status", value)}
          allowDeselect={false}
          w={{ base: "100%", sm: 190 }}
        />
        <TextInput
          type="date"
          label="From"
          value={list.filters.from}
          onChange={(e) => list.setFilter("from", e.currentTarget.value)}
          w={{ base: "100%", sm: 170 }}
        />
        <TextInput
          type="date"
          label="To"
          min={list.filters.from || undefined}
          error={rangeBackwards ? adminCompanyMessages.dateRangeInvalid : undefined}
          value={list.filters.to}
          onChange={(e) => list.setFilter("to", e.currentTarget.value)}
          w={{ base: "100%", sm: 170 }}
        />
      </Group>
      {!rangeBackwards && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} maw={720}>
            <Sum label="All matching orders" pounds={orders.data?.amount} />
            <Sum label="Of which paid" pounds={orders.data?.paidAmount} />
          </SimpleGrid>
          <ListStates
            query={orders}
            noun="orders"
            emptyIcon={<IconReceipt size={30} aria-hidden="true" />}
            emptyText="No order matches these filters."
          >
            {(data) => (
              <Stack gap="sm">
                <Table.ScrollContainer minWidth={900}>
                  <Table striped highlightOnHover verticalSpacing="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Order</Table.Th>
                        <Table.Th>Company</Table.Th>
                        <Table.Th>Date</Table.Th>
                        <Table.Th>Items</Table.Th>
                        <Table.Th ta="right">Total</Table.Th>
                        <Table.Th>Status</Table.Th>
                        <Table.Th>Invoice</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.list.map((order) => (
                        <Table.Tr key={order._id}>
                          <Table.Td>
                            <Anchor component="button" type="button" fw={600} onClick={() => setOpen(order)}>
                              {order.orderId}
                            </Anchor>
                          </Table.Td>
                          <Table.Td>{order.company.name}</Table.Td>
                          <Table.Td>{formatDate(order.createdAt)}</Table.Td>
                          <Table.Td>
                            <Text size="sm" lineClamp={2}>
                              {order.packages.join(", ")}
                            </Text>
                          </Table.Td>
                          <Table.Td ta="right" fw={600}>
                            {formatMoney(order.total)}
                          </Table.Td>
                          <Table.Td>
                            <OrderStatusBadge status={order.status} />
                          </Table.Td>
                          <Table.Td>{order.invoiceNumber ?? "–"}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                <ListPager
                  page={list.page}
                  total={data.total}
                  shown={data.list.length}
                  noun="orders"
                  onPage={list.setPage}
                />
              </Stack>
            )}
          </ListStates>
        </>
      )}
      <OrderDrawer order={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
