import { Badge } from "@mantine/core";
import { type OrderStatus, orderStatusViews } from "../order-rules";

/** An order's status as a filled badge (the theme's autoContrast picks a readable text colour). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const view = orderStatusViews[status];
  return (
    <Badge color={view.colour} variant="filled" radius="sm">
      {view.label}
    </Badge>
  );
}
