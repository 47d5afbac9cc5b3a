import { type QueryKey, useQuery } from "@tanstack/react-query";
import { useReorder } from "./use-reorder";
import { useSiteChange } from "./use-site-change";

/**
 * A site content list set in order by hand: the list, its reordering and its deletion, all
 * reloading `adminKey`. Spread the result on `OrderedContentList`.
 */
export function useOrderedContent<T extends { _id: string }>(
  adminKey: QueryKey,
  calls: {
    list: () => Promise<{ list: T[]; total: number }>;
    reorder: (ids: string[]) => Promise<{ response: string }>;
    /** Deletes the item `OrderedContentList`'s `deleteKey` names. */
    remove: (key: string) => Promise<{ response: unknown }>;
  },
) {
  const query = useQuery({ queryKey: adminKey, queryFn: calls.list });
  const reorder = useReorder<T>(adminKey, calls.reorder);
  const remove = useSiteChange(calls.remove, { adminKey });
  return { query, reorder, remove };
}
