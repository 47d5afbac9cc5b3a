import { AppShell } from "@mantine/core";
import { useDisclosure, useMediaQuery, useSessionStorage } from "@mantine/hooks";
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { SubdomainReminder } from "../../../features/dashboard/components/SubdomainReminder";
import { useForgetDocumentsPlaceOutside } from "../../../features/documents/remembered-place";
// The shell takes each part from its own file rather than the features' index files: an index
// brings all of its feature's components to every company page (the row menus of the exports, say).
import { ExportTray, exportTrayHeight } from "../../../features/exports/ExportTray";
import { useExports, useExportTray, useExportUpdates } from "../../../features/exports/use-exports";
import { useUnreadCount } from "../../../features/notifications/hooks/use-unread-count";
import { PastDueBanner } from "../../../features/subscriptions/ui/PastDueBanner";
import { RestoreProgress } from "../../../features/updates/components/RestoreProgress";
import { useLiveAccount } from "../../../features/users/live/use-live-account";
import { uiKeys } from "../../../lib/session";
import { useSession } from "../../../lib/use-session";
import { SkipLink } from "../../../ui/SkipLink";
import { CompanyHeader } from "./CompanyHeader";
import classes from "./CompanyShell.module.css";
import { SideMenu } from "./SideMenu";

/**
 * The signed-in company app (spec 000 §2): header, a side menu that collapses to icons (the
 * choice is remembered for the session) and becomes a drawer on small screens, and the page.
 */
export function CompanyShell() {
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useSessionStorage<boolean>({
    key: uiKeys.sideMenuCollapsed,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const isMobile = useMediaQuery("(max-width: 47.99em)") ?? false;
  const compact = collapsed && !isMobile;
  const { pathname } = useLocation();
  const closeMobile = mobile.close;
  const unread = useUnreadCount();
  // Permissions changed or the account deactivated by an owner: followed at once (issue 15).
  useLiveAccount(useSession().token);
  useForgetDocumentsPlaceOutside();
  useExportUpdates(useExports());
  const trayJobs = useExportTray();

  useEffect(() => {
    if (pathname) closeMobile();
  }, [pathname, closeMobile]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: compact ? 72 : 260, breakpoint: "sm", collapsed: { mobile: !mobileOpened } }}
      footer={trayJobs.length > 0 ? { height: exportTrayHeight } : undefined}
      padding={{ base: "md", md: "xl" }}
    >
      <SkipLink />
      <AppShell.Header>
        <CompanyHeader
          mobileOpened={mobileOpened}
          onToggleMobile={mobile.toggle}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((c) => !c)}
          unread={unread}
        />
      </AppShell.Header>
      <AppShell.Navbar id="company-side-menu" aria-label="Company menu">
        <SideMenu compact={compact} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <PastDueBanner />
        <Outlet />
        <RestoreProgress />
        <SubdomainReminder />
      </AppShell.Main>
      {trayJobs.length > 0 && (
        <AppShell.Footer>
          <ExportTray jobs={trayJobs} />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
