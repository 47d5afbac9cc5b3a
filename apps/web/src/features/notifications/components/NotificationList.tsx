import type { Notification } from "@cloudoc/contract";
import { Box, Button, Loader, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { formatDate } from "../../../lib/format";
import { errorText } from "../../../ui/States";
import { useNotificationFeed } from "../hooks/use-notification-feed";
import classes from "./notifications.module.css";

/** One notification: category, title and content; an unread one tinted, with a dot and a bold title. */
export function NotificationItem({
  item,
  onSelect,
}: {
  item: Notification;
  onSelect: (item: Notification) => void;
}) {
  return (
    <li>
      <UnstyledButton
        className={classes.item}
        data-unread={!item.read || undefined}
        onClick={() => onSelect(item)}
      >
        {!item.read && <span className={classes.dot} aria-hidden="true" />}
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.category}
            {!item.read && <VisuallyHidden>, unread</VisuallyHidden>}
          </Text>
          <Text size="sm" fw={item.read ? 500 : 700} lineClamp={2}>
            {item.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {item.content}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(item.createdAt)}
          </Text>
        </Box>
      </UnstyledButton>
    </li>
  );
}

/** The popup's list: category, title and content of each, unread ones marked; See More loads 10 more. */
export function NotificationList({ onSelect }: { onSelect: (item: Notification) => void }) {
  const { feed, items } = useNotificationFeed(true);
  if (feed.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" p="sm">
        <VisuallyHidden role="status">Loading notifications …</VisuallyHidden>
        {["a", "b", "c"].map((key) => (
          <Skeleton key={key} height={56} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (feed.isError) {
    return (
      <Stack gap="xs" p="sm" align="flex-start" role="alert">
        <Text size="sm" c="red">
          {errorText(feed.error)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void feed.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="md" ta="center" role="status">
        No notifications yet. Updates to your library documents will show here.
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <ul className={classes.list} aria-label="Notifications">
        {items.map((item) => (
          <NotificationItem key={item._id} item={item} onSelect={onSelect} />
        ))}
      </ul>
      {feed.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          m="xs"
          onClick={() => void feed.fetchNextPage()}
          loading={feed.isFetchingNextPage}
          loaderProps={{ children: <Loader size="xs" /> }}
        >
          See More
        </Button>
      )}
    </Stack>
  );
}
