import { Checkbox, Paper, ScrollArea, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../ui/States";
import { fullName } from "../employee-rules";
import { employeeKeys, fetchEmployees } from "../employees-api";

interface EmployeePickerProps {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Employees not to offer (already members). */
  exclude?: ReadonlySet<string>;
}

/** Active employees to tick, searched by name or email (the first 25 matches). */
export function EmployeePicker({ selected, onToggle, exclude }: EmployeePickerProps) {
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const input = { page: 1, search, deleted: false };
  const list = useQuery({
    queryKey: employeeKeys.list(input),
    queryFn: () => fetchEmployees(input),
    placeholderData: keepPreviousData,
  });
  const offered = (list.data?.list ?? []).filter((employee) => !exclude?.has(employee._id));
  const more = (list.data?.total ?? 0) > (list.data?.list.length ?? 0);
  return (
    <Stack gap="xs">
      <TextInput
        label="Find employees"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
      />
      <Paper withBorder radius="sm">
        <ScrollArea.Autosize mah={280} type="auto">
          <Stack gap={0} p="xs" role="group" aria-label="Employees to add">
            {list.isPending && <Skeleton height={120} aria-label="Loading employees" />}
            {list.isError && <Text c="red">{errorText(list.error)}</Text>}
            {list.data && offered.length === 0 && (
              <Text c="dimmed" p="xs">
                {search
                  ? "No employees match."
                  : list.data.total === 0
                    ? "You have no employees yet."
                    : "Every employee shown is already in this group."}
              </Text>
            )}
            {offered.map((employee) => (
              <Checkbox
                key={employee._id}
                p="xs"
                checked={selected.has(employee._id)}
                onChange={() => onToggle(employee._id)}
                label={fullName(employee)}
                description={employee.jobRole ? `${employee.email} · ${employee.jobRole}` : employee.email}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Paper>
      <Text size="sm" c="dimmed" aria-live="polite">
        {selected.size} selected{more ? ". Only the first 25 matches are shown: search to find others." : ""}
      </Text>
    </Stack>
  );
}

/** A set of ids that can be ticked and unticked. */
export function toggled(current: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(current);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
