import type { SavedDocument } from "@cloudoc/contract";
import { ActionIcon, Badge, Button, Group, Table, Text, TextInput, Tooltip } from "@mantine/core";
import { IconCheck, IconExternalLink, IconPencil, IconTrash, IconX } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/notify";
import { deleteSavedDocument, editorLinkOf, extrasKeys, renameSavedDocument } from "../extras-api";
import { confirmAction, errorMessage, toastError } from "../ui/feedback";

/** The name cell: the name, or an inline rename field (Enter saves, Escape cancels). */
function NameCell({ saved }: { saved: SavedDocument }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(saved.name);
  const rename = useMutation({
    mutationFn: () => renameSavedDocument(saved._id, name),
    onSuccess: async (message) => {
      toast(message, "success");
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: [extrasKeys.saved] });
    },
  });
  if (!editing) {
    return (
      <Group gap={6} wrap="nowrap">
        <Text fw={600}>{saved.name}</Text>
        <Tooltip label="Rename">
          <ActionIcon
            variant="subtle"
            aria-label={`Rename ${saved.name}`}
            onClick={() => {
              setName(saved.name);
              setEditing(true);
            }}
          >
            <IconPencil size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }
  const submit = () => rename.mutate();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <TextInput
        aria-label="New name"
        value={name}
        size="xs"
        autoFocus
        error={rename.isError ? errorMessage(rename.error) : undefined}
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") submit();
          if (event.key === "Escape") setEditing(false);
        }}
      />
      <ActionIcon aria-label="Save the name" onClick={submit} loading={rename.isPending}>
        <IconCheck size={16} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon variant="default" aria-label="Cancel renaming" onClick={() => setEditing(false)}>
        <IconX size={16} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}

function DocumentCell({ saved }: { saved: SavedDocument }) {
  if (!saved.fileAvailable) {
    return (
      <Badge color="gray" variant="light">
        {saved.file_id ? "In the bin" : "Deleted"}
      </Badge>
    );
  }
  return (
    <Text size="sm">
      {saved.policyNumber ? `${saved.policyNumber} · ` : ""}
      {saved.fileName}
    </Text>
  );
}

/** One saved document: name (rename in place), its document, kind, who, when, open and delete. */
export function SavedDocumentRow({ saved }: { saved: SavedDocument }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteSavedDocument(saved._id),
    onSuccess: async (message) => {
      toast(message, "success");
      await queryClient.invalidateQueries({ queryKey: [extrasKeys.saved] });
    },
    onError: toastError,
  });
  const askDelete = async () => {
    const confirmed = await confirmAction({
      title: "Delete saved document",
      message: `Delete "${saved.name}" for good? The document itself and its versions are not affected.`,
      confirmLabel: "Delete",
      danger: true,
    });
    if (confirmed) remove.mutate();
  };
  return (
    <Table.Tr>
      <Table.Td>
        <NameCell saved={saved} />
      </Table.Td>
      <Table.Td>
        <DocumentCell saved={saved} />
      </Table.Td>
      <Table.Td>
        <Badge
          variant="light"
          color={saved.kind === "draft" ? "orange" : "blue"}
          style={{ overflow: "visible" }}
        >
          {saved.kind === "draft" ? "Draft" : "Saved"}
        </Badge>
      </Table.Td>
      <Table.Td>{saved.createdByName}</Table.Td>
      <Table.Td>{formatDate(saved.updatedAt)}</Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {saved.fileAvailable ? (
            <Button
              component={Link}
              to={editorLinkOf(saved)}
              size="xs"
              variant="light"
              leftSection={<IconExternalLink size={14} aria-hidden="true" />}
            >
              Open
            </Button>
          ) : (
            <Tooltip label="Restore the document from the bin to open this copy">
              <Button size="xs" variant="light" data-disabled onClick={(event) => event.preventDefault()}>
                Open
              </Button>
            </Tooltip>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            loading={remove.isPending}
            onClick={() => void askDelete()}
            aria-label={`Delete ${saved.name}`}
          >
            Delete
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
