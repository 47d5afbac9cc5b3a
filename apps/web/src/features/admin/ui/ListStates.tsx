import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { EmptyState, LoadError } from "../../../ui/States";
import { LoadingBlocks } from "../../commerce/ui/States";

export interface ListStatesProps<T extends { total: number }> {
  query: UseQueryResult<T>;
  noun: string;
  emptyIcon: ReactNode;
  emptyText: string;
  children: (data: T) => ReactNode;
}

/**
 * The one loading, error and empty pattern of the console's lists: placeholders while the first
 * page loads, the server's message with Try again, or what an empty list means.
 */
export function ListStates<T extends { total: number }>({
  query,
  noun,
  emptyIcon,
  emptyText,
  children,
}: ListStatesProps<T>) {
  if (query.isPending) return <LoadingBlocks label={`Loading ${noun}`} count={4} height={44} />;
  if (query.isError) {
    return (
      <LoadError
        title={`The ${noun} could not be loaded`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.total === 0) {
    return (
      <EmptyState icon={emptyIcon} title={`No ${noun}`}>
        {emptyText}
      </EmptyState>
    );
  }
  return <div aria-busy={query.isFetching}>{children(query.data)}</div>;
}
