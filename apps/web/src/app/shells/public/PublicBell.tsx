import { ActionIcon, Indicator } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { Link } from "react-router";
import { useUnreadCount } from "../../../features/notifications/hooks/use-unread-count";

/** The signed-in user's bell in the public header: the unread count, leading to the notifications. */
export default function PublicBell() {
  const unread = useUnreadCount();
  return (
    <Indicator label={unread} size={18} offset={4} color="red" disabled={unread === 0} inline>
      <ActionIcon
        component={Link}
        to="/company/notifications"
        variant="subtle"
        size="lg"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
      >
        <IconBell size={22} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  );
}
