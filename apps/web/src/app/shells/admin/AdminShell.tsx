import { AppShell, Badge, Burger, Button, Group, ScrollArea, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconLogout } from "@tabler/icons-react";
import { useEffect } from "react";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { SecondFactorGate } from "../../../features/admin/security/components/SecondFactorGate";
import { useSecondFactorStatus } from "../../../features/admin/security/hooks/use-second-factor";
import { useSession } from "../../../lib/use-session";
import { Logo } from "../../../ui/Logo";
import { SkipLink } from "../../../ui/SkipLink";
import { logout } from "../../logout";
import { useOverlaysWhenIdle } from "../../providers";
import { AdminMenu } from "./AdminMenu";

/**
 * The platform admin console (DESIGN §5, issue 12): the header with the admin's name and Sign out,
 * the grouped menu, and the page, which shows only once this session has proved the second factor.
 */
export function AdminShell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { userName } = useSession();
  const proved = useSecondFactorStatus().data?.state === "proved";
  // The console's screens open Mantine's confirm dialogs directly.
  useOverlaysWhenIdle();
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={proved ? { width: 250, breakpoint: "sm", collapsed: { mobile: !opened } } : undefined}
      padding={{ base: "md", md: "xl" }}
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {proved && (
              <Burger
                hiddenFrom="sm"
                size="sm"
                opened={opened}
                onClick={toggle}
                aria-label={opened ? "Close the menu" : "Open the menu"}
                aria-expanded={opened}
                aria-controls="admin-menu"
              />
            )}
            <Link to="/admin" aria-label="Cloudoc admin console" style={{ display: "inline-flex" }}>
              <Logo size={28} />
            </Link>
            <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
              Admin
            </Badge>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" fw={600} visibleFrom="xs" truncate maw={240}>
              {userName}
            </Text>
            <Button
              variant="subtle"
              color="dark"
              leftSection={<IconLogout size={18} aria-hidden="true" />}
              onClick={() => void logout(navigate)}
            >
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      {proved && (
        <AppShell.Navbar id="admin-menu" p="xs">
          <ScrollArea>
            <AdminMenu />
          </ScrollArea>
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main-content" tabIndex={-1} bg="gray.0">
        <SecondFactorGate>
          <Outlet />
        </SecondFactorGate>
      </AppShell.Main>
    </AppShell>
  );
}
