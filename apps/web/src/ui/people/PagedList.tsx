import { Stack, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Pager } from "../ListStates";
import { LoadingRows } from "../LoadingRows";
import { LoadError } from "../States";
import type { PagedSearch } from "./use-paged-search";

/** The search box above a paged list. */
export function SearchBox({
  label,
  placeholder,
  paging,
}: {
  label: string;
  placeholder: string;
  paging: PagedSearch;
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={paging.searchText}
      onChange={(event) => paging.setSearchText(event.currentTarget.value)}
      w={{ base: "100%", sm: 300 }}
    />
  );
}

interface PagedListProps<T> {
  paging: PagedSearch;
  query: UseQueryResult<{ list: readonly T[]; total: number }>;
  pageSize: number;
  /** What the pager counts: "Showing 1–25 of 40 employees". */
  noun: string;
  loadingLabel: string;
  errorTitle: string;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  /** The rows of the page, as a table. */
  children: (rows: readonly T[]) => ReactNode;
}

/**
 * One page of a list and its states: loading rows, the failure with Try again, the empty state,
 * or the rows with the count and the pager. Siblings of the search, in the page's own stack.
 */
export function PagedList<T>({
  paging,
  query,
  pageSize,
  noun,
  loadingLabel,
  errorTitle,
  empty,
  children,
}: PagedListProps<T>) {
  const rows = query.data?.list ?? [];
  return (
    <>
      {query.isPending && <LoadingRows label={loadingLabel} />}
      {query.isError && (
        <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
      )}
      {query.data && rows.length === 0 && empty}
      {rows.length > 0 && (
        <Stack gap="md" aria-busy={query.isFetching}>
          {children(rows)}
          <Pager
            page={paging.page}
            size={pageSize}
            shown={rows.length}
            total={query.data?.total ?? 0}
            noun={noun}
            onChange={paging.setPage}
          />
        </Stack>
      )}
    </>
  );
}
