import { Input, Paper, Stack } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { EditorContent, useEditor } from "@tiptap/react";
import { EditorToolbar } from "../../../editor/components/EditorToolbar";
import editorClasses from "../../../editor/editor.module.css";
import { documentExtensions } from "../../../editor/extensions";
import classes from "./RichTextField.module.css";

interface RichTextFieldProps {
  label: string;
  description?: string;
  /** The starting HTML; the field is uncontrolled after that (key the form to start again). */
  initialValue: string;
  onChange: (html: string) => void;
  error?: string;
}

/**
 * Rich text for the site's pages and articles, with the documents' editor and toolbar: the same
 * schema the server's sanitiser keeps, so what the admin sees is what visitors get.
 */
export function RichTextField({ label, description, initialValue, onChange, error }: RichTextFieldProps) {
  const labelId = useId();
  const editor = useEditor({
    extensions: documentExtensions(),
    content: initialValue,
    editorProps: {
      attributes: { "aria-labelledby": labelId, role: "textbox", "aria-multiline": "true" },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      labelElement="div"
      labelProps={{ id: labelId }}
    >
      <Stack gap="xs" mt={4} className={classes.field}>
        <EditorToolbar editor={editor} />
        <Paper withBorder p="md" radius="md" className={editorClasses.content}>
          <EditorContent editor={editor} />
        </Paper>
      </Stack>
    </Input.Wrapper>
  );
}
