import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";

/** What `useListFilters` gives a console list. */
export interface ListFilters<F extends Record<string, unknown>> {
  page: number;
  setPage: (page: number) => void;
  search: string;
  setSearch: (value: string) => void;
  filters: F;
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
  /** One filter's value and setter, to spread on its select: `{...list.field("status")}`. */
  field: <K extends keyof F>(key: K) => { value: F[K]; onChange: (value: F[K]) => void };
  /** What to send: the page, the settled search and the filters. */
  input: { page: number; search: string } & F;
}

/**
 * A console list's page, search and filters. Changing the search or a filter goes back to page 1;
 * the search reaches the server once typing pauses.
 */
export function useListFilters<F extends Record<string, unknown>>(initialFilters: F): ListFilters<F> {
  const [page, setPage] = useState(1);
  const [search, setSearchNow] = useState("");
  const [filters, setFilters] = useState(initialFilters);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const setFilter = <K extends keyof F>(key: K, value: F[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  return {
    page,
    setPage,
    search,
    setSearch: (value: string) => {
      setSearchNow(value);
      setPage(1);
    },
    filters,
    setFilter,
    field: (key) => ({ value: filters[key], onChange: (value) => setFilter(key, value) }),
    input: { page, search: debouncedSearch.trim(), ...filters },
  };
}
