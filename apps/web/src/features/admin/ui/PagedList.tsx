import { Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { ListPager } from "./ListPager";
import { ListStates, type ListStatesProps } from "./ListStates";
import type { ListFilters } from "./use-list-filters";

/**
 * A console list that comes a page at a time: loading, error and empty as `ListStates`, then the
 * page's rows and "Showing 26–50 of 61 …" with the page buttons.
 */
export function PagedList<T extends { total: number; list: readonly unknown[] }>({
  list,
  pagerNoun,
  children,
  ...states
}: Omit<ListStatesProps<T>, "children"> & {
  /** The list's page, from `useListFilters`. */
  list: Pick<ListFilters<Record<string, unknown>>, "page" | "setPage">;
  /** The pager's word for the rows, where it is not `noun` ("requests" for "edit requests"). */
  pagerNoun?: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <ListStates {...states}>
      {(data) => (
        <Stack gap="sm">
          {children(data)}
          <ListPager
            page={list.page}
            total={data.total}
            shown={data.list.length}
            noun={pagerNoun ?? states.noun}
            onPage={list.setPage}
          />
        </Stack>
      )}
    </ListStates>
  );
}
