import { permissionGroups, type SystemUser } from "@cloudoc/contract";
import { List, Stack, Text, Title } from "@mantine/core";

/** What a user may do, grouped as the form groups it, each permission with its sentence. */
export function HeldPermissions({ user }: { user: SystemUser }) {
  if (user.role === "company") return <Text>An owner can do everything.</Text>;
  const groups = permissionGroups
    .map((group) => ({ ...group, held: group.permissions.filter((p) => user.permission.includes(p.name)) }))
    .filter((group) => group.held.length > 0);
  if (groups.length === 0)
    return <Text c="dimmed">No permissions yet: they can sign in but see no menus.</Text>;
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <Stack key={group.title} gap={4}>
          <Title order={3} size="h5">
            {group.title}
          </Title>
          <List spacing={4} size="sm">
            {group.held.map((permission) => (
              <List.Item key={permission.name}>
                <Text span fw={600} size="sm">
                  {permission.label ?? permission.name}
                </Text>
                : {permission.explanation}
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}
