import { Menu, Text } from "@mantine/core";
import { IconLogout, IconRestore, IconUser } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { session } from "../../../lib/session";
import { logout } from "../../logout";
import { ProfileButton } from "./ProfileButton";
import type { HeaderIdentity } from "./use-identity";

export interface ProfileMenuProps {
  identity: HeaderIdentity;
  canRestoreAll: boolean;
  onRestoreAll: () => void;
}

/**
 * The header's profile dropdown (spec 000 §2): My Profile, Restore All and Logout. Loaded when
 * first asked for (ProfileMenuButton), so Mantine's Menu and its positioning code are not part of
 * every company page's first load. It takes over from the placeholder button, so it opens at
 * once and keeps the focus where the placeholder had it (Escape then hands it back to this button).
 */
export default function ProfileMenu({ identity, canRestoreAll, onRestoreAll }: ProfileMenuProps) {
  const navigate = useNavigate();
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  const hasIdentity = Boolean(identity.displayName || identity.email);

  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      offset={8}
      shadow="md"
      width={240}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ProfileButton identity={identity} ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        {hasIdentity && (
          <div style={{ padding: "8px 12px" }}>
            {identity.displayName && (
              <Text size="sm" fw={700} truncate="end">
                {identity.displayName}
              </Text>
            )}
            {identity.email && (
              <Text size="xs" c="dimmed" truncate="end">
                {identity.email}
              </Text>
            )}
          </div>
        )}
        {hasIdentity && <Menu.Divider />}
        <Menu.Item
          component={Link}
          to="/company/profile"
          state={{ profileType: "myprofile" }}
          onClick={() => session.set("profileType", "myprofile")}
          leftSection={<IconUser size={16} aria-hidden="true" />}
        >
          My Profile
        </Menu.Item>
        {canRestoreAll && (
          <Menu.Item leftSection={<IconRestore size={16} aria-hidden="true" />} onClick={onRestoreAll}>
            Restore All
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => void logout(navigate)}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
