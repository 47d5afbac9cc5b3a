import { Button, Group, Modal } from "@mantine/core";
import { type FormEvent, useState } from "react";
import type { NewDocument } from "../documents-api";
import { DocumentFields, documentErrors, emptyDocument } from "./DocumentFields";

/** Create file (spec 001 §4): name, policy number, orientation and folder; the editor opens next. */
export function CreateDocumentDialog({
  opened,
  onClose,
  busy,
  folderId,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  busy: boolean;
  folderId: string | null;
  onSubmit: (value: NewDocument) => void;
}) {
  const [value, setValue] = useState(() => emptyDocument(folderId));
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = documentErrors(value);
    if (errors.fileName) return setError(errors.fileName);
    onSubmit({ ...value, fileName: value.fileName.trim(), policyNumber: value.policyNumber.trim() });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="New document" centered size="lg">
      <form onSubmit={submit} noValidate>
        <DocumentFields
          value={value}
          error={error}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Create and open
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
