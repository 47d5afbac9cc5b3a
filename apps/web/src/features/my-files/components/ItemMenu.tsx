import type { MyFilesItem } from "@cloudoc/contract";
import { ActionIcon, Menu } from "@mantine/core";
import {
  IconArrowBackUp,
  IconArrowsMove,
  IconCopy,
  IconDots,
  IconDownload,
  IconEdit,
  IconExternalLink,
  IconFileDescription,
  IconMail,
  IconPencil,
  IconSignature,
  IconTrash,
  IconTrashX,
} from "@tabler/icons-react";
import type { ReactNode } from "react";

export type ItemCommand =
  | "open"
  | "details"
  | "pdf"
  | "word"
  | "share"
  | "sign"
  | "rename"
  | "move"
  | "copy"
  | "delete"
  | "restore"
  | "deleteForGood";

interface Props {
  item: MyFilesItem;
  inBin: boolean;
  canSign: boolean;
  onCommand: (command: ItemCommand, item: MyFilesItem) => void;
}

const icon = (Icon: typeof IconDots) => <Icon size={16} aria-hidden="true" />;

/** The commands of one file or folder: what it is and where it is decide which show. */
export function ItemMenu({ item, inBin, canSign, onCommand }: Props) {
  const name = item.type === "folder" ? item.folderName : item.fileName;
  const entry = (command: ItemCommand, label: string, leftSection: ReactNode, colour?: string) => (
    <Menu.Item
      key={command}
      leftSection={leftSection}
      color={colour}
      onClick={() => onCommand(command, item)}
    >
      {label}
    </Menu.Item>
  );
  const file = item.type === "file" ? item : null;
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {inBin ? (
          <>
            {entry("restore", "Restore", icon(IconArrowBackUp))}
            {entry("deleteForGood", "Delete for good", icon(IconTrashX), "red")}
          </>
        ) : (
          <>
            {entry(
              "open",
              file ? (file.kind === "pdf" ? "View" : "Edit") : "Open",
              icon(file?.kind === "editor" ? IconEdit : IconExternalLink),
            )}
            {file && entry("details", "Details", icon(IconFileDescription))}
            {file && entry("pdf", "Download PDF", icon(IconDownload))}
            {file?.kind === "editor" && entry("word", "Download Word", icon(IconDownload))}
            {file && entry("share", "Share by email", icon(IconMail))}
            {file && canSign && entry("sign", "Send for signature", icon(IconSignature))}
            <Menu.Divider />
            {entry("rename", "Rename", icon(IconPencil))}
            {entry("move", "Move", icon(IconArrowsMove))}
            {entry("copy", "Copy", icon(IconCopy))}
            {entry("delete", "Delete", icon(IconTrash), "red")}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
