import { Group, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { ListStates, type ListStatesProps } from "../../ui/ListStates";
import { SortableList } from "../../ui/SortableList";
import { RowActions } from "./RowActions";

interface Removal {
  mutate: (key: string) => void;
  isPending: boolean;
  variables: string | undefined;
}

/**
 * A site content list set in order by hand (FAQs, testimonials, articles): loading, error and empty
 * as every console list, then each item's summary with Edit and Delete, dragged or moved into place.
 */
export function OrderedContentList<T extends { _id: string }>({
  reorder,
  remove,
  deleteKey = (item) => item._id,
  nameOf,
  actionName,
  onEdit,
  children,
  ...states
}: Omit<ListStatesProps<{ list: T[]; total: number }>, "children"> & {
  /** From `useReorder`. */
  reorder: { move: (ids: string[]) => void; pending: boolean };
  /** The delete mutation, given `deleteKey` of the item. */
  remove: Removal;
  deleteKey?: (item: T) => string;
  /** Names the item in its drag handle's and move buttons' labels. */
  nameOf: (item: T) => string;
  /** Names the item in its Edit and Delete labels: "FAQ “Can I pay yearly?”". */
  actionName: (item: T) => string;
  onEdit: (item: T) => void;
  /** The item's summary. */
  children: (item: T) => ReactNode;
}) {
  return (
    <ListStates {...states}>
      {(data) => (
        <SortableList items={data.list} nameOf={nameOf} onReorder={reorder.move} disabled={reorder.pending}>
          {(item) => (
            <Group justify="space-between" gap="sm">
              <Stack gap={2} miw={0} flex="1 1 240px">
                {children(item)}
              </Stack>
              <RowActions
                name={actionName(item)}
                onEdit={() => onEdit(item)}
                onDelete={() => remove.mutate(deleteKey(item))}
                deleting={remove.isPending && remove.variables === deleteKey(item)}
              />
            </Group>
          )}
        </SortableList>
      )}
    </ListStates>
  );
}
