import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import type { Editor } from "@tiptap/react";
import { type FormEvent, useState } from "react";
import { imageSourceProblem, linkProblem } from "../editor-rules";

export type PromptKind = "link" | "image";

interface Props {
  editor: Editor;
  kind: PromptKind | null;
  onClose: () => void;
}

/** Asks for a link's address or an image's address (http(s) or a data: image) and applies it. */
export function LinkImageDialog({ editor, kind, onClose }: Props) {
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={kind === "image" ? "Insert an image" : "Add a link"}
      centered
    >
      {kind && (
        <PromptForm
          key={kind}
          kind={kind}
          initial={kind === "link" ? ((editor.getAttributes("link").href as string | undefined) ?? "") : ""}
          onApply={(value, alt) => {
            const chain = editor.chain().focus();
            if (kind === "image") chain.setImage({ src: value, alt }).run();
            else chain.extendMarkRange("link").setLink({ href: value }).run();
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

function PromptForm(props: {
  kind: PromptKind;
  initial: string;
  onApply: (value: string, alt: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(props.initial);
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = props.kind === "image" ? imageSourceProblem(value) : linkProblem(value);
    if (problem) return setError(problem);
    props.onApply(value.trim(), alt.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={props.kind === "image" ? "Image address" : "Link address"}
          description={
            props.kind === "image"
              ? "An https:// address, or a PNG, JPEG, GIF or WebP data: address"
              : "An https:// web address, mailto: or tel:"
          }
          placeholder={props.kind === "image" ? "https://" : "https://www.example.org"}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          data-autofocus
          required
        />
        {props.kind === "image" && (
          <TextInput
            label="Description for screen readers"
            value={alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit">{props.kind === "image" ? "Insert image" : "Apply link"}</Button>
        </Group>
      </Stack>
    </form>
  );
}
