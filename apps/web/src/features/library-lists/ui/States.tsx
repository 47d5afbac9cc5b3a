import { messages } from "@cloudoc/contract";
import {
  Alert,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ApiError } from "../../../lib/api";
import { pageCount, rangeText } from "../list-rules";

/** The message of a failed call as the server worded it, else the generic fallback (spec 001 §8). */
export const errorText = (error: unknown): string =>
  error instanceof ApiError ? error.message : messages.somethingWentWrong;

/** Placeholder rows while a list loads; screen readers hear the label once. */
export function LoadingRows({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true">
      <VisuallyHidden role="status">{label} …</VisuallyHidden>
      {Array.from({ length: rows }, (_, n) => `row-${n}`).map((key) => (
        <Skeleton key={key} height={44} radius="sm" />
      ))}
    </Stack>
  );
}

/** A failed load: the server's message and Try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
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
        <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** An empty list: an icon, what it means, and where to go next. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
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
        <Text c="dimmed" maw={520}>
          {children}
        </Text>
        {action && <Group justify="center">{action}</Group>}
      </Stack>
    </Paper>
  );
}

interface PagerProps {
  page: number;
  size: number;
  shown: number;
  total: number;
  noun: string;
  onChange: (page: number) => void;
}

/** "Showing 11–20 of 42 documents" and the page buttons (hidden for a single page). */
export function Pager({ page, size, shown, total, noun, onChange }: PagerProps) {
  const pages = pageCount(total, size);
  if (total === 0) return null;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {rangeText(page, size, shown, total, noun)}
      </Text>
      {pages > 1 && (
        <nav aria-label={`Pages of ${noun}`}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onChange}
            size="sm"
            getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
            getControlProps={(control) => ({
              "aria-label":
                control === "previous" ? "Previous page" : control === "next" ? "Next page" : control,
            })}
          />
        </nav>
      )}
    </Group>
  );
}
