import { Loader, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";

/** What a finished step shows while the app moves on. */
export function Redirecting({ title, detail }: { title: string; detail: string }) {
  return (
    <Stack align="center" gap="sm" py="lg" role="status">
      <ThemeIcon size={56} radius="xl" color="green.8" aria-hidden="true">
        <IconCheck size={32} />
      </ThemeIcon>
      <Text fw={700} size="lg" ta="center">
        {title}
      </Text>
      <Text c="dimmed" ta="center">
        {detail}
      </Text>
      <Loader size="sm" aria-hidden="true" />
    </Stack>
  );
}
