import { Alert, Button, Paper, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from "@mantine/core";
import { IconAlertTriangle, IconSearchOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ApiError } from "../../../lib/api";
import classes from "./site.module.css";

/** Placeholder blocks while a list loads; screen readers hear "Loading …" once. */
export function ListSkeleton({
  count = 3,
  height = 96,
  label = "Loading",
  columns = 1,
}: {
  count?: number;
  height?: number;
  label?: string;
  columns?: number;
}) {
  return (
    <div
      aria-busy="true"
      className={classes.skeletonGrid}
      style={{ ["--skeleton-columns" as string]: String(columns) }}
    >
      <VisuallyHidden role="status">{label} …</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => `skeleton-${index}`).map((key) => (
        <Skeleton key={key} height={height} radius="md" />
      ))}
    </div>
  );
}

/** Nothing to show: a heading, a sentence and, optionally, what to do next. */
export function EmptyState({
  title,
  children,
  action,
  headingOrder = 2,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingOrder?: 2 | 3 | 4;
}) {
  return (
    <Paper className={classes.emptyState} p="xl" radius="md" role="status">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <IconSearchOff size={26} aria-hidden="true" />
        </ThemeIcon>
        <Title order={headingOrder} size="h4">
          {title}
        </Title>
        {children && (
          <Text c="dimmed" maw={520}>
            {children}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}

/** The message of a failed call, as the server worded it, else the generic fallback. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return "Something Went Wrong.";
}

/** A failed load, with Try again. */
export function ErrorState({
  error,
  onRetry,
  title = "This could not be loaded",
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
