import type { AssignedPolicy } from "@cloudoc/contract";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconClock } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { dueText, employeeStatusOf, employeeStatusViews } from "../reading-rules";
import { EmployeeStatusBadge } from "./EmployeeStatusBadge";

/** Where the employee reads a policy. */
export const readingPath = (id: string) => `/employee/policies/${encodeURIComponent(id)}`;

/** One assigned policy in the employee's list: big enough to tap, the due date in red when overdue. */
export function AssignedPolicyCard({ policy }: { policy: AssignedPolicy }) {
  const status = employeeStatusOf(policy);
  const due = dueText(policy);
  const late = status === "overdue";
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      style={late ? { borderColor: "var(--mantine-color-red-8)", borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" style={{ overflowWrap: "anywhere" }}>
              {policy.name}
            </Text>
            <Text size="sm" c="dimmed">
              {[policy.policyNumber, `Version ${policy.version}`].filter(Boolean).join(" · ")}
            </Text>
          </Stack>
          {status === "unread" && (
            <Badge color="brand" variant="filled" size="sm" style={{ flexShrink: 0 }}>
              New
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          <EmployeeStatusBadge status={status} />
          {policy.testRequired && !policy.acknowledged && (
            <Badge variant="outline" color="gray" size="md" style={{ textTransform: "none" }}>
              Quiz
            </Badge>
          )}
        </Group>
        {due && (
          <Group gap={6} wrap="nowrap">
            {late ? (
              <IconAlertTriangle size={16} color="var(--mantine-color-red-9)" aria-hidden="true" />
            ) : (
              <IconClock size={16} aria-hidden="true" />
            )}
            <Text size="sm" c={late ? "red" : undefined} fw={late ? 700 : 500}>
              {due}
            </Text>
          </Group>
        )}
        {policy.acknowledged && policy.acknowledgedAt && (
          <Text size="sm" c="dimmed">
            Acknowledged version {policy.acknowledgedVersion} on {formatDate(policy.acknowledgedAt)}
          </Text>
        )}
        <Button
          component={Link}
          to={readingPath(policy._id)}
          variant={policy.acknowledged ? "default" : "filled"}
          color={late ? "red" : undefined}
          fullWidth
          size="md"
          aria-label={`${employeeStatusViews[status].action}: ${policy.name}`}
        >
          {employeeStatusViews[status].action}
        </Button>
      </Stack>
    </Paper>
  );
}
