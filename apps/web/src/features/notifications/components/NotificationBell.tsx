import type { Notification } from "@cloudoc/contract";
import { ActionIcon, Anchor, Group, Indicator, Popover, ScrollArea, Text } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { badgeText, bellLabel } from "../notification-rules";
import { NotificationDetail } from "./NotificationDetail";
import { NotificationList } from "./NotificationList";

/**
 * The company header's bell (spec 000 §2): the unread badge, and a popover titled "New Updates"
 * with the latest notifications; selecting one opens its detail popup. "See all" leads to
 * /company/notifications.
 */
export function NotificationBell({ unread }: { unread: number }) {
  const [opened, setOpened] = useState(false);
  const [selected, setSelected] = useState<Notification | null>(null);
  return (
    <>
      <Indicator label={badgeText(unread)} size={18} offset={4} color="red" disabled={unread === 0} inline>
        <Popover
          opened={opened}
          onChange={setOpened}
          position="bottom-end"
          width={360}
          shadow="md"
          offset={8}
          trapFocus
          returnFocus
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={bellLabel(unread)}
              onClick={() => setOpened((o) => !o)}
            >
              <IconBell size={22} aria-hidden="true" />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown p={0} role="dialog" aria-labelledby="new-updates-title">
            <Group
              justify="space-between"
              px="md"
              py="sm"
              style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
            >
              <Text fw={700} id="new-updates-title">
                New Updates
              </Text>
              <Anchor component={Link} to="/company/notifications" size="sm" onClick={() => setOpened(false)}>
                See all
              </Anchor>
            </Group>
            <ScrollArea.Autosize mah={420} type="auto">
              {opened && (
                <NotificationList
                  onSelect={(item) => {
                    setOpened(false);
                    setSelected(item);
                  }}
                />
              )}
            </ScrollArea.Autosize>
          </Popover.Dropdown>
        </Popover>
      </Indicator>
      <NotificationDetail item={selected} onClose={() => setSelected(null)} />
    </>
  );
}
