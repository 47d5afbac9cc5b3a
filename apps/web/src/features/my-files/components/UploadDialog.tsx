import { messages, myFilePdfMaxBytes } from "@cloudoc/contract";
import { Button, FileInput, Group, Modal, Stack, TextInput } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { formatSize, nameFromPdf, pdfProblem } from "../my-files-rules";

interface Props {
  opened: boolean;
  /** The folder it goes into, for the title. */
  folderName: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (file: File, fileName: string) => void;
}

/** Uploads a PDF (PDF only, up to 20 MB) under a name, into the open folder. */
export function UploadDialog(props: Props) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={`Upload a PDF to ${props.folderName}`}
      centered
    >
      {props.opened && <UploadForm {...props} />}
    </Modal>
  );
}

function UploadForm({ busy, onClose, onSubmit }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = pdfProblem(file);
    if (problem || !file) return setFileError(problem);
    if (name.trim() === "") return setNameError(messages.enterFileName);
    onSubmit(file, name.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FileInput
          label="PDF file"
          description={`PDF only, up to ${formatSize(myFilePdfMaxBytes)}`}
          placeholder="Choose a PDF"
          accept="application/pdf,.pdf"
          leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(chosen ? pdfProblem(chosen) : null);
            if (chosen && name.trim() === "") setName(nameFromPdf(chosen.name));
          }}
          error={fileError}
          required
          data-autofocus
        />
        <TextInput
          label="File name"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          maxLength={300}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Upload
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
