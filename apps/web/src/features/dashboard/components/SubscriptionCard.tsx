import type { SubscriptionSummary } from "@cloudoc/contract";
import { Anchor, Badge, Group, Paper, Skeleton, Text, Title } from "@mantine/core";
import { Link } from "react-router";

const addOns: { key: keyof Omit<SubscriptionSummary, "active">; label: string }[] = [
  { key: "updates", label: "Document updates" },
  { key: "management", label: "Document management" },
  { key: "pro", label: "Pro (DocuSign, Forms, Training)" },
];

/** The subscription state: live or not, and what it opens. */
export function SubscriptionCard({ subscription }: { subscription: SubscriptionSummary | undefined }) {
  if (!subscription) return <Skeleton height={120} radius="md" />;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="subscription-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="subscription-title">
          Subscription
        </Title>
        <Anchor component={Link} to="/company/subscriptions" size="sm">
          Manage
        </Anchor>
      </Group>
      <Badge color={subscription.active ? "teal" : "orange"} variant="light" radius="sm" mb="xs">
        {subscription.active ? "Active" : "No active subscription"}
      </Badge>
      {subscription.active && (
        <Group gap={6}>
          {addOns.map((addOn) => (
            <Badge
              key={addOn.key}
              variant={subscription[addOn.key] ? "filled" : "outline"}
              color={subscription[addOn.key] ? "brand" : "gray"}
              radius="sm"
              tt="none"
            >
              {addOn.label}
              {subscription[addOn.key] ? "" : ": not included"}
            </Badge>
          ))}
        </Group>
      )}
      {!subscription.active && (
        <Text size="sm" c="dimmed">
          Subscribe to keep your documents up to date and to use every menu.
        </Text>
      )}
    </Paper>
  );
}
