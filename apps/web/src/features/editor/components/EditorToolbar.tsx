import { ActionIcon, Divider, Group, Menu, NativeSelect, Tooltip } from "@mantine/core";
import {
  IconAlignCenter,
  IconAlignJustified,
  IconAlignLeft,
  IconAlignRight,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBold,
  IconColumnInsertLeft,
  IconColumnInsertRight,
  IconColumnRemove,
  IconItalic,
  IconLink,
  IconLinkOff,
  IconList,
  IconListNumbers,
  IconPageBreak,
  IconPhoto,
  IconRowInsertBottom,
  IconRowInsertTop,
  IconRowRemove,
  IconStrikethrough,
  IconTable,
  IconTableOff,
  IconUnderline,
} from "@tabler/icons-react";
import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { type ReactNode, useState } from "react";
import { useRovingFocus } from "../../../ui/use-roving-focus";
import classes from "../editor.module.css";
import type { Alignment } from "../extensions/text-align";
import { LinkImageDialog, type PromptKind } from "./LinkImageDialog";

interface ToolProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Tool({ label, active = false, disabled = false, onClick, children }: ToolProps) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon
        variant={active ? "filled" : "subtle"}
        color={active ? "brand" : "gray"}
        size="lg"
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

const blockOptions = [
  { value: "p", label: "Paragraph" },
  ...[1, 2, 3, 4, 5, 6].map((level) => ({ value: `h${level}`, label: `Heading ${level}` })),
];

const alignTools: { value: Alignment; label: string; icon: ReactNode }[] = [
  { value: "left", label: "Align left", icon: <IconAlignLeft size={18} /> },
  { value: "center", label: "Centre", icon: <IconAlignCenter size={18} /> },
  { value: "right", label: "Align right", icon: <IconAlignRight size={18} /> },
  { value: "justify", label: "Justify", icon: <IconAlignJustified size={18} /> },
];

/** The formatting state the buttons show, read once per transaction. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const level = [1, 2, 3, 4, 5, 6].find((l) => e.isActive("heading", { level: l }));
      const align = (e.getAttributes("paragraph").textAlign ??
        e.getAttributes("heading").textAlign ??
        "left") as string;
      return {
        block: level ? `h${level}` : "p",
        bold: e.isActive("bold"),
        italic: e.isActive("italic"),
        underline: e.isActive("underline"),
        strike: e.isActive("strike"),
        bullet: e.isActive("bulletList"),
        ordered: e.isActive("orderedList"),
        link: e.isActive("link"),
        inTable: e.isActive("table"),
        align,
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
      };
    },
  });
}

/** The editor's toolbar: headings, marks, lists, alignment, links, images, tables, page breaks, undo. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const state = useToolbarState(editor);
  const roving = useRovingFocus<HTMLDivElement>();
  const [prompt, setPrompt] = useState<PromptKind | null>(null);
  const chain = () => editor.chain().focus();
  const setBlock = (value: string) => {
    if (value === "p") chain().setParagraph().run();
    else
      chain()
        .setHeading({ level: Number(value.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6 })
        .run();
  };

  return (
    <Group
      ref={roving.ref}
      gap={4}
      className={classes.toolbar}
      role="toolbar"
      aria-label="Formatting"
      onFocus={roving.onFocus}
      onKeyDown={roving.onKeyDown}
    >
      <NativeSelect
        aria-label="Text style"
        size="sm"
        w={140}
        data={blockOptions}
        value={state.block}
        onChange={(event) => setBlock(event.currentTarget.value)}
      />
      <Divider orientation="vertical" />
      <Tool label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <IconBold size={18} />
      </Tool>
      <Tool label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <IconItalic size={18} />
      </Tool>
      <Tool label="Underline" active={state.underline} onClick={() => chain().toggleUnderline().run()}>
        <IconUnderline size={18} />
      </Tool>
      <Tool label="Strikethrough" active={state.strike} onClick={() => chain().toggleStrike().run()}>
        <IconStrikethrough size={18} />
      </Tool>
      <Divider orientation="vertical" />
      <Tool label="Bulleted list" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <IconList size={18} />
      </Tool>
      <Tool label="Numbered list" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <IconListNumbers size={18} />
      </Tool>
      <Divider orientation="vertical" />
      {alignTools.map((tool) => (
        <Tool
          key={tool.value}
          label={tool.label}
          active={state.align === tool.value}
          onClick={() => chain().setTextAlign(tool.value).run()}
        >
          {tool.icon}
        </Tool>
      ))}
      <Divider orientation="vertical" />
      <Tool label="Link" active={state.link} onClick={() => setPrompt("link")}>
        <IconLink size={18} />
      </Tool>
      <Tool label="Remove link" disabled={!state.link} onClick={() => chain().unsetLink().run()}>
        <IconLinkOff size={18} />
      </Tool>
      <Tool label="Image" onClick={() => setPrompt("image")}>
        <IconPhoto size={18} />
      </Tool>
      <TableMenu editor={editor} inTable={state.inTable} />
      <Tool label="Page break" onClick={() => chain().setPageBreak().run()}>
        <IconPageBreak size={18} />
      </Tool>
      <Divider orientation="vertical" />
      <Tool label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <IconArrowBackUp size={18} />
      </Tool>
      <Tool label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <IconArrowForwardUp size={18} />
      </Tool>
      <LinkImageDialog editor={editor} kind={prompt} onClose={() => setPrompt(null)} />
    </Group>
  );
}

/** Insert a table, and add or remove rows and columns of the one the cursor is in. */
function TableMenu({ editor, inTable }: { editor: Editor; inTable: boolean }) {
  const chain = () => editor.chain().focus();
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Tooltip label="Table" withArrow openDelay={300}>
          <ActionIcon
            variant={inTable ? "light" : "subtle"}
            color={inTable ? "brand" : "gray"}
            size="lg"
            aria-label="Table"
          >
            <IconTable size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconTable size={16} />}
          onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        >
          Insert a table (3 × 3)
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          disabled={!inTable}
          leftSection={<IconRowInsertTop size={16} />}
          onClick={() => chain().addRowBefore().run()}
        >
          Add a row above
        </Menu.Item>
        <Menu.Item
          disabled={!inTable}
          leftSection={<IconRowInsertBottom size={16} />}
          onClick={() => chain().addRowAfter().run()}
        >
          Add a row below
        </Menu.Item>
        <Menu.Item
          disabled={!inTable}
          leftSection={<IconColumnInsertLeft size={16} />}
          onClick={() => chain().addColumnBefore().run()}
        >
          Add a column left
        </Menu.Item>
        <Menu.Item
          disabled={!inTable}
          leftSection={<IconColumnInsertRight size={16} />}
          onClick={() => chain().addColumnAfter().run()}
        >
          Add a column right
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          disabled={!inTable}
          leftSection={<IconRowRemove size={16} />}
          onClick={() => chain().deleteRow().run()}
        >
          Remove the row
        </Menu.Item>
        <Menu.Item
          disabled={!inTable}
          leftSection={<IconColumnRemove size={16} />}
          onClick={() => chain().deleteColumn().run()}
        >
          Remove the column
        </Menu.Item>
        <Menu.Item
          disabled={!inTable}
          color="red"
          leftSection={<IconTableOff size={16} />}
          onClick={() => chain().deleteTable().run()}
        >
          Remove the table
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
