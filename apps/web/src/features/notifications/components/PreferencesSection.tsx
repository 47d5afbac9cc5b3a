import {
  deliveryLabels,
  type EmailDelivery,
  emailDeliveries,
  type NotificationPreference,
  type NotificationPreferenceItem,
} from "@cloudoc/contract";
import { Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { LoadError } from "../../../ui/States";
import { useNotificationPreferences } from "../hooks/use-notification-actions";
import { changedPreferences } from "../notification-rules";

const choices = emailDeliveries.map((value) => ({ value, label: deliveryLabels[value] }));

function CategoryRow({
  item,
  value,
  onChange,
}: {
  item: NotificationPreferenceItem;
  value: EmailDelivery;
  onChange: (value: EmailDelivery) => void;
}) {
  const labelId = `preference-${item.category.replace(/\W+/g, "-")}`;
  return (
    <Group justify="space-between" align="center" gap="sm" py="xs" wrap="wrap">
      <Stack gap={0} style={{ flex: "1 1 280px" }}>
        <Text fw={600} size="sm" id={labelId}>
          {item.category}
        </Text>
        <Text size="xs" c="dimmed">
          {item.description}
        </Text>
      </Stack>
      <SegmentedControl
        size="xs"
        data={choices}
        value={value}
        onChange={(next) => onChange(next as EmailDelivery)}
        aria-labelledby={labelId}
      />
    </Group>
  );
}

/**
 * Email preferences per category (decision 026): Immediately, Daily digest (07:00) or Off. The
 * bell shows everything whatever is chosen; only the email changes. Saves the changed rows only.
 */
export function PreferencesSection() {
  const { preferences, save } = useNotificationPreferences();
  const [draft, setDraft] = useState<Record<string, EmailDelivery>>({});
  const list = preferences.data;
  useEffect(() => {
    if (list) setDraft(Object.fromEntries(list.map((p) => [p.category, p.delivery])));
  }, [list]);
  const changed: NotificationPreference[] = list ? changedPreferences(list, draft) : [];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="email-preferences-title">
      <Title order={2} size="h4" id="email-preferences-title">
        Email preferences
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Choose how each kind of notification reaches your inbox: at once, gathered into one email each morning
        at 07:00, or not at all. Every notification still shows under the bell.
      </Text>
      {preferences.isError && (
        <LoadError
          title="Your email preferences could not be loaded"
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      )}
      {preferences.isPending && <Skeleton height={240} />}
      {list && (
        <Stack gap={0}>
          {list.map((item) => (
            <CategoryRow
              key={item.category}
              item={item}
              value={draft[item.category] ?? item.delivery}
              onChange={(value) => setDraft((current) => ({ ...current, [item.category]: value }))}
            />
          ))}
          <Group justify="flex-end" mt="sm">
            <Button
              onClick={() => save.mutate(changed)}
              disabled={changed.length === 0}
              loading={save.isPending}
            >
              Save preferences
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
