import { messages } from "@cloudoc/contract";
import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ApiError } from "../lib/api";

/** The message of a failed call as the server worded it, else the generic fallback (spec 000 §8). */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.somethingWentWrong;
}

/** A failed load in the company app: the server's message and, when it can help, Try again. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
}) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle aria-hidden="true" />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorText(error)}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** An empty list in the company app: an icon, what it means, and what to do next. */
export function EmptyState({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder p="xl" radius="md" role="status">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        {children && (
          <Text c="dimmed" maw={520}>
            {children}
          </Text>
        )}
        {actions && <Group justify="center">{actions}</Group>}
      </Stack>
    </Paper>
  );
}
