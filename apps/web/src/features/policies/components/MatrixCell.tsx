import type { MatrixStatus } from "@cloudoc/contract";
import { Badge, Group, Text, Tooltip, UnstyledButton } from "@mantine/core";
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconEye,
  IconMail,
  IconMinus,
  IconRefresh,
  type Icon as TablerIcon,
} from "@tabler/icons-react";
import { type CellIcon, cellViews, legendOrder } from "../policy-rules";

const icons: Record<CellIcon, TablerIcon> = {
  minus: IconMinus,
  mail: IconMail,
  eye: IconEye,
  alert: IconAlertTriangle,
  refresh: IconRefresh,
  check: IconCircleCheck,
};

/** A status as colour, icon and a word together (never colour alone). */
export function StatusChip({ status, size = "sm" }: { status: MatrixStatus; size?: "xs" | "sm" }) {
  const view = cellViews[status];
  const Icon = icons[view.icon];
  const filled = status === "overdue" || status === "acknowledged";
  if (status === "not-assigned") {
    return (
      <Text size={size} c="dimmed" component="span" aria-hidden="true">
        —
      </Text>
    );
  }
  return (
    <Badge
      variant={filled ? "filled" : "light"}
      color={view.color}
      size={size === "xs" ? "sm" : "md"}
      radius="sm"
      leftSection={<Icon size={12} aria-hidden="true" />}
      tt="none"
      // Never cut to "Ag…": the badge keeps its width and the grid scrolls instead.
      styles={{
        root: { flexShrink: 0, maxWidth: "none", overflow: "visible" },
        label: { overflow: "visible" },
      }}
    >
      {view.short}
    </Badge>
  );
}

/**
 * One cell of the matrix. An acknowledged (or since-changed) cell is a button: it downloads the
 * certificate of that employee's latest acknowledgement of the policy.
 */
export function MatrixCell({
  status,
  employee,
  policy,
  onCertificate,
  busy,
}: {
  status: MatrixStatus;
  employee: string;
  policy: string;
  onCertificate: () => void;
  busy: boolean;
}) {
  const view = cellViews[status];
  const label = `${employee}, ${policy}: ${view.label}`;
  const hasCertificate = status === "acknowledged" || status === "reacknowledge";
  if (!hasCertificate) {
    return (
      <Tooltip label={view.label} openDelay={300} withArrow>
        <span role="img" aria-label={label} style={{ display: "inline-flex" }}>
          <StatusChip status={status} />
        </span>
      </Tooltip>
    );
  }
  return (
    <Tooltip label={`${view.label}: download the certificate`} openDelay={300} withArrow>
      <UnstyledButton
        onClick={onCertificate}
        disabled={busy}
        // Starts with the word the cell shows ("Done"), so a voice command that says it finds it.
        aria-label={`${view.short}: ${label}. Download the certificate`}
        aria-busy={busy}
        style={{ borderRadius: 4, opacity: busy ? 0.6 : 1 }}
      >
        <StatusChip status={status} />
      </UnstyledButton>
    </Tooltip>
  );
}

/** What each status means, shown above the matrix. */
export function MatrixLegend() {
  return (
    <Group
      gap="md"
      wrap="wrap"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label="Key to the statuses"
    >
      {legendOrder.map((status) => (
        <Group component="li" key={status} gap={6} wrap="nowrap">
          {status === "not-assigned" ? (
            <Text size="sm" fw={700} aria-hidden="true">
              —
            </Text>
          ) : (
            <StatusChip status={status} />
          )}
          <Text size="sm">{cellViews[status].label}</Text>
        </Group>
      ))}
    </Group>
  );
}
