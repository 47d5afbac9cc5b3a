import { routes } from "@cloudoc/contract";
import { Button, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { call } from "../../../../lib/api";
import { LoadError } from "../../../../ui/States";
import { useSiteChange } from "../hooks/use-site-change";
import { adminSiteKeys, fetchSampleTemplates } from "../queries/site";

export const saveSample = (input: { number: number; policyNumber: string }) =>
  call(routes.adminSampleSave, input);

/** Finds a published template by title or policy number and puts it in the slot. */
export function SamplePicker({ slot, onClose }: { slot: number; onClose: () => void }) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const choices = useQuery({
    queryKey: adminSiteKeys.sampleTemplates(debounced),
    queryFn: () => fetchSampleTemplates(debounced),
    placeholderData: keepPreviousData,
  });
  const save = useSiteChange(saveSample, { adminKey: adminSiteKeys.samples, onSaved: onClose });

  return (
    <Stack gap="md">
      <TextInput
        label="Search published templates"
        placeholder="Title or policy number"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={choices.isFetching ? <Loader size="xs" /> : null}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      {choices.isError && <LoadError title="The templates could not be loaded" error={choices.error} />}
      {choices.data?.length === 0 && <Text c="dimmed">No published template matches the search.</Text>}
      <Stack gap={6} aria-busy={choices.isFetching}>
        {choices.data?.map((template) => (
          <Button
            key={template.policyNumber}
            variant="default"
            justify="flex-start"
            h="auto"
            py={8}
            loading={save.isPending && save.variables?.policyNumber === template.policyNumber}
            onClick={() => save.mutate({ number: slot, policyNumber: template.policyNumber })}
          >
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" ff="monospace" fw={600}>
                {template.policyNumber}
              </Text>
              <Text size="sm" ta="left" style={{ whiteSpace: "normal" }}>
                {template.title}
              </Text>
            </Group>
          </Button>
        ))}
      </Stack>
      {(choices.data?.length ?? 0) >= 20 && (
        <Text size="sm" c="dimmed">
          Showing the first 20: type more of the title to narrow the list.
        </Text>
      )}
    </Stack>
  );
}
