import type { RequestStatus } from "@cloudoc/contract";
import { Group, Select, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { statusOptions } from "./StatusForm";

export type StatusFilter = RequestStatus | "all";
const filterOptions = [{ value: "all", label: "Every status" }, ...statusOptions];
const isFilter = (value: string | null): value is StatusFilter =>
  filterOptions.some((o) => o.value === value);

/** The search box and status filter above a list of issues or messages. */
export function RequestFilters({
  searchLabel,
  searchPlaceholder,
  search,
  onSearch,
  status,
  onStatus,
}: {
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (value: string) => void;
  status: StatusFilter;
  onStatus: (value: StatusFilter) => void;
}) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <TextInput
        label={searchLabel}
        placeholder={searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        w={{ base: "100%", sm: 320 }}
      />
      <Select
        label="Status"
        data={filterOptions}
        value={status}
        onChange={(value) => isFilter(value) && onStatus(value)}
        allowDeselect={false}
        w={{ base: "100%", sm: 200 }}
      />
    </Group>
  );
}

/** The list's status filter as the server takes it: none for every status. */
export const statusInput = (status: StatusFilter) => (status === "all" ? undefined : status);
