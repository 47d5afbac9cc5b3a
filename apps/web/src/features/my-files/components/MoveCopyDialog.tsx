import { type MyFilesItem, messages } from "@cloudoc/contract";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { copyNameOf } from "../my-files-rules";
import { FolderSelect } from "./FolderSelect";

export interface MoveCopyTarget {
  folderId: string | null;
  /** A copied file's name. */
  fileName?: string;
}

interface Props {
  opened: boolean;
  mode: "move" | "copy";
  item: MyFilesItem;
  busy: boolean;
  onClose: () => void;
  onSubmit: (target: MoveCopyTarget) => void;
}

const nameOf = (item: MyFilesItem) => (item.type === "folder" ? item.folderName : item.fileName);

/** Moves or copies a file or folder into a folder ('Please Select Folder' until one is chosen). */
export function MoveCopyDialog(props: Props) {
  const verb = props.mode === "move" ? "Move" : "Copy";
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={`${verb} “${nameOf(props.item)}”`} centered>
      {props.opened && <MoveCopyForm {...props} />}
    </Modal>
  );
}

function MoveCopyForm({ mode, item, busy, onClose, onSubmit }: Props) {
  const [folderId, setFolderId] = useState<string | null | undefined>();
  const [fileName, setFileName] = useState(item.type === "file" ? copyNameOf(item.fileName) : "");
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const copyingFile = mode === "copy" && item.type === "file";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (folderId === undefined) return setError(messages.selectFolder);
    if (copyingFile && fileName.trim() === "") return setNameError(messages.enterFileName);
    onSubmit({ folderId, fileName: copyingFile ? fileName.trim() : undefined });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {mode === "copy" && item.type === "folder" && (
          <Text size="sm">The folder is copied with everything in it.</Text>
        )}
        <FolderSelect
          movingFolderId={item.type === "folder" ? item._id : null}
          value={folderId}
          onChange={(next) => {
            setFolderId(next);
            setError(null);
          }}
          error={error}
        />
        {copyingFile && (
          <TextInput
            label="Name of the copy"
            value={fileName}
            onChange={(event) => {
              setFileName(event.currentTarget.value);
              setNameError(null);
            }}
            error={nameError}
            maxLength={300}
            required
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {mode === "move" ? "Move here" : "Copy here"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
