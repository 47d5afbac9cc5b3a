import { Group, type MantineSpacing, Pagination, Skeleton, Stack, Text, VisuallyHidden } from "@mantine/core";
import { pageCount, rangeText, shownOn } from "../lib/list-rules";

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

interface PagerProps {
  page: number;
  size: number;
  /** How many the page shows; worked out from the total when not given. */
  shown?: number;
  total: number;
  /** What the list holds, plural ("documents"): the labels say it. */
  noun: string;
  onChange: (page: number) => void;
  mt?: MantineSpacing;
}

/** "Showing 11–20 of 42 documents" and the page buttons (hidden for a single page). */
export function Pager({ page, size, shown, total, noun, onChange, mt }: PagerProps) {
  const pages = pageCount(total, size);
  if (total === 0) return null;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" mt={mt}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {rangeText(page, size, shown ?? shownOn(page, size, total), total, noun)}
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
