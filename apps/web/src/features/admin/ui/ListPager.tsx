import { adminPageSize } from "@cloudoc/contract";
import { Group, Pagination, Text } from "@mantine/core";

/** "Showing 26–50 of 61 companies" and the page buttons, under a console list. */
export function ListPager({
  page,
  total,
  shown,
  noun,
  onPage,
}: {
  page: number;
  total: number;
  shown: number;
  noun: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / adminPageSize));
  const first = (page - 1) * adminPageSize + 1;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {total === 0 ? `No ${noun}` : `Showing ${first}–${first + shown - 1} of ${total} ${noun}`}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({
            "aria-label":
              control === "previous" ? "Previous page" : control === "next" ? "Next page" : control,
          })}
          getItemProps={(n) => ({ "aria-label": `Page ${n}` })}
        />
      )}
    </Group>
  );
}
