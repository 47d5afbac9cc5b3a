import { type Permission, permissionGroups } from "@cloudoc/contract";
import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from "@mantine/core";

interface PermissionPickerProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Permissions the manager may not give or take away: shown as they are, and not changeable. */
  locked: ReadonlySet<Permission>;
  error?: string;
}

/**
 * The named permissions of spec 000 §6, grouped, each with a sentence on what it allows beside
 * its checkbox. A staff manager sees the ones they do not hold locked (the server refuses them).
 */
export function PermissionPicker({ value, onChange, locked, error }: PermissionPickerProps) {
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...value, name] : value.filter((held) => held !== name));
  return (
    <Stack gap="md">
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {permissionGroups.map((group) => (
        <Fieldset key={group.title} legend={group.title} radius="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
            {group.permissions.map((permission) => (
              <Checkbox
                key={permission.name}
                label={permission.label ?? permission.name}
                description={
                  locked.has(permission.name)
                    ? `${permission.explanation} Only someone who holds it can change it.`
                    : permission.explanation
                }
                checked={value.includes(permission.name)}
                disabled={locked.has(permission.name)}
                onChange={(event) => toggle(permission.name, event.currentTarget.checked)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      ))}
    </Stack>
  );
}
