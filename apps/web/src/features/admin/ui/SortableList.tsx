import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Box, Group, Paper, Stack, Tooltip } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconGripVertical } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface SortableListProps<T extends { _id: string }> {
  items: readonly T[];
  /** Names an item in the labels of its drag handle and move buttons. */
  nameOf: (item: T) => string;
  /** The whole list's ids in the new order. */
  onReorder: (ids: string[]) => void;
  disabled?: boolean;
  children: (item: T) => ReactNode;
}

interface RowProps {
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onMove: (by: -1 | 1) => void;
  children: ReactNode;
}

function MoveButton({
  direction,
  name,
  disabled,
  onClick,
}: {
  direction: "up" | "down";
  name: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = direction === "up" ? IconArrowUp : IconArrowDown;
  return (
    <Tooltip label={`Move ${direction}`}>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Move ${name} ${direction}`}
        disabled={disabled}
        onClick={onClick}
      >
        <Icon size={18} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}

function SortableRow({ id, name, first, last, disabled, onMove, children }: RowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      radius="md"
      shadow={isDragging ? "md" : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined }}
      component="li"
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Drag ${name} to a new place`}
          style={{ cursor: disabled ? "default" : "grab", touchAction: "none" }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden="true" />
        </ActionIcon>
        <Box flex={1} miw={0}>
          {children}
        </Box>
        <Group gap={2} wrap="nowrap">
          <MoveButton direction="up" name={name} disabled={disabled || first} onClick={() => onMove(-1)} />
          <MoveButton direction="down" name={name} disabled={disabled || last} onClick={() => onMove(1)} />
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * A list the admin puts in order by dragging (mouse, touch, or the keyboard on the handle), with
 * Move up and Move down buttons as the plain keyboard alternative.
 */
export function SortableList<T extends { _id: string }>({
  items,
  nameOf,
  onReorder,
  disabled = false,
  children,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item._id);
  const moveTo = (from: number, to: number) => onReorder(arrayMove(ids, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    moveTo(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
          {items.map((item, index) => (
            <SortableRow
              key={item._id}
              id={item._id}
              name={nameOf(item)}
              first={index === 0}
              last={index === items.length - 1}
              disabled={disabled}
              onMove={(by) => moveTo(index, index + by)}
            >
              {children(item)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
