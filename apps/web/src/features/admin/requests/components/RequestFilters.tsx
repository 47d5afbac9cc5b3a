import type { RequestStatus } from "@cloudoc/contract";
import { type FilterOption, FilterSelect, ListToolbar } from "../../ui/ListToolbar";
import type { ListFilters } from "../../ui/use-list-filters";
import { statusOptions } from "./StatusForm";

export type StatusFilter = RequestStatus | "all";
const filterOptions: FilterOption<StatusFilter>[] = [
  { value: "all", label: "Every status" },
  ...statusOptions,
];

/** The search box and status filter above a list of issues or messages. */
export function RequestFilters({
  searchLabel,
  searchPlaceholder,
  list,
}: {
  searchLabel: string;
  searchPlaceholder: string;
  list: ListFilters<{ status: StatusFilter }>;
}) {
  return (
    <ListToolbar
      searchLabel={searchLabel}
      searchPlaceholder={searchPlaceholder}
      searchWidth={320}
      list={list}
    >
      <FilterSelect label="Status" options={filterOptions} {...list.field("status")} width={200} />
    </ListToolbar>
  );
}

/** The list's status filter as the server takes it: none for every status. */
export const statusInput = (status: StatusFilter) => (status === "all" ? undefined : status);
