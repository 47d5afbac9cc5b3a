import { Badge, Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconFileText, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ListPager } from "../../ui/ListPager";
import { ListStates } from "../../ui/ListStates";
import { useListFilters } from "../../ui/use-list-filters";
import { catalogueKeys, fetchTaxonomy, pickTemplates } from "../queries/catalogue";

/** Finds templates by title, policy number and nation, and adds the ticked ones to the folder. */
export function TemplatePicker({
  packageId,
  folderName,
  busy,
  onAdd,
  onClose,
}: {
  packageId: string;
  folderName: string;
  busy: boolean;
  onAdd: (templateIds: string[]) => void;
  onClose: () => void;
}) {
  const list = useListFilters<{ nation?: string }>({});
  const [chosen, setChosen] = useState<string[]>([]);
  const taxonomy = useQuery({ queryKey: catalogueKeys.taxonomy, queryFn: fetchTaxonomy });
  const templates = useQuery({
    queryKey: [...catalogueKeys.picker(packageId), list.input],
    queryFn: () => pickTemplates({ packageId, ...list.input }),
    placeholderData: keepPreviousData,
  });
  const nations = (taxonomy.data?.countries ?? []).map((c) => ({ value: c.slug, label: c.name }));
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <Modal opened onClose={onClose} title={`Add templates to ${folderName}`} size="lg" centered>
      <Stack gap="md">
        <Group align="flex-end" gap="sm" grow>
          <TextInput
            label="Search templates"
            placeholder="Title or policy number"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={list.search}
            onChange={(e) => list.setSearch(e.currentTarget.value)}
            data-autofocus
          />
          <Select
            label="Nation"
            placeholder="Every nation"
            data={nations}
            value={list.filters.nation ?? null}
            onChange={(value) => list.setFilter("nation", value ?? undefined)}
            clearable
          />
        </Group>
        <ListStates
          query={templates}
          noun="templates"
          emptyIcon={<IconFileText size={30} aria-hidden="true" />}
          emptyText="No template matches the search."
        >
          {(data) => (
            <Stack gap="xs">
              {data.list.map((template) => (
                <Checkbox
                  key={template.id}
                  checked={template.inPackage || chosen.includes(template.id)}
                  disabled={template.inPackage}
                  onChange={(e) => toggle(template.id, e.currentTarget.checked)}
                  label={
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" ff="monospace" c="dimmed">
                        {template.policyNumber}
                      </Text>
                      <Text size="sm">{template.title}</Text>
                      {template.inPackage && (
                        <Badge variant="light" color="gray" radius="sm">
                          In the package
                        </Badge>
                      )}
                      {!template.published && (
                        <Badge variant="light" color="yellow" radius="sm">
                          Draft
                        </Badge>
                      )}
                    </Group>
                  }
                />
              ))}
              <ListPager
                page={list.page}
                total={data.total}
                shown={data.list.length}
                noun="templates"
                onPage={list.setPage}
              />
            </Stack>
          )}
        </ListStates>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={chosen.length === 0} loading={busy} onClick={() => onAdd(chosen)}>
            {chosen.length === 1 ? "Add 1 template" : `Add ${chosen.length} templates`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
