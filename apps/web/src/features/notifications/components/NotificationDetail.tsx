import type { Notification } from "@cloudoc/contract";
import { Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { formatDate } from "../../../lib/format";
import { useOpenNotification } from "../hooks/use-notification-feed";
import { linkTarget } from "../notification-rules";

/**
 * The detail popup of one notification: opening it marks it read (the server's copy replaces the
 * list's once it answers); Open follows its link.
 */
export function NotificationDetail({ item, onClose }: { item: Notification | null; onClose: () => void }) {
  const navigate = useNavigate();
  const open = useOpenNotification();
  const { mutate } = open;
  const id = item?._id;
  useEffect(() => {
    if (id) mutate(id);
  }, [id, mutate]);
  const shown = open.data?._id === id ? open.data : item;
  const target = shown ? linkTarget(shown.link) : null;
  return (
    <Modal opened={item !== null} onClose={onClose} title={shown?.title ?? "Notification"} centered>
      {shown && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light" radius="sm">
              {shown.category}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatDate(shown.createdAt)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {shown.content}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            {target && (
              <Button
                data-autofocus
                onClick={() => {
                  onClose();
                  void navigate(target);
                }}
              >
                Open
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
