import type { HistoryOption } from "@cloudoc/contract";
import { Button, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { DayInput } from "../../users/ui/DayInput";
import type { HistoryFilterValues } from "../history-api";
import { isFiltered } from "../history-rules";

/** Which document, folder, person and days: each change starts again at the first page. */
export function HistoryFilters({
  value,
  searchText,
  folders,
  people,
  onChange,
  onSearchText,
}: {
  value: HistoryFilterValues;
  /** The search box as typed (the list follows it a moment later). */
  searchText: string;
  folders: readonly HistoryOption[];
  people: readonly HistoryOption[];
  onChange: (value: HistoryFilterValues) => void;
  onSearchText: (text: string) => void;
}) {
  const set = (change: Partial<HistoryFilterValues>) => onChange({ ...value, ...change });
  // Clearing starts the typed dates afresh.
  const [clearCount, setClearCount] = useState(0);
  const choices = (options: readonly HistoryOption[]) =>
    options.map((o) => ({ value: o._id, label: o.name }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <TextInput
        label="Document"
        placeholder="Name or policy number"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={searchText}
        onChange={(event) => onSearchText(event.currentTarget.value)}
      />
      <Select
        label="Folder"
        placeholder="All folders"
        data={choices(folders)}
        value={value.folderId ?? null}
        onChange={(folderId) => set({ folderId: folderId ?? undefined })}
        searchable
        clearable
        nothingFoundMessage="No folder by that name"
      />
      <Select
        label="Changed by"
        placeholder="Everyone"
        data={choices(people)}
        value={value.changedBy ?? null}
        onChange={(changedBy) => set({ changedBy: changedBy ?? undefined })}
        searchable
        clearable
        nothingFoundMessage="Nobody by that name"
      />
      <Group grow gap="sm" align="flex-start" key={clearCount}>
        <DayInput label="From" value={value.from} onChange={(from) => set({ from })} />
        <DayInput label="To" value={value.to} onChange={(to) => set({ to })} />
      </Group>
      <Group align="flex-end">
        <Button
          variant="default"
          disabled={!isFiltered(value) && searchText === ""}
          onClick={() => {
            onSearchText("");
            onChange({});
            setClearCount((n) => n + 1);
          }}
        >
          Clear filters
        </Button>
      </Group>
    </SimpleGrid>
  );
}
