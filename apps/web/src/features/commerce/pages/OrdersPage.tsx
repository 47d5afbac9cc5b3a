import {
  Anchor,
  Container,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { formatDate, formatMoney } from "../../../lib/format";
import { pageCount, rangeText } from "../../../lib/list-rules";
import { useSession } from "../../../lib/use-session";
import { LoadError } from "../../../ui/States";
import { fetchOrders, ordersKey } from "../cart-api";
import {
  isOrderSort,
  isOrderType,
  type OrderListState,
  orderListRequest,
  orderSorts,
  ordersPageSize,
  orderTypeFilters,
} from "../order-rules";
import classes from "../ui/commerce.module.css";
import { OrderStatusBadge } from "../ui/OrderStatusBadge";
import { LoadingBlocks } from "../ui/States";

const sortData = Object.entries(orderSorts).map(([value, sort]) => ({ value, label: sort.label }));
const typeData = Object.entries(orderTypeFilters).map(([value, label]) => ({ value, label }));

function Stat({ label, value, colour }: { label: string; value: number | undefined; colour: string }) {
  return (
    <Paper p="md" radius="md" className={classes.statCard}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} c={colour} lh={1.2}>
        {value ?? "–"}
      </Text>
    </Paper>
  );
}

/**
 * Order history (spec 000 §2 /order/history, /orders; §7 /user/order-lists): 10 to a page, with
 * search, sort by date or total, a status filter, status badges and the paid and failed counts.
 */
export function OrdersPage() {
  const { pathname } = useLocation();
  const { userId } = useSession();
  const title = pathname.endsWith("/orders") ? "Orders" : "Order history";
  const [state, setState] = useState<OrderListState>({ page: 1, search: "", sort: "newest", type: "all" });
  const [search] = useDebouncedValue(state.search, 300);
  const request = orderListRequest({ ...state, search });
  const orders = useQuery({
    queryKey: [ordersKey, userId, request],
    queryFn: () => fetchOrders(request),
    placeholderData: keepPreviousData,
  });
  const data = orders.data;
  const pages = pageCount(data?.total ?? 0, ordersPageSize);

  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      <title>{`${title} | Cloudoc`}</title>
      <Stack gap="lg">
        <Title order={1}>{title}</Title>

        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" maw={640}>
          <Stat label="Successful orders" value={data?.success} colour="green" />
          {/* No failed orders is good news, not a warning (issue 19). */}
          <Stat label="Failed orders" value={data?.failed} colour={data?.failed ? "red" : "gray"} />
        </SimpleGrid>

        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Search orders"
            placeholder="Order number, invoice or package"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={state.search}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setState((s) => ({ ...s, search: value, page: 1 }));
            }}
            w={{ base: "100%", sm: 320 }}
          />
          <Select
            label="Sort by"
            data={sortData}
            value={state.sort}
            onChange={(value) => isOrderSort(value) && setState((s) => ({ ...s, sort: value, page: 1 }))}
            allowDeselect={false}
            w={{ base: "100%", sm: 220 }}
          />
          <Select
            label="Status"
            data={typeData}
            value={state.type}
            onChange={(value) => isOrderType(value) && setState((s) => ({ ...s, type: value, page: 1 }))}
            allowDeselect={false}
            w={{ base: "100%", sm: 200 }}
          />
        </Group>

        {orders.isPending && <LoadingBlocks label="Loading your orders" count={3} height={48} />}
        {orders.isError && (
          <LoadError
            title="Your orders could not be loaded"
            error={orders.error}
            onRetry={() => void orders.refetch()}
          />
        )}
        {data && (
          <Stack gap="sm" aria-busy={orders.isFetching}>
            <Text size="sm" c="dimmed" role="status">
              {data.list.length === 0
                ? request.search || request.type !== "all"
                  ? "No orders match your search."
                  : "You have no orders yet."
                : rangeText(state.page, ordersPageSize, data.list.length, data.total, "orders")}
            </Text>
            {data.list.length > 0 && (
              <Table.ScrollContainer minWidth={760}>
                <Table striped highlightOnHover verticalSpacing="sm">
                  <Table.Caption>
                    <VisuallyHidden>Your orders, {orderSorts[state.sort].label.toLowerCase()}</VisuallyHidden>
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Order</Table.Th>
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
                          <Anchor
                            component={Link}
                            to={`/company/order-detail/${order._id}`}
                            state={{ from: pathname }}
                            fw={600}
                          >
                            {order.orderId}
                          </Anchor>
                        </Table.Td>
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
            )}
            {pages > 1 && (
              <Pagination
                total={pages}
                value={state.page}
                onChange={(page) => setState((s) => ({ ...s, page }))}
                getControlProps={(control) => ({
                  "aria-label":
                    control === "previous" ? "Previous page" : control === "next" ? "Next page" : control,
                })}
                getItemProps={(page) => ({ "aria-label": `Page ${page}` })}
              />
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
