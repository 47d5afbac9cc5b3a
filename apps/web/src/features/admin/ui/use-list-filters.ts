import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";

/**
 * A console list's page, search and filters. Changing the search or a filter goes back to page 1;
 * the search reaches the server once typing pauses.
 */
export function useListFilters<F extends Record<string, unknown>>(initialFilters: F) {
  const [page, setPage] = useState(1);
  const [search, setSearchNow] = useState("");
  const [filters, setFilters] = useState(initialFilters);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  return {
    page,
    setPage,
    search,
    setSearch: (value: string) => {
      setSearchNow(value);
      setPage(1);
    },
    filters,
    setFilter: <K extends keyof F>(key: K, value: F[K]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
    /** What to send: the page, the settled search and the filters. */
    input: { page, search: debouncedSearch.trim(), ...filters },
  };
}
