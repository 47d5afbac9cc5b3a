import { Alert, Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { reviewDateProblem, saveDefaults } from "../editor-rules";

export interface SaveChoices {
  notes: string;
  description: string;
  /** DD/MM/YYYY. */
  reviewDate: string;
  markReviewed: boolean;
  /** Close the editor after saving (the close button behaviour, spec 001 §4). */
  close: boolean;
}

interface Props {
  opened: boolean;
  /** The version the editor loaded; the save writes the next one. */
  loadedVersion: number;
  pending: boolean;
  /** A failure to show inside the dialog (not a conflict: that shows on the page). */
  error?: string;
  onClose: () => void;
  onSave: (choices: SaveChoices) => void;
}

/** The save dialog: version, notes, description and review date (a year ahead by default). */
export function SaveDialog(props: Props) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Save the document" centered size="lg">
      {props.opened && <SaveForm {...props} />}
    </Modal>
  );
}

function SaveForm({ loadedVersion, pending, error, onClose, onSave }: Props) {
  const defaults = saveDefaults(loadedVersion);
  const [notes, setNotes] = useState("");
  const [description, setDescription] = useState("");
  const [reviewDate, setReviewDate] = useState(defaults.reviewDate);
  const [markReviewed, setMarkReviewed] = useState(false);
  const [dateError, setDateError] = useState<string | undefined>();

  const submit = (close: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    const problem = reviewDateProblem(reviewDate);
    if (problem) return setDateError(problem);
    onSave({ notes, description, reviewDate: reviewDate.trim(), markReviewed, close });
  };

  return (
    <form onSubmit={submit(false)} noValidate>
      <Stack>
        <TextInput
          label="Version"
          description="Every save writes a new version; earlier ones stay in the history."
          value={String(defaults.nextVersion)}
          readOnly
          w={200}
        />
        <Textarea
          label="Notes"
          description="What changed, for the history"
          autosize
          minRows={2}
          maxLength={2000}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          data-autofocus
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxLength={2000}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <TextInput
          label="Next review date"
          description="DD/MM/YYYY; one year ahead unless you change it"
          placeholder="DD/MM/YYYY"
          inputMode="numeric"
          w={200}
          value={reviewDate}
          onChange={(event) => {
            setReviewDate(event.currentTarget.value);
            setDateError(undefined);
          }}
          error={dateError}
          required
        />
        <Checkbox
          label="I have reviewed this document (marks it Up to Date)"
          checked={markReviewed}
          onChange={(event) => setMarkReviewed(event.currentTarget.checked)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button variant="light" onClick={() => submit(true)()} loading={pending}>
            Save and close
          </Button>
          <Button type="submit" loading={pending}>
            Save version {defaults.nextVersion}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
