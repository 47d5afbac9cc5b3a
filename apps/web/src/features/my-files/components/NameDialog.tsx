import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { type FormEvent, type ReactNode, useState } from "react";

interface Props {
  opened: boolean;
  title: string;
  label: "File name" | "Folder name";
  initial: string;
  /** The catalogue's message for an empty name (spec 001 §5). */
  emptyMessage: string;
  submitLabel: string;
  busy: boolean;
  /** More fields above the name (a folder picker for a copy). */
  children?: ReactNode;
  onClose: () => void;
  onSubmit: (name: string) => void;
}

/** Asks for a name: a new file or folder, a rename, a copy. */
export function NameDialog(props: Props) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {props.opened && <NameForm {...props} />}
    </Modal>
  );
}

function NameForm({ label, initial, emptyMessage, submitLabel, busy, children, onClose, onSubmit }: Props) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") return setError(emptyMessage);
    onSubmit(name.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {children}
        <TextInput
          label={label}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={label === "File name" ? 300 : 200}
          required
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
