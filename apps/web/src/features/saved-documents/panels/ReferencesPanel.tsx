import type { DocumentReference } from "@cloudoc/contract";
import { ActionIcon, Anchor, Button, Group, Loader, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "../../../lib/notify";
import {
  addReferences,
  extrasKeys,
  fetchReferenceCandidates,
  fetchReferences,
  removeReference,
} from "../extras-api";
import { errorMessage, toastError } from "../ui/feedback";
import type { PanelProps } from "./panel-props";

function useReferenceChange(fileId: string) {
  const queryClient = useQueryClient();
  const refresh = async (message: string) => {
    toast(message, "success");
    await queryClient.invalidateQueries({ queryKey: [extrasKeys.references, fileId] });
    await queryClient.invalidateQueries({ queryKey: [extrasKeys.candidates, fileId] });
  };
  const add = useMutation({
    mutationFn: (id: string) => addReferences(fileId, [id]),
    onSuccess: refresh,
    onError: toastError,
  });
  const remove = useMutation({
    mutationFn: (refId: string) => removeReference(fileId, refId),
    onSuccess: refresh,
    onError: toastError,
  });
  return { add, remove };
}

function ReferenceItem({
  reference,
  editable,
  onRemove,
}: {
  reference: DocumentReference;
  editable: boolean;
  onRemove: () => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Anchor component={Link} to={`/company/reference/${reference.refId}`} size="sm">
        {reference.policyNumber ? `${reference.policyNumber} · ` : ""}
        {reference.name}
      </Anchor>
      {editable && (
        <Tooltip label="Remove reference">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove reference to ${reference.name}`}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** Finds documents by name or policy number and adds one as a reference. */
function AddReference({
  fileId,
  onAdd,
  adding,
}: {
  fileId: string;
  onAdd: (id: string) => void;
  adding: boolean;
}) {
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), 300);
  const candidates = useQuery({
    queryKey: [extrasKeys.candidates, fileId, search],
    queryFn: () => fetchReferenceCandidates(fileId, search),
    enabled: search !== "",
  });
  const list = candidates.data?.list.filter((candidate) => !candidate.referenced) ?? [];
  return (
    <Stack gap={6}>
      <TextInput
        label="Add a reference"
        placeholder="Search by name or policy number"
        size="xs"
        leftSection={<IconSearch size={14} aria-hidden="true" />}
        rightSection={candidates.isFetching ? <Loader size={14} /> : null}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {search !== "" && candidates.data && list.length === 0 && (
        <Text size="xs" c="dimmed">
          No other documents match.
        </Text>
      )}
      {list.map((candidate) => (
        <Group key={candidate._id} gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" lineClamp={2} style={{ flex: 1, minWidth: 0 }}>
            {candidate.policyNumber ? `${candidate.policyNumber} · ` : ""}
            {candidate.name}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPlus size={12} aria-hidden="true" />}
            disabled={adding}
            style={{ flexShrink: 0 }}
            onClick={() => onAdd(candidate._id)}
            aria-label={`Add ${candidate.name} as a reference`}
          >
            Add
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/** The editor sidebar's references (spec 001 §7 "References"): list, open, add by search, remove. */
export function ReferencesPanel({ fileId, mode = "edit" }: PanelProps) {
  const references = useQuery({
    queryKey: [extrasKeys.references, fileId],
    queryFn: () => fetchReferences(fileId),
  });
  const { add, remove } = useReferenceChange(fileId);
  const editable = mode === "edit";
  return (
    <Stack gap="sm">
      {references.isPending && <Loader size="sm" aria-label="Loading references" />}
      {references.isError && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(references.error)}
        </Text>
      )}
      {references.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          This document refers to no other documents yet.
        </Text>
      )}
      {references.data?.map((reference) => (
        <ReferenceItem
          key={reference._id}
          reference={reference}
          editable={editable}
          onRemove={() => remove.mutate(reference.refId)}
        />
      ))}
      {editable && <AddReference fileId={fileId} onAdd={(id) => add.mutate(id)} adding={add.isPending} />}
    </Stack>
  );
}
