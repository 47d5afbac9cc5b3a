import { type Notification, pageSizes } from "@cloudoc/contract";
import { Button, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconBellOff, IconChecks } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState, LoadError } from "../../../ui/States";
import { NotificationDetail } from "../components/NotificationDetail";
import { NotificationItem } from "../components/NotificationList";
import classes from "../components/notifications.module.css";
import { PreferencesSection } from "../components/PreferencesSection";
import { useMarkAllRead } from "../hooks/use-notification-actions";
import { unreadSummary } from "../notification-rules";
import { fetchNotifications, notificationKeys } from "../queries/notifications-api";

const size = pageSizes.notifications;

function NotificationPageList({ onSelect }: { onSelect: (item: Notification) => void }) {
  const [page, setPage] = useState(1);
  const notes = useQuery({
    queryKey: notificationKeys.page(page),
    queryFn: () => fetchNotifications((page - 1) * size, size),
    placeholderData: keepPreviousData,
  });
  if (notes.isError) {
    return (
      <LoadError
        title="Your notifications could not be loaded"
        error={notes.error}
        onRetry={() => void notes.refetch()}
      />
    );
  }
  if (!notes.data) return <Skeleton height={420} radius="md" aria-busy="true" />;
  if (notes.data.total === 0) {
    return (
      <EmptyState icon={<IconBellOff size={28} />} title="No notifications yet">
        Library updates, staff policy reminders, exports and subscription news will show here.
      </EmptyState>
    );
  }
  const pages = Math.ceil(notes.data.total / size);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {unreadSummary(notes.data.unread, notes.data.total)}
      </Text>
      <Paper withBorder radius="md" style={{ overflow: "hidden" }}>
        <ul className={classes.list} aria-label="Notifications">
          {notes.data.list.map((item) => (
            <NotificationItem key={item._id} item={item} onSelect={onSelect} />
          ))}
        </ul>
      </Paper>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          aria-label="Pages of notifications"
          style={{ alignSelf: "center" }}
        />
      )}
    </Stack>
  );
}

/**
 * /notifications (spec 001 §2; issue 15): every notification 10 to a page, unread ones marked,
 * opened in the detail popup (which marks it read), Mark all as read, and the email preferences
 * (kept on this page, beside what they govern: decision 026).
 */
export function NotificationsPage() {
  const [selected, setSelected] = useState<Notification | null>(null);
  const markAll = useMarkAllRead();
  return (
    <Stack gap="lg" maw={960}>
      <title>Notifications | Cloudoc</title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>Notifications</Title>
          <Text c="dimmed">Updates to your documents, staff policies and account.</Text>
        </Stack>
        <Button
          variant="light"
          leftSection={<IconChecks size={18} aria-hidden="true" />}
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
        >
          Mark all as read
        </Button>
      </Group>
      <NotificationPageList onSelect={setSelected} />
      <PreferencesSection />
      <NotificationDetail item={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
