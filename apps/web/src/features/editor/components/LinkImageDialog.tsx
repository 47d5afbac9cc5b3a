import { Button, FileInput, Group, Modal, Stack, TextInput } from "@mantine/core";
import type { Editor } from "@tiptap/react";
import { type FormEvent, useState } from "react";
import { imageFileProblem, imageTypes, linkProblem } from "../editor-rules";

export type PromptKind = "link" | "image";

interface Props {
  editor: Editor;
  kind: PromptKind | null;
  onClose: () => void;
}

/** Asks for a link's address, or for a picture file that goes into the document itself. */
export function LinkImageDialog({ editor, kind, onClose }: Props) {
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={kind === "image" ? "Insert an image" : "Add a link"}
      centered
    >
      {kind === "link" && (
        <LinkForm
          initial={(editor.getAttributes("link").href as string | undefined) ?? ""}
          onApply={(href) => {
            editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
            onClose();
          }}
          onCancel={onClose}
        />
      )}
      {kind === "image" && (
        <PictureForm
          onApply={(src, alt) => {
            editor.chain().focus().setImage({ src, alt }).run();
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

function Actions(props: { label: string; onCancel: () => void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel}>
        Cancel
      </Button>
      <Button type="submit">{props.label}</Button>
    </Group>
  );
}

function LinkForm(props: { initial: string; onApply: (href: string) => void; onCancel: () => void }) {
  const [value, setValue] = useState(props.initial);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = linkProblem(value);
    if (problem) return setError(problem);
    props.onApply(value.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Link address"
          description="An https:// web address, mailto: or tel:"
          placeholder="https://www.example.org"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          data-autofocus
          required
        />
        <Actions label="Apply link" onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}

/** The picture as a data: address, so that it travels inside the document. */
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

function PictureForm(props: { onApply: (src: string, alt: string) => void; onCancel: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = imageFileProblem(file);
    if (problem || !file) return setError(problem);
    try {
      props.onApply(await readAsDataUrl(file), alt.trim());
    } catch {
      setError("The picture could not be read. Try another file.");
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <FileInput
          label="Picture"
          description="A PNG, JPEG, GIF or WebP file of at most 500 KB; it is kept inside the document"
          placeholder="Choose a picture"
          accept={imageTypes.join(",")}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(undefined);
          }}
          error={error}
          clearable
          required
        />
        <TextInput
          label="Description for screen readers"
          value={alt}
          onChange={(event) => setAlt(event.currentTarget.value)}
        />
        <Actions label="Insert image" onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
