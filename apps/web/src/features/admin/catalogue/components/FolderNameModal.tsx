import { Modal, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { FormButtons } from "../../ui/FormButtons";

/** Asks for a folder's name: a new folder's, or a new name for one. */
export function FolderNameModal({
  title,
  initialName,
  busy,
  onSave,
  onClose,
}: {
  title: string;
  initialName: string;
  busy: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initialName);
  const error = name.trim() === "" ? "Please enter the folder's name." : null;
  const [tried, setTried] = useState(false);
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!error) onSave(name.trim());
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Folder name"
            withAsterisk
            maxLength={200}
            data-autofocus
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={tried ? error : null}
          />
          <FormButtons label="Save folder" saving={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
