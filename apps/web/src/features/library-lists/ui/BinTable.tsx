import type { BinItem, CollectionType } from "@cloudoc/contract";
import { Checkbox, Group, Table, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconChevronDown, IconChevronUp, IconSelector } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatDate } from "../../../lib/format";
import { ariaSort, nextSort, type Sort } from "../../../lib/list-rules";
import { BinActions, binDetail } from "./BinActions";
import { BinCards } from "./BinCards";
import classes from "./library-lists.module.css";

export type BinSortField = "createdAt" | "name";

export interface BinTableProps {
  type: CollectionType;
  items: BinItem[];
  sort: Sort<BinSortField>;
  /** A new sort (a header click flips or switches the column). */
  onSort: (sort: Sort<BinSortField>) => void;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onRestore: (item: BinItem) => void;
  onDelete: (item: BinItem) => void;
  /** The id being restored, to show its button busy. */
  restoring: string | null;
}

function SortHeader({
  field,
  sort,
  onSort,
  children,
}: {
  field: BinSortField;
  sort: Sort<BinSortField>;
  onSort: (sort: Sort<BinSortField>) => void;
  children: ReactNode;
}) {
  const state = ariaSort(sort, field);
  // The deletion date starts newest first, the name A to Z.
  const next = () => onSort(nextSort(sort, field, field === "createdAt" ? "desc" : "asc"));
  const Icon =
    state === "ascending" ? IconChevronUp : state === "descending" ? IconChevronDown : IconSelector;
  return (
    <Table.Th aria-sort={state}>
      <UnstyledButton onClick={next} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {children}
          <Icon size={14} aria-hidden="true" />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The bin's table (spec 001 §3 Deleted-list entry): name, when and by whom it was deleted, and
 * Restore / Delete permanently per row; sortable by name and by deletion date.
 */
export function BinTable(props: BinTableProps) {
  const small = useMediaQuery("(max-width: 47.99em)") ?? false;
  if (small) return <BinCards {...props} />;
  return <BinWideTable {...props} />;
}

function BinWideTable(props: BinTableProps) {
  const { type, items, sort, onSort, selected, onToggle, onToggleAll } = props;
  const all = items.length > 0 && items.every((item) => selected.has(item._id));
  const some = items.some((item) => selected.has(item._id));
  return (
    <Table.ScrollContainer minWidth={780} type="native">
      <Table
        aria-label={type === "folders" ? "Deleted folders" : "Deleted documents"}
        highlightOnHover
        verticalSpacing="sm"
        bg="white"
        withTableBorder
        className={classes.table}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select everything on this page"
                checked={all}
                indeterminate={some && !all}
                onChange={onToggleAll}
              />
            </Table.Th>
            <SortHeader field="name" sort={sort} onSort={onSort}>
              Name
            </SortHeader>
            <Table.Th>{type === "folders" ? "Contents" : "Policy number"}</Table.Th>
            <SortHeader field="createdAt" sort={sort} onSort={onSort}>
              Deleted on
            </SortHeader>
            <Table.Th>Deleted by</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item._id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${item.name}`}
                  checked={selected.has(item._id)}
                  onChange={() => onToggle(item._id)}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {item.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  c={type === "folders" ? "dimmed" : undefined}
                  ff={type === "folders" ? undefined : "monospace"}
                >
                  {binDetail(type, item)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(item.deletedAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{item.deletedBy || "–"}</Text>
              </Table.Td>
              <Table.Td>
                <BinActions
                  item={item}
                  restoring={props.restoring === item._id}
                  onRestore={props.onRestore}
                  onDelete={props.onDelete}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
