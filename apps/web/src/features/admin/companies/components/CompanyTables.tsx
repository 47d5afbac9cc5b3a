import type { CompanyView } from "@cloudoc/contract";
import { Badge, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { formatDate, formatMoney } from "../../../../lib/format";
import { addOnLabels, planLabels } from "../../../commerce/labels";
import { OrderStatusBadge } from "../../../commerce/ui/OrderStatusBadge";
import { roleLabels, subscriptionStatusLabels } from "../company-rules";

/** A small table of one tab, or a line saying there is nothing in it. */
function TabTable({ empty, head, rows }: { empty: string; head: string[]; rows: ReactNode[] }) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {head.map((label) => (
              <Table.Th key={label}>{label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function SubscriptionsTable({ subscriptions }: { subscriptions: CompanyView["subscriptions"] }) {
  return (
    <TabTable
      empty="This company has no subscriptions."
      head={["Package", "Plan", "Add-ons", "Starts", "Ends", "Licence fee", "Status"]}
      rows={subscriptions.map((s) => (
        <Table.Tr key={s._id}>
          <Table.Td fw={600}>{s.name}</Table.Td>
          <Table.Td>{s.plan ? planLabels[s.plan] : "Single document"}</Table.Td>
          <Table.Td>{s.addOns.map((a) => addOnLabels[a]).join(", ") || "–"}</Table.Td>
          <Table.Td>{formatDate(s.startsAt)}</Table.Td>
          <Table.Td>{formatDate(s.endsAt) || "–"}</Table.Td>
          <Table.Td>{formatMoney(s.licenceFee)}</Table.Td>
          <Table.Td>
            <Badge variant="filled" radius="sm" color={s.status === "active" ? "#1e6b38" : "gray.7"}>
              {subscriptionStatusLabels[s.status]}
            </Badge>
          </Table.Td>
        </Table.Tr>
      ))}
    />
  );
}

export function CompanyOrdersTable({ orders }: { orders: CompanyView["orders"] }) {
  return (
    <TabTable
      empty="This company has made no orders."
      head={["Order", "Date", "Items", "Total", "Status", "Invoice"]}
      rows={orders.map((o) => (
        <Table.Tr key={o._id}>
          <Table.Td fw={600}>{o.orderId}</Table.Td>
          <Table.Td>{formatDate(o.createdAt)}</Table.Td>
          <Table.Td>{o.packages.join(", ")}</Table.Td>
          <Table.Td>{formatMoney(o.total)}</Table.Td>
          <Table.Td>
            <OrderStatusBadge status={o.status} />
          </Table.Td>
          <Table.Td>{o.invoiceNumber ?? "–"}</Table.Td>
        </Table.Tr>
      ))}
    />
  );
}

export function PeopleTable({ users }: { users: CompanyView["users"] }) {
  return (
    <TabTable
      empty="This company has no users."
      head={["Name", "E-mail", "Role", "Last sign-in"]}
      rows={users.map((u) => (
        <Table.Tr key={u._id}>
          <Table.Td fw={600}>{u.name || "–"}</Table.Td>
          <Table.Td>{u.email}</Table.Td>
          <Table.Td>{roleLabels[u.role]}</Table.Td>
          <Table.Td>{formatDate(u.lastSignInAt) || "Never"}</Table.Td>
        </Table.Tr>
      ))}
    />
  );
}
