import type { ChangeClass } from "@cloudoc/contract";
import { Alert, Modal, Radio, Stack, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { FormButtons } from "../../ui/FormButtons";

interface Props {
  opened: boolean;
  nextVersion: number;
  pending: boolean;
  error?: string;
  onClose: () => void;
  onPublish: (releaseNotes: string, changeClass: ChangeClass) => void;
}

/** Publishing: what changed, and whether staff must read it again. */
export function PublishModal(props: Props) {
  const [notes, setNotes] = useState("");
  const [changeClass, setChangeClass] = useState<ChangeClass>("minor");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onPublish(notes, changeClass);
  };
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={`Publish version ${props.nextVersion}`}
      centered
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          {props.error && <Alert color="red">{props.error}</Alert>}
          <Textarea
            label="Release notes"
            description="What changed, in a sentence or two. Subscribers see this."
            required
            autosize
            minRows={3}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          <Radio.Group
            label="Change class"
            value={changeClass}
            onChange={(value) => setChangeClass(value === "major" ? "major" : "minor")}
          >
            <Stack gap={6} mt={6}>
              <Radio value="minor" label="Minor: wording only" />
              <Radio value="major" label="Major: staff must read it again" />
            </Stack>
          </Radio.Group>
          <FormButtons
            label="Publish"
            saving={props.pending}
            onCancel={props.onClose}
            disabled={notes.trim() === ""}
          />
        </Stack>
      </form>
    </Modal>
  );
}
