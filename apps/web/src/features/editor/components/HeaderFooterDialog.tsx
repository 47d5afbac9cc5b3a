import { businessVariables } from "@cloudoc/contract";
import { ActionIcon, Alert, Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import {
  IconAlignCenter,
  IconAlignLeft,
  IconAlignRight,
  IconBold,
  IconItalic,
  IconUnderline,
} from "@tabler/icons-react";
import { type Editor, EditorContent, useEditor } from "@tiptap/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import classes from "../editor.module.css";
import { documentExtensions } from "../extensions";

interface Props {
  opened: boolean;
  header: string;
  footer: string;
  pending: boolean;
  error?: string;
  onClose: () => void;
  onSave: (header: string, footer: string) => void;
}

const variableOptions = businessVariables.map((v) => ({ value: v.key, label: v.label }));

/** Edits the header and footer (with variables); saved by /user/headerfooter as a new version. */
export function HeaderFooterDialog(props: Props) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Header and footer" size="xl" centered>
      {props.opened && <HeaderFooterForm {...props} />}
    </Modal>
  );
}

function HeaderFooterForm({ header, footer, pending, error, onClose, onSave }: Props) {
  const headerEditor = useSmallEditor(header, "Header");
  const footerEditor = useSmallEditor(footer, "Footer");
  const lastFocused = useRef<Editor | null>(null);
  const [variable, setVariable] = useState<string | null>(null);
  useEffect(() => {
    // Remember which margin the cursor was in, so a chosen variable goes there.
    const onHeader = () => {
      lastFocused.current = headerEditor;
    };
    const onFooter = () => {
      lastFocused.current = footerEditor;
    };
    headerEditor.on("focus", onHeader);
    footerEditor.on("focus", onFooter);
    return () => {
      headerEditor.off("focus", onHeader);
      footerEditor.off("focus", onFooter);
    };
  }, [headerEditor, footerEditor]);

  const insert = (key: string | null) => {
    if (!key) return;
    (lastFocused.current ?? headerEditor).chain().focus().insertVariable(key).run();
    setVariable(null);
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Shown at the top and bottom of every printed page. Page numbers are added when printing.
      </Text>
      <Select
        label="Insert a variable"
        description="Goes where the cursor was, in the header or the footer"
        placeholder="Search the variables"
        searchable
        clearable
        data={variableOptions}
        value={variable}
        onChange={insert}
        nothingFoundMessage="No variable matches"
        maxDropdownHeight={260}
        comboboxProps={{ withinPortal: true }}
      />
      <MarginEditor label="Header" editor={headerEditor} />
      <MarginEditor label="Footer" editor={footerEditor} />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button loading={pending} onClick={() => onSave(cleanHtml(headerEditor), cleanHtml(footerEditor))}>
          Save header and footer
        </Button>
      </Group>
    </Stack>
  );
}

/** An empty editor saves as "", not as an empty paragraph. */
const cleanHtml = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

function useSmallEditor(content: string, label: string) {
  return useEditor({
    extensions: documentExtensions(),
    content,
    editorProps: { attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true" } },
  });
}

function MarginEditor({ label, editor }: { label: string; editor: Editor }) {
  const tool = (name: string, run: () => void, icon: ReactNode) => (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={`${label}: ${name}`}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {icon}
    </ActionIcon>
  );
  const chain = () => editor.chain().focus();
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Group gap={2}>
          {tool("Bold", () => chain().toggleBold().run(), <IconBold size={16} />)}
          {tool("Italic", () => chain().toggleItalic().run(), <IconItalic size={16} />)}
          {tool("Underline", () => chain().toggleUnderline().run(), <IconUnderline size={16} />)}
          {tool("Align left", () => chain().setTextAlign("left").run(), <IconAlignLeft size={16} />)}
          {tool("Centre", () => chain().setTextAlign("center").run(), <IconAlignCenter size={16} />)}
          {tool("Align right", () => chain().setTextAlign("right").run(), <IconAlignRight size={16} />)}
        </Group>
      </Group>
      <div
        className={classes.content}
        style={{ border: "1px solid var(--mantine-color-gray-4)", borderRadius: 8, padding: "8px 12px" }}
      >
        <EditorContent editor={editor} className={classes.marginEditor} />
      </div>
    </Stack>
  );
}
