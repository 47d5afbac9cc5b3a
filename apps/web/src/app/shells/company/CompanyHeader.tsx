import { ActionIcon, Burger, Group, Tooltip } from "@mantine/core";
import { IconBook2, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
// From their own files, not the features' index files (see CompanyShell).
import { ExportsMenu } from "../../../features/exports/ExportsMenu";
import { NotificationBell } from "../../../features/notifications/components/NotificationBell";
import { RestoreAllModal } from "../../../features/updates/components/RestoreAllModal";
import { useCanRestoreAll } from "../../../features/updates/hooks/use-can-restore-all";
import { Logo } from "../../../ui/Logo";
import classes from "./CompanyShell.module.css";
import { ProfileMenuButton } from "./ProfileMenuButton";
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

        <ProfileMenuButton
          identity={identity}
          canRestoreAll={canRestoreAll}
          onRestoreAll={() => setRestoringAll(true)}
        />
      </Group>
      {canRestoreAll && <RestoreAllModal opened={restoringAll} onClose={() => setRestoringAll(false)} />}
    </div>
  );
}
