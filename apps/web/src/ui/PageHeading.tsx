import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A company-app page's tab title, its one h1, a line on what it holds, and its buttons. */
export function PageHeading({
  title,
  heading = title,
  description,
  actions,
}: {
  title: string;
  heading?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <title>{`${title} | Cloudoc`}</title>
      <Stack gap={4} maw={760}>
        <Title order={1}>{heading}</Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions && (
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
