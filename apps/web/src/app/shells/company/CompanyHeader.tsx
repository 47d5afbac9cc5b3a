import {
  ActionIcon,
  Avatar,
  Burger,
  Group,
  Menu,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconBook2,
  IconChevronDown,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconRestore,
  IconUser,
} from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ExportsMenu } from "../../../features/exports";
import { NotificationBell } from "../../../features/notifications";
import { RestoreAllModal, useCanRestoreAll } from "../../../features/updates";
import { session } from "../../../lib/session";
import { Logo } from "../../../ui/Logo";
import { logout } from "../../logout";
import classes from "./CompanyShell.module.css";
import { useIdentity } from "./use-identity";

interface CompanyHeaderProps {
  mobileOpened: boolean;
  onToggleMobile: () => void;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  unread: number;
}

/**
 * Spec 000 §2 "Company header": knowledge icon, notification bell (with the "New Updates" popup),
 * profile dropdown with My Profile, Restore All (as §2 and §6 allow) and Logout.
 */
export function CompanyHeader({
  mobileOpened,
  onToggleMobile,
  collapsed,
  onToggleCollapsed,
  unread,
}: CompanyHeaderProps) {
  const navigate = useNavigate();
  const identity = useIdentity();
  const collapseLabel = collapsed ? "Expand the side menu" : "Collapse the side menu";
  const canRestoreAll = useCanRestoreAll();
  const [restoringAll, setRestoringAll] = useState(false);

  return (
    <div className={classes.headerInner}>
      <Group gap="xs" wrap="nowrap">
        <Burger
          hiddenFrom="sm"
          size="sm"
          opened={mobileOpened}
          onClick={onToggleMobile}
          aria-label={mobileOpened ? "Close the menu" : "Open the menu"}
          aria-expanded={mobileOpened}
          aria-controls="company-side-menu"
        />
        <Tooltip label={collapseLabel} openDelay={300}>
          <ActionIcon
            visibleFrom="sm"
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onToggleCollapsed}
            aria-label={collapseLabel}
            aria-expanded={!collapsed}
            aria-controls="company-side-menu"
          >
            {collapsed ? (
              <IconLayoutSidebarLeftExpand size={22} aria-hidden="true" />
            ) : (
              <IconLayoutSidebarLeftCollapse size={22} aria-hidden="true" />
            )}
          </ActionIcon>
        </Tooltip>
        <Link to="/company/dashboard" className={classes.logo} aria-label="Cloudoc dashboard">
          <Logo size={28} />
        </Link>
      </Group>

      <Group gap="xs" wrap="nowrap">
        <Tooltip label="Help centre" openDelay={300}>
          <ActionIcon
            component={Link}
            to="/company/knowledge"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Help centre"
          >
            <IconBook2 size={22} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <ExportsMenu />
        <NotificationBell unread={unread} />

        <Menu position="bottom-end" offset={8} shadow="md" width={240} withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <UnstyledButton className={classes.profileButton}>
              <Avatar color="brand" variant="filled" radius="xl" size={34} alt="" aria-hidden="true">
                {identity.initials || <IconUser size={18} aria-hidden="true" />}
              </Avatar>
              <Text size="sm" fw={600} visibleFrom="md" maw={180} truncate="end">
                {identity.displayName || "My account"}
              </Text>
              <VisuallyHidden hiddenFrom="md">{identity.displayName || "My account"}</VisuallyHidden>
              <VisuallyHidden>, profile menu</VisuallyHidden>
              <IconChevronDown size={16} aria-hidden="true" />
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {(identity.displayName || identity.email) && (
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
            {(identity.displayName || identity.email) && <Menu.Divider />}
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
              <Menu.Item
                leftSection={<IconRestore size={16} aria-hidden="true" />}
                onClick={() => setRestoringAll(true)}
              >
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
      </Group>
      {canRestoreAll && <RestoreAllModal opened={restoringAll} onClose={() => setRestoringAll(false)} />}
    </div>
  );
}
