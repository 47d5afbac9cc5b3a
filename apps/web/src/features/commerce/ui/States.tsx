import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from "@mantine/core";
import { IconShoppingCart } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Placeholder blocks while something loads; screen readers hear the label once. */
export function LoadingBlocks({
  label,
  count = 2,
  height = 120,
}: {
  label: string;
  count?: number;
  height?: number;
}) {
  return (
    <Stack aria-busy="true" gap="md">
      <VisuallyHidden role="status">{label} …</VisuallyHidden>
      {Array.from({ length: count }, (_, n) => `block-${n + 1}`).map((block) => (
        <Skeleton key={block} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** The empty cart, with the way back to the catalogue (spec 000 §2 /policies-procedures). */
export function EmptyCart({ children }: { children?: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md" role="status">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
          <IconShoppingCart size={30} aria-hidden="true" />
        </ThemeIcon>
        <Title order={2} size="h3">
          Your cart is empty
        </Title>
        <Text c="dimmed" maw={480}>
          {children ??
            "Choose the policies and procedures for your service, then come back here to check out."}
        </Text>
        <Group justify="center">
          <Button component={Link} to="/policies-procedures">
            Browse policies &amp; procedures
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
