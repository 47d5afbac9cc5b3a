import { Group, Select, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { ListFilters } from "./use-list-filters";

const width = (sm: number) => ({ base: "100%", sm });

/** The row above a console list: its search box, then the filters given as children. */
export function ListToolbar({
  searchLabel,
  searchPlaceholder,
  searchWidth,
  list,
  align = "flex-end",
  children,
}: {
  searchLabel: string;
  searchPlaceholder: string;
  searchWidth: number;
  /** The list's search, from `useListFilters`. */
  list: Pick<ListFilters<Record<string, unknown>>, "search" | "setSearch">;
  /** "flex-start" where a filter may show an error under it. */
  align?: "flex-end" | "flex-start";
  children?: ReactNode;
}) {
  return (
    <Group align={align} gap="md" wrap="wrap">
      <TextInput
        label={searchLabel}
        placeholder={searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={list.search}
        onChange={(e) => list.setSearch(e.currentTarget.value)}
        w={width(searchWidth)}
      />
      {children}
    </Group>
  );
}

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

type FilterSelectProps<T extends string> = {
  label: string;
  options: readonly FilterOption<T>[];
  width: number;
  searchable?: boolean;
} & (
  | {
      /** Without a placeholder one option is always chosen ("All …" being one of them). */
      placeholder?: undefined;
      value: T;
      onChange: (value: T) => void;
    }
  | {
      /** With one the filter can be cleared, back to the placeholder ("Every country"). */
      placeholder: string;
      value: T | undefined;
      onChange: (value: T | undefined) => void;
    }
);

/** A filter of a console list: a select over its options, cleared or always set. */
export function FilterSelect<T extends string>(props: FilterSelectProps<T>) {
  const common = {
    label: props.label,
    data: props.options,
    searchable: props.searchable,
    w: width(props.width),
  };
  const find = (value: string | null) => props.options.find((o) => o.value === value)?.value;
  if (props.placeholder === undefined) {
    const { onChange } = props;
    return (
      <Select
        {...common}
        value={props.value}
        onChange={(value) => {
          const chosen = find(value);
          if (chosen !== undefined) onChange(chosen);
        }}
        allowDeselect={false}
      />
    );
  }
  const { onChange } = props;
  return (
    <Select
      {...common}
      placeholder={props.placeholder}
      value={props.value ?? null}
      onChange={(value) => onChange(find(value))}
      clearable
    />
  );
}

interface DateField {
  value: string;
  onChange: (value: string) => void;
}

/** From and To date boxes, as `list.field("from")` and `list.field("to")`; To cannot be set before From, and `error` shows under To. */
export function DateRangeFilter({ from, to, error }: { from: DateField; to: DateField; error?: string }) {
  return (
    <>
      <TextInput
        type="date"
        label="From"
        value={from.value}
        onChange={(e) => from.onChange(e.currentTarget.value)}
        w={width(170)}
      />
      <TextInput
        type="date"
        label="To"
        min={from.value || undefined}
        error={error}
        value={to.value}
        onChange={(e) => to.onChange(e.currentTarget.value)}
        w={width(170)}
      />
    </>
  );
}
