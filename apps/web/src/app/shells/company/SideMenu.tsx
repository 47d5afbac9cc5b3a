import { type SideMenuEntry, sideMenuEntries, systemSettingsLabel } from "@cloudoc/contract";
import { ActionIcon, Box, Button, NavLink, ScrollArea, Stack, Tooltip } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import { lazy, Suspense, useMemo } from "react";
import { Link, useLocation } from "react-router";
import { isNewProfile, menuContextOf, visibleMenuEntries } from "../../../lib/menu-rules";
import { useCompanyState, useUserProfile } from "../../../lib/use-account";
import { useSession } from "../../../lib/use-session";
import classes from "./CompanyShell.module.css";
import { CompactGroupButton, EntryIcon, rememberProfileType } from "./menu-entry";

const CompactGroupMenu = lazy(() => import("./CompactGroupMenu"));

const isActive = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

interface SideMenuProps {
  /** Icons only, with the label in a tooltip (desktop, collapsed). */
  compact: boolean;
}

const trainingState = { topic: "training" };

/** Spec 000 §2: Book Training, while the profile is under 30 days old. */
function BookTraining({ compact }: { compact: boolean }) {
  if (compact) {
    return (
      <Tooltip label="Book Training" position="right" withArrow openDelay={150}>
        <ActionIcon
          component={Link}
          to="/contact-us"
          state={trainingState}
          size={42}
          variant="light"
          aria-label="Book Training"
          mx="auto"
        >
          <IconCalendarEvent size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      component={Link}
      to="/contact-us"
      state={trainingState}
      variant="light"
      fullWidth
      leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
    >
      Book Training
    </Button>
  );
}

/**
 * The side menu of spec 000 §2, filtered by role, permissions, subscription and packages with the
 * contract's isMenuEntryVisible (spec 000 §6).
 */
export function SideMenu({ compact }: SideMenuProps) {
  const { pathname } = useLocation();
  const data = useSession();
  const role = data.userRole;
  const profile = useUserProfile();
  const companyState = useCompanyState();
  const entries = useMemo(
    () =>
      visibleMenuEntries(
        sideMenuEntries,
        menuContextOf({ role, permissions: data.user_permission, companyState, profile }),
      ),
    [role, data.user_permission, companyState, profile],
  );
  const showTraining = isNewProfile(profile?.createdAt);

  const label = (entry: SideMenuEntry) =>
    entry.key === "systemSettings" ? systemSettingsLabel(role) : entry.label;
  const path = (entry: SideMenuEntry) =>
    role === "employee" && entry.employeePath ? entry.employeePath : entry.path;

  return (
    <ScrollArea type="scroll" className={classes.menuScroll}>
      <Stack gap={2} p="xs" component="ul" className={classes.menuList}>
        {entries.map((entry) => {
          const children = entry.children ?? [];
          if (children.length > 0) {
            const childActive = children.some((child) => isActive(pathname, child.path));
            if (compact) {
              return (
                <li key={entry.key}>
                  <Suspense fallback={<CompactGroupButton entry={entry} active={childActive} />}>
                    <CompactGroupMenu entry={entry} active={childActive} pathOf={path} labelOf={label} />
                  </Suspense>
                </li>
              );
            }
            return (
              <li key={entry.key}>
                <NavLink
                  label={entry.label}
                  leftSection={<EntryIcon entryKey={entry.key} />}
                  defaultOpened={childActive}
                  childrenOffset={28}
                  className={classes.item}
                >
                  {children.map((child) => (
                    <NavLink
                      key={child.key}
                      component={Link}
                      to={path(child)}
                      state={child.state}
                      onClick={() => rememberProfileType(child)}
                      label={label(child)}
                      active={isActive(pathname, child.path)}
                      aria-current={isActive(pathname, child.path) ? "page" : undefined}
                      className={classes.item}
                    />
                  ))}
                </NavLink>
              </li>
            );
          }

          const active = isActive(pathname, path(entry));
          const link = (
            <NavLink
              component={Link}
              to={path(entry)}
              label={compact ? undefined : entry.label}
              aria-label={compact ? entry.label : undefined}
              leftSection={<EntryIcon entryKey={entry.key} />}
              active={active}
              aria-current={active ? "page" : undefined}
              className={compact ? classes.compactItem : classes.item}
            />
          );
          return (
            <li key={entry.key}>
              {compact ? (
                <Tooltip label={entry.label} position="right" withArrow openDelay={150}>
                  {link}
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </Stack>
      {showTraining && (
        <Box px="xs" pb="md" pt="xs">
          <BookTraining compact={compact} />
        </Box>
      )}
    </ScrollArea>
  );
}
