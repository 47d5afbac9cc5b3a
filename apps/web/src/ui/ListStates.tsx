import { Group, type MantineSpacing, Pagination, Text } from "@mantine/core";
import { pageCount, rangeText, shownOn } from "../lib/list-rules";

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
