import { NavLink, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { adminMenu } from "../../../features/admin/menu";

/** The console's menu in its groups; the entry of the page shown is marked current. */
export function AdminMenu() {
  const { pathname } = useLocation();
  return (
    <Stack gap="md" component="nav" aria-label="Admin menu">
      {adminMenu.map((group) => (
        <Stack key={group.label} gap={2}>
          <Text
            component="h2"
            id={`admin-menu-${group.label}`}
            size="xs"
            fw={700}
            tt="uppercase"
            c="gray.7"
            px="sm"
            m={0}
          >
            {group.label}
          </Text>
          <Stack
            gap={2}
            component="ul"
            aria-labelledby={`admin-menu-${group.label}`}
            style={{ listStyle: "none", margin: 0, padding: 0 }}
          >
            {group.entries.map(({ label, to }) => {
              const active = pathname === to || pathname.startsWith(`${to}/`);
              return (
                <li key={to}>
                  <NavLink
                    component={Link}
                    to={to}
                    label={label}
                    active={active}
                    aria-current={active ? "page" : undefined}
                  />
                </li>
              );
            })}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
