import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";

interface SiteListHeaderProps {
  title: string;
  description: string;
  /** The add button's text; without it the list has no add button. */
  addLabel?: string;
  onAdd?: () => void;
}

/** The heading of a site content screen: its title, what it feeds on the public site, and Add. */
export function SiteListHeader({ title, description, addLabel, onAdd }: SiteListHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <title>{`${title} | Cloudoc admin`}</title>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      {addLabel && (
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </Group>
  );
}
