import { Badge, Group, Stack, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import classes from "../editor.module.css";
import { variableRows } from "../editor-rules";

interface Props {
  /** Every business variable's current value ("" when missing). */
  values: Readonly<Record<string, string>>;
  /** Inserts the variable at the cursor; absent in view mode. */
  onInsert?: (key: string) => void;
}

/**
 * The searchable variables panel: each business variable with its key and the company's current
 * value (or "Missing"); choosing one inserts it as a chip at the cursor.
 */
export function VariablesPanel({ values, onInsert }: Props) {
  const [search, setSearch] = useState("");
  const rows = useMemo(() => variableRows(values, search), [values, search]);
  return (
    <Stack gap="xs">
      <TextInput
        aria-label="Search the variables"
        placeholder="Search by name, key or value"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {rows.length === 1 ? "1 variable" : `${rows.length} variables`}
        {onInsert ? ": choose one to insert it at the cursor" : ""}
      </Text>
      <div className={classes.variableList}>
        <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {rows.map((row) => (
            <li key={row.key}>
              <button
                type="button"
                className={classes.variableRow}
                disabled={!onInsert}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onInsert?.(row.key)}
              >
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600} truncate>
                    {/* The button's name is what it shows, with what it does in front (WCAG 2.5.3). */}
                    <VisuallyHidden>Insert </VisuallyHidden>
                    {row.label}
                  </Text>
                  {row.value === undefined && (
                    <Badge size="xs" variant="light" color="orange">
                      Missing
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {row.key}
                  {row.value !== undefined ? ` · ${row.value}` : ""}
                </Text>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Stack>
  );
}
