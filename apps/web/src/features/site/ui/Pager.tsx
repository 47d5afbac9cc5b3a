import { Group, Pagination, Text } from "@mantine/core";

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** What the list holds, for the labels ("packages", "documents"). */
  noun: string;
}

/** "Showing 11–20 of 42 documents" and page buttons with spoken labels; hidden for one page. */
export function Pager({ page, pageSize, total, onChange, noun }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const label = total === 1 ? noun.replace(/s$/, "") : noun;
  return (
    <Group justify="space-between" gap="sm" mt="lg" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {first}–{last} of {total} {label}
      </Text>
      {pages > 1 && (
        <nav aria-label={`Pages of ${noun}`}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onChange}
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
