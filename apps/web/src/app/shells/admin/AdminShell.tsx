import { AppShell, Badge, Burger, Group, NavLink, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBuilding, IconPackages, IconSettings, IconTemplate, IconUsers } from "@tabler/icons-react";
import { useEffect } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { Logo } from "../../../ui/Logo";
import { SkipLink } from "../../../ui/SkipLink";

const adminMenu = [
  { label: "Packages", to: "/admin/packages", Icon: IconPackages },
  { label: "Templates", to: "/admin/templates", Icon: IconTemplate },
  { label: "Site settings", to: "/admin/settings", Icon: IconSettings },
  { label: "Companies", to: "/admin/companies", Icon: IconBuilding },
  { label: "Users", to: "/admin/users", Icon: IconUsers },
];

/** The platform admin console (DESIGN §5): publishes packages, templates and site settings. */
export function AdminShell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding={{ base: "md", md: "xl" }}
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm">
          <Burger
            hiddenFrom="sm"
            size="sm"
            opened={opened}
            onClick={toggle}
            aria-label={opened ? "Close the menu" : "Open the menu"}
            aria-expanded={opened}
            aria-controls="admin-menu"
          />
          <Link
            to="/admin/packages"
            aria-label="Cloudoc admin, packages"
            style={{ display: "inline-flex", textDecoration: "none" }}
          >
            <Logo size={28} />
          </Link>
          <Badge variant="outline" color="gray.8">
            Admin
          </Badge>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="admin-menu" aria-label="Admin menu" p="xs">
        <Stack gap={2} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {adminMenu.map(({ label, to, Icon }) => {
            const active = pathname === to || pathname.startsWith(`${to}/`);
            return (
              <li key={to}>
                <NavLink
                  component={Link}
                  to={to}
                  label={label}
                  leftSection={<Icon size={20} stroke={1.7} aria-hidden="true" />}
                  active={active}
                  aria-current={active ? "page" : undefined}
                />
              </li>
            );
          })}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} bg="gray.0">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
