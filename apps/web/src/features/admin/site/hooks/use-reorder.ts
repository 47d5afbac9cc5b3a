import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useSiteChange } from "./use-site-change";

interface OrderedList<T> {
  list: T[];
  total: number;
}

/**
 * Puts a console list in a new order: shown at once, then saved whole (the server takes every id
 * of the list); a refused order reloads the list as the server has it.
 */
export function useReorder<T extends { _id: string }>(
  adminKey: QueryKey,
  reorder: (ids: string[]) => Promise<{ response: string }>,
) {
  const queryClient = useQueryClient();
  const change = useSiteChange(reorder, { adminKey });
  const move = (ids: string[]) => {
    queryClient.setQueryData<OrderedList<T>>(adminKey, (old) => {
      if (!old) return old;
      const byId = new Map(old.list.map((item) => [item._id, item]));
      return { ...old, list: ids.flatMap((id) => byId.get(id) ?? []) };
    });
    change.mutate(ids);
  };
  return { move, pending: change.isPending };
}
