import {
  type MyFile,
  type MyFileFormat,
  messages,
  myFileShareLinkDays,
  sendMyFileSchema,
} from "@cloudoc/contract";
import { Button, Group, Modal, Radio, Stack, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";

export interface ShareRequest {
  email: string;
  subject: string;
  message: string;
  type: MyFileFormat;
  delivery: "attachment" | "link";
}

interface Props {
  opened: boolean;
  file: MyFile;
  busy: boolean;
  onClose: () => void;
  onSubmit: (request: ShareRequest) => void;
}

/** Emails a file (spec 001 §3 share message: email, subject, message), attached or as a link. */
export function ShareDialog(props: Props) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={`Share “${props.file.fileName}” by email`}
      centered
    >
      {props.opened && <ShareForm {...props} />}
    </Modal>
  );
}

function ShareForm({ file, busy, onClose, onSubmit }: Props) {
  const [request, setRequest] = useState<ShareRequest>({
    email: "",
    subject: file.fileName,
    message: "",
    type: "pdf",
    delivery: "attachment",
  });
  const [error, setError] = useState<string | null>(null);
  const change = (part: Partial<ShareRequest>) => {
    setRequest((current) => ({ ...current, ...part }));
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own check: 'Please fill the required fields' first, then the address.
    const parsed = sendMyFileSchema.safeParse({ ...request, fileId: file._id });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.fillRequiredFields);
    onSubmit(request);
  };
  const field = (name: "email" | "subject" | "message") => ({
    value: request[name],
    onChange: (event: { currentTarget: { value: string } }) => change({ [name]: event.currentTarget.value }),
    required: true,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Email" type="email" autoComplete="email" {...field("email")} data-autofocus />
        <TextInput label="Subject" maxLength={200} {...field("subject")} />
        <Textarea label="Message" autosize minRows={3} maxLength={5000} {...field("message")} error={error} />
        {file.kind === "editor" && (
          <Radio.Group
            label="Format"
            value={request.type}
            onChange={(type) => change({ type: type === "word" ? "word" : "pdf" })}
          >
            <Group gap="lg" mt={6}>
              <Radio value="pdf" label="PDF" />
              <Radio value="word" label="Word" />
            </Group>
          </Radio.Group>
        )}
        <Radio.Group
          label="Send it as"
          value={request.delivery}
          onChange={(delivery) => change({ delivery: delivery === "link" ? "link" : "attachment" })}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="attachment" label="An attachment" />
            <Radio value="link" label={`A download link that works for ${myFileShareLinkDays} days`} />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
