import { Badge, Button, Code, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/notify";
import { fetchVariables, profileKeys, saveVariables } from "../profile-api";
import { changedOverrides, isImageValue, isImageVariable, searchVariables } from "../variables-rules";

/**
 * The business variables (spec 000 §3): each one's value from the profile and the company's own
 * value over it, searchable. An empty own value falls back to the profile's.
 */
export function VariablesPanel({ canEdit }: { canEdit: boolean }) {
  const queryClient = useQueryClient();
  const variables = useQuery({ queryKey: profileKeys.variables, queryFn: fetchVariables });
  const [search, setSearch] = useState("");
  const [edits, setEdits] = useState<Record<string, string>>({});
  const list = variables.data ?? [];
  const changes = changedOverrides(list, edits);
  const save = useMutation({
    mutationFn: () => saveVariables(changes),
    onSuccess: ({ message, list: saved }) => {
      toast(message, "success");
      queryClient.setQueryData(profileKeys.variables, saved);
      setEdits({});
    },
    onError: (error) => toast(error instanceof ApiError ? error.message : String(error), "error"),
  });
  const shown = searchVariables(list, search);

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={3} size="h4">
              Business variables
            </Title>
            <Text size="sm" c="dimmed">
              Your documents fill these from your profile. Enter your own value to use it instead.
            </Text>
          </div>
          <TextInput
            aria-label="Search business variables"
            placeholder="Search variables"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: "100%", sm: 280 }}
          />
        </Group>
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Variable</Table.Th>
                <Table.Th>From your profile</Table.Th>
                <Table.Th w={300}>Your value</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((variable) => (
                <Table.Tr key={variable.key}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {variable.label}
                    </Text>
                    <Code fz="xs">{variable.key}</Code>
                  </Table.Td>
                  <Table.Td>
                    {variable.source === "document" ? (
                      <Badge variant="light" color="gray">
                        Set by each document
                      </Badge>
                    ) : variable.derived ? (
                      <Text size="sm">
                        {isImageValue(variable.derived) ? "Image uploaded" : variable.derived}
                      </Text>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {variable.source === "company" ? "Not in the profile" : "Not filled in"}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {isImageVariable(variable.key) && (
                      <Text size="xs" c="dimmed">
                        Upload it on the profile tab
                      </Text>
                    )}
                    {variable.source !== "document" && !isImageVariable(variable.key) && (
                      <TextInput
                        size="xs"
                        aria-label={`Your value for ${variable.label}`}
                        placeholder={
                          isImageValue(variable.derived)
                            ? "Image uploaded"
                            : variable.derived || "Enter a value"
                        }
                        readOnly={!canEdit}
                        maxLength={2000}
                        value={edits[variable.key] ?? variable.override ?? ""}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          setEdits((current) => ({ ...current, [variable.key]: value }));
                        }}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {shown.length === 0 && !variables.isPending && (
          <Text c="dimmed" ta="center">
            No variables match your search.
          </Text>
        )}
        {canEdit && (
          <Group justify="flex-end">
            <Text size="sm" c="dimmed">
              {changes.length === 0 ? "No unsaved changes" : `${changes.length} unsaved change(s)`}
            </Text>
            <Button onClick={() => save.mutate()} disabled={changes.length === 0} loading={save.isPending}>
              Save variables
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
