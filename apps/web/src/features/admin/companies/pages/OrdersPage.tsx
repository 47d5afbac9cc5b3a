import { type AdminOrderSummary, adminCompanyMessages, orderStatuses } from "@cloudoc/contract";
import { Anchor, Paper, SimpleGrid, Text } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate, formatMoney } from "../../../../lib/format";
import { type Column, DataTable } from "../../../../ui/DataTable";
import { orderTypeFilters } from "../../../commerce/order-rules";
import { OrderStatusBadge } from "../../../commerce/ui/OrderStatusBadge";
import { AdminPage } from "../../ui/AdminPage";
import { DateRangeFilter, FilterSelect, ListToolbar } from "../../ui/ListToolbar";
import { PagedList } from "../../ui/PagedList";
import { useListFilters } from "../../ui/use-list-filters";
import { OrderDrawer } from "../components/OrderDrawer";
import { adminKeys } from "../queries/companies";
import { fetchOrders, type OrderListInput } from "../queries/orders";

type StatusFilter = NonNullable<OrderListInput["status"]>;
const statusOptions = (["all", ...orderStatuses] as const).map((value) => ({
  value,
  label: orderTypeFilters[value],
}));

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

type OpenOrder = { _id: string; orderId: string };
const columns = (onOpen: (order: OpenOrder) => void): Column<AdminOrderSummary>[] => [
  {
    header: "Order",
    cell: (order) => (
      <Anchor component="button" type="button" fw={600} onClick={() => onOpen(order)}>
        {order.orderId}
      </Anchor>
    ),
  },
  { header: "Company", cell: (order) => order.company.name },
  { header: "Date", cell: (order) => formatDate(order.createdAt) },
  {
    header: "Items",
    cell: (order) => (
      <Text size="sm" lineClamp={2}>
        {order.packages.join(", ")}
      </Text>
    ),
  },
  { header: "Total", align: "right", td: { fw: 600 }, cell: (order) => formatMoney(order.total) },
  { header: "Status", cell: (order) => <OrderStatusBadge status={order.status} /> },
  { header: "Invoice", cell: (order) => order.invoiceNumber ?? "–" },
];

/** Every company's orders and payments, read-only: by status, date range and company. */
export function OrdersPage() {
  const list = useListFilters<{ status: StatusFilter; from: string; to: string }>({
    status: "all",
    from: "",
    to: "",
  });
  const [open, setOpen] = useState<OpenOrder | null>(null);
  const input = { ...list.input, from: list.filters.from || null, to: list.filters.to || null };
  const rangeBackwards = Boolean(input.from && input.to && input.from > input.to);
  const orders = useQuery({
    queryKey: [...adminKeys.orders, input],
    queryFn: () => fetchOrders(input),
    placeholderData: keepPreviousData,
    enabled: !rangeBackwards,
  });

  return (
    <AdminPage title="Orders" heading="Orders and payments">
      <ListToolbar
        align="flex-start"
        searchLabel="Company"
        searchPlaceholder="Name or subdomain"
        searchWidth={260}
        list={list}
      >
        <FilterSelect label="Status" options={statusOptions} {...list.field("status")} width={190} />
        <DateRangeFilter
          from={list.field("from")}
          to={list.field("to")}
          error={rangeBackwards ? adminCompanyMessages.dateRangeInvalid : undefined}
        />
      </ListToolbar>
      {!rangeBackwards && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} maw={720}>
            <Sum label="All matching orders" pounds={orders.data?.amount} />
            <Sum label="Of which paid" pounds={orders.data?.paidAmount} />
          </SimpleGrid>
          <PagedList
            query={orders}
            noun="orders"
            list={list}
            emptyIcon={<IconReceipt size={30} aria-hidden="true" />}
            emptyText="No order matches these filters."
          >
            {(data) => (
              <DataTable rows={data.list} rowKey={(o) => o._id} columns={columns(setOpen)} minWidth={900} />
            )}
          </PagedList>
        </>
      )}
      <OrderDrawer order={open} onClose={() => setOpen(null)} />
    </AdminPage>
  );
}
