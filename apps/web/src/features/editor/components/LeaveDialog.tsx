import { Button, Group, Modal, Text } from "@mantine/core";
import type { Blocker } from "react-router";

/** "Leave without saving?" for a navigation the leave guard held. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const opened = blocker.state === "blocked";
  return (
    <Modal opened={opened} onClose={() => blocker.reset?.()} title="Leave without saving?" centered size="md">
      <Text size="sm">
        You have changes that are not saved as a version. If you leave now, they are not in the document.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Keep editing
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </Group>
    </Modal>
  );
}
