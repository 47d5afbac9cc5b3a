import type { PlanListItem } from "@cloudoc/contract";
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatDate, formatMoney } from "../../../lib/format";
import { addOnLabels, planLabels, planPeriod } from "../../commerce/labels";
import {
  actionsFor,
  keyDateOf,
  pendingPlanChange,
  planSwitchOf,
  type StatusTone,
  type SubscriptionAction,
  statusOf,
} from "../rules";

/** Filled badges in shades dark enough for white text (the theme's autoContrast), as the order badges. */
const toneColours: Record<StatusTone, string> = {
  green: "#1e6b38",
  blue: "blue",
  orange: "#9c3b00",
  red: "red",
  gray: "gray",
};

const addOnStatus: Record<PlanListItem["status"], string | null> = {
  active: null,
  past_due: "payment overdue",
  cancelled: "cancelled",
  expired: "expired",
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

function actionLabel(action: SubscriptionAction, item: PlanListItem): string {
  const change = planSwitchOf(item);
  const labels: Record<SubscriptionAction, string> = {
    addOns: "Add add-ons",
    switchPlan: change.undoesChange ? `Keep ${planLabels[change.to]}` : `Switch to ${change.to}`,
    cancel: "Cancel subscription",
    undoCancel: "Undo cancellation",
    renew: item.status === "past_due" ? "Pay now" : "Renew",
    renewManagement: "Renew document management",
    download: "Download all documents",
    subscribeAgain: "Subscribe again",
  };
  return labels[action];
}

/** Add-on badges wrap on a phone rather than cut their status off. */
const wrapping = { root: { height: "auto", maxWidth: "100%" }, label: { whiteSpace: "normal" } } as const;

const primary: ReadonlySet<SubscriptionAction> = new Set(["renew", "undoCancel", "subscribeAgain"]);

interface SubscriptionCardProps {
  item: PlanListItem;
  now: Date;
  busy: boolean;
  onAction: (action: SubscriptionAction, item: PlanListItem) => void;
}

/** One package subscription: plan, status, dates, price, add-ons and what can be done with it. */
export function SubscriptionCard({ item, now, busy, onAction }: SubscriptionCardProps) {
  const status = statusOf(item);
  const keyDate = keyDateOf(item);
  const pending = pendingPlanChange(item);
  const headingId = `subscription-${item._id}`;
  return (
    <Paper withBorder p="lg" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" id={headingId}>
              {item.packageName}
            </Title>
            {status.detail && (
              <Text size="sm" c={toneColours[status.tone]}>
                {status.detail}
              </Text>
            )}
          </Stack>
          <Badge color={toneColours[status.tone]} variant="filled" radius="sm" size="lg">
            {status.label}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label="Plan" value={planLabels[item.plan]} />
          <Fact label="Started" value={formatDate(item.startsAt)} />
          <Fact label={keyDate.label} value={keyDate.value} />
          <Fact label="Price" value={`${formatMoney(item.price)} a ${planPeriod[item.plan]}`} />
        </SimpleGrid>
        {pending && item.renewsAt && (
          <Text size="sm">
            Moves to {planLabels[pending]} on {formatDate(item.renewsAt)}: {formatMoney(item.nextPrice)} a{" "}
            {planPeriod[pending]}.
          </Text>
        )}
        {item.addOns.length > 0 && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Add-ons
            </Text>
            {item.addOns.map((addOn) => (
              <Badge key={addOn.type} variant="outline" color="gray" tt="none" size="lg" styles={wrapping}>
                {addOnLabels[addOn.type]} · {formatMoney(addOn.price)}
                {addOn.type === "printing" ? " once" : ""}
                {addOnStatus[addOn.status] ? ` · ${addOnStatus[addOn.status]}` : ""}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="sm">
          {actionsFor(item, now).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={primary.has(action) ? "filled" : action === "cancel" ? "outline" : "light"}
              color={action === "cancel" ? "red" : undefined}
              disabled={busy}
              onClick={() => onAction(action, item)}
            >
              {actionLabel(action, item)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
