import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";

/**
 * The page and the search of a paged list. The search waits until typing pauses, and a new search
 * or filter starts again from page 1 (the old page may not exist any more).
 */
export function usePagedSearch() {
  const [page, setPage] = useState(1);
  const [searchText, setText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const restart =
    <V>(change: (value: V) => void) =>
    (value: V) => {
      change(value);
      setPage(1);
    };
  return { page, setPage, searchText, search, setSearchText: restart(setText), restart };
}

export type PagedSearch = ReturnType<typeof usePagedSearch>;
