import { Badge } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconEye, IconMail, IconRefresh } from "@tabler/icons-react";
import { type EmployeeStatus, employeeStatusViews } from "../reading-rules";

const statusIcons: Record<EmployeeStatus, typeof IconMail> = {
  unread: IconMail,
  read: IconEye,
  overdue: IconAlertTriangle,
  reacknowledge: IconRefresh,
  acknowledged: IconCircleCheck,
};

/** The status as colour, icon and words. */
export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  const view = employeeStatusViews[status];
  const filled = status === "overdue" || status === "acknowledged";
  const Icon = statusIcons[status];
  return (
    <Badge
      color={view.color}
      variant={filled ? "filled" : "light"}
      leftSection={<Icon size={12} aria-hidden="true" />}
      style={{ textTransform: "none" }}
      size="md"
    >
      {view.label}
    </Badge>
  );
}
