import { type LibrarySort, librarySorts } from "@cloudoc/contract";
import { CloseButton, Group, SegmentedControl, Select, TextInput } from "@mantine/core";
import { IconLayoutGrid, IconList, IconSearch } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { StatusFilter } from "../documents-api";
import type { DocumentsBrowser, ViewMode } from "../use-documents-browser";
import { librarySortLabels } from "../view-rules";

const sortData = librarySorts.map((value) => ({ value, label: librarySortLabels[value] }));
const statusData = [
  { value: "all", label: "All statuses" },
  { value: "published", label: "Published" },
  { value: "unpublished", label: "Unpublished" },
];
const isSort = (value: string | null): value is LibrarySort => librarySorts.some((sort) => sort === value);
const isStatus = (value: string | null): value is StatusFilter =>
  value === "all" || value === "published" || value === "unpublished";

function ViewLabel({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      {icon}
      <span>{label}</span>
    </Group>
  );
}

/** Search, sort and the status filter. */
export function Toolbar({ browser }: { browser: DocumentsBrowser }) {
  const searching = browser.search !== undefined;
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        aria-label="Search documents"
        placeholder={browser.folderId ? "Search this folder" : "Search all documents"}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          browser.searchInput ? (
            <CloseButton size="sm" aria-label="Clear the search" onClick={() => browser.setSearchInput("")} />
          ) : null
        }
        value={browser.searchInput}
        onChange={(event) => browser.setSearchInput(event.currentTarget.value)}
        style={{ flex: "1 1 200px" }}
        type="search"
      />
      <Select
        aria-label="Sort by"
        data={sortData}
        value={browser.sort}
        onChange={(value) => isSort(value) && browser.setSort(value)}
        allowDeselect={false}
        disabled={searching}
        w={{ base: "calc(50% - 6px)", sm: 170 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        aria-label="Status"
        data={statusData}
        value={browser.status}
        onChange={(value) => isStatus(value) && browser.setStatus(value)}
        allowDeselect={false}
        disabled={searching}
        w={{ base: "calc(50% - 6px)", sm: 150 }}
      />
    </Group>
  );
}

/** The grid/list switch (grid by default, spec 001 §9). */
export function ViewToggle({ browser }: { browser: DocumentsBrowser }) {
  return (
    <SegmentedControl
      aria-label="View"
      value={browser.view}
      onChange={(value) => browser.setView(value as ViewMode)}
      data={[
        {
          value: "grid",
          label: <ViewLabel icon={<IconLayoutGrid size={16} aria-hidden="true" />} label="Grid" />,
        },
        {
          value: "list",
          label: <ViewLabel icon={<IconList size={16} aria-hidden="true" />} label="List" />,
        },
      ]}
    />
  );
}
