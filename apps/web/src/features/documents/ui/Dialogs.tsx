import { messages, ukToday } from "@cloudoc/contract";
import { Button, ColorInput, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { folderColours, oneYearAhead } from "../view-rules";
import classes from "./documents.module.css";

interface DialogBase {
  opened: boolean;
  onClose: () => void;
  busy: boolean;
}

function Actions({
  busy,
  label,
  onCancel,
  colour,
}: {
  busy: boolean;
  label: string;
  onCancel: () => void;
  colour?: string;
}) {
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" loading={busy} color={colour}>
        {label}
      </Button>
    </Group>
  );
}

/** A yes/no question before a change that moves or replaces things. */
export function ConfirmDialog({
  opened,
  onClose,
  busy,
  title,
  children,
  confirmLabel,
  danger,
  onConfirm,
}: DialogBase & {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <Stack gap="sm">{children}</Stack>
        <Actions busy={busy} label={confirmLabel} onCancel={onClose} colour={danger ? "red" : undefined} />
      </form>
    </Modal>
  );
}

/** A folder's name: creating a folder or sub-folder, or renaming one. */
export function FolderNameDialog({
  opened,
  onClose,
  busy,
  title,
  initial,
  submitLabel,
  onSubmit,
}: DialogBase & { title: string; initial: string; submitLabel: string; onSubmit: (name: string) => void }) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") return setError(messages.enterFolderName);
    onSubmit(name.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <TextInput
          label="Folder name"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          maxLength={200}
          required
          data-autofocus
        />
        <Actions busy={busy} label={submitLabel} onCancel={onClose} />
      </form>
    </Modal>
  );
}

/** A document's name and policy number. */
export function RenameDocumentDialog({
  opened,
  onClose,
  busy,
  initial,
  onSubmit,
}: DialogBase & {
  initial: { name: string; policyNumber: string };
  onSubmit: (name: string, policyNumber: string) => void;
}) {
  const [name, setName] = useState(initial.name);
  const [policyNumber, setPolicyNumber] = useState(initial.policyNumber);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") return setError(messages.enterFileName);
    onSubmit(name.trim(), policyNumber.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Rename document" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="File name"
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            maxLength={300}
            required
            data-autofocus
          />
          <TextInput
            label="Policy number"
            value={policyNumber}
            onChange={(event) => setPolicyNumber(event.currentTarget.value)}
            maxLength={50}
          />
        </Stack>
        <Actions busy={busy} label="Save" onCancel={onClose} />
      </form>
    </Modal>
  );
}

/** Marks one or more documents reviewed: notes and the next review date (one year ahead by default). */
export function ReviewDialog({
  opened,
  onClose,
  busy,
  subject,
  onSubmit,
}: DialogBase & { subject: string; onSubmit: (notes: string, reviewDate: string) => void }) {
  const [notes, setNotes] = useState("");
  const [date, setDate] = useState(oneYearAhead);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date === "" || date < ukToday()) return setError(messages.reviewDateInvalid);
    onSubmit(notes.trim(), date);
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Mark as reviewed" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {subject} will be marked <strong>Up to Date</strong> with the next review on the date you choose.
          </Text>
          <Textarea
            label="Review notes"
            description="What was checked, and by whom (optional)"
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={2000}
            data-autofocus
          />
          <TextInput
            type="date"
            label="Next review date"
            value={date}
            min={ukToday()}
            onChange={(event) => {
              setDate(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            required
          />
        </Stack>
        <Actions busy={busy} label="Mark as reviewed" onCancel={onClose} />
      </form>
    </Modal>
  );
}

/** The folder icon colour: a swatch or any colour. */
export function ColourDialog({
  opened,
  onClose,
  busy,
  folderName,
  initial,
  onSubmit,
}: DialogBase & { folderName: string; initial: string; onSubmit: (colour: string) => void }) {
  const [colour, setColour] = useState(initial);
  const valid = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(colour);
  return (
    <Modal opened={opened} onClose={onClose} title={`Icon colour for ${folderName}`} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onSubmit(colour.toLowerCase());
        }}
      >
        <Stack gap="md">
          <Group gap="sm" role="group" aria-label="Colours">
            {folderColours.map((swatch) => (
              <button
                key={swatch}
                type="button"
                className={classes.swatch}
                style={{ background: swatch }}
                aria-label={`Colour ${swatch}`}
                aria-pressed={colour.toLowerCase() === swatch}
                onClick={() => setColour(swatch)}
              >
                {colour.toLowerCase() === swatch && <IconCheck size={16} aria-hidden="true" />}
              </button>
            ))}
          </Group>
          <ColorInput
            label="Or any colour"
            value={colour}
            onChange={setColour}
            format="hex"
            error={valid ? undefined : messages.colourInvalid}
          />
        </Stack>
        <Actions busy={busy} label="Save colour" onCancel={onClose} />
      </form>
    </Modal>
  );
}
