import { Paper, Stack, Text } from "@mantine/core";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useRef } from "react";
import { EditorToolbar } from "../../editor/components/EditorToolbar";
import editorClasses from "../../editor/editor.module.css";
import { documentExtensions } from "../../editor/extensions";

/**
 * A policy's wording in the documents' TipTap editor (same schema, toolbar and typography), so it
 * keeps exactly what the server's sanitiser keeps.
 */
export function PolicyEditor({
  initialContent,
  onChange,
  error,
  label = "Policy wording",
}: {
  /** The wording to start from; read once, when the editor is made. */
  initialContent: string;
  onChange: (html: string) => void;
  error?: string;
  label?: string;
}) {
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor({
    extensions: documentExtensions(),
    content: initialContent,
    editorProps: { attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true" } },
    onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? "" : current.getHTML()),
  });
  // A later load (an edited policy arriving) replaces the text once, before the manager types.
  const loaded = useRef(initialContent);
  useEffect(() => {
    if (initialContent === loaded.current) return;
    loaded.current = initialContent;
    editor.commands.setContent(initialContent, { emitUpdate: false });
  }, [editor, initialContent]);

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <EditorToolbar editor={editor} />
      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md" className={editorClasses.content}>
        <EditorContent editor={editor} />
      </Paper>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
