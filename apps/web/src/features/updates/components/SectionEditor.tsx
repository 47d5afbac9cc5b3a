import { Paper, Stack } from "@mantine/core";
import { EditorContent, useEditor } from "@tiptap/react";
import { EditorToolbar } from "../../editor/components/EditorToolbar";
import editorClasses from "../../editor/editor.module.css";
import { documentExtensions } from "../../editor/extensions";
import classes from "./compare.module.css";

/**
 * The manager's own wording for one merged section, in the documents' editor (the same schema the
 * server's sanitiser keeps, variables as chips), mounted small. Uncontrolled after the first HTML.
 * Loaded only when Edit is chosen, so the compare page carries no editor code until then.
 */
export default function SectionEditor({
  initialHtml,
  label,
  onChange,
}: {
  initialHtml: string;
  label: string;
  onChange: (html: string) => void;
}) {
  const editor = useEditor({
    extensions: documentExtensions(),
    content: initialHtml,
    editorProps: { attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true" } },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  return (
    <Stack gap="xs" className={classes.editor}>
      <EditorToolbar editor={editor} />
      <Paper withBorder p="sm" radius="md" className={editorClasses.content}>
        <EditorContent editor={editor} />
      </Paper>
    </Stack>
  );
}
