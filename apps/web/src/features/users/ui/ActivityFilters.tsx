import { type ActivityRecordType, activityRecordTypes, auditActionDescriptions } from "@cloudoc/contract";
import { Button, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { type ActivityInput, activityKeys, fetchActivityPeople } from "../activity-api";
import { actionChoices, roleLabel } from "../user-rules";
import { DayInput } from "./DayInput";

export type ActivityFilterValues = Omit<ActivityInput, "page">;

const recordTypeChoices = Object.entries(activityRecordTypes).map(([value, label]) => ({ value, label }));

/** Who, what, which record and when: each change starts again at the first page. */
export function ActivityFilters({
  value,
  recordText,
  onChange,
  onRecordText,
}: {
  value: ActivityFilterValues;
  /** The record box as typed (the list follows it a moment later). */
  recordText: string;
  onChange: (value: ActivityFilterValues) => void;
  onRecordText: (text: string) => void;
}) {
  const people = useQuery({ queryKey: activityKeys.people, queryFn: fetchActivityPeople });
  const actions = useMemo(() => actionChoices(auditActionDescriptions), []);
  const set = (change: Partial<ActivityFilterValues>) => onChange({ ...value, ...change });
  // Clearing starts the typed dates afresh.
  const [clearCount, setClearCount] = useState(0);
  const filtered = Object.values(value).some((v) => v !== undefined && v !== "") || recordText !== "";
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <Select
        label="Who"
        placeholder="Everyone"
        data={(people.data ?? []).map((person) => ({
          value: person._id,
          label: `${person.name} (${roleLabel(person.role)})`,
        }))}
        value={value.actorUserId ?? null}
        onChange={(actorUserId) => set({ actorUserId: actorUserId ?? undefined })}
        searchable
        clearable
        nothingFoundMessage="Nobody by that name"
      />
      <Select
        label="What"
        placeholder="Any action"
        data={actions}
        value={value.action ?? null}
        onChange={(action) => set({ action: action ?? undefined })}
        searchable
        clearable
        nothingFoundMessage="No action like that"
      />
      <Select
        label="Record type"
        placeholder="Any record"
        data={recordTypeChoices}
        value={value.recordType ?? null}
        onChange={(recordType) => set({ recordType: (recordType as ActivityRecordType | null) ?? undefined })}
        clearable
      />
      <TextInput
        label="Record"
        placeholder="Name of a document, employee, user…"
        value={recordText}
        onChange={(event) => onRecordText(event.currentTarget.value)}
      />
      <Group grow gap="sm" align="flex-start" key={clearCount}>
        <DayInput label="From" value={value.from} onChange={(from) => set({ from })} />
        <DayInput label="To" value={value.to} onChange={(to) => set({ to })} />
      </Group>
      <Group align="flex-end">
        <Button
          variant="default"
          disabled={!filtered}
          onClick={() => {
            onRecordText("");
            onChange({});
            setClearCount((n) => n + 1);
          }}
        >
          Clear filters
        </Button>
      </Group>
    </SimpleGrid>
  );
}
