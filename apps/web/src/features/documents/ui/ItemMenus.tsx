import type { DocumentListItem, Folder } from "@cloudoc/contract";
import { ActionIcon, Menu } from "@mantine/core";
import {
  IconCalendarCheck,
  IconDots,
  IconExternalLink,
  IconFolderOpen,
  IconFolderPlus,
  IconGitCompare,
  IconPalette,
  IconPencil,
  IconRestore,
  IconTrash,
  IconX,
} from "@tabler/icons-react";

export type DocumentCommand = "open" | "rename" | "review" | "delete" | "compare" | "restore" | "reject";
export type FolderCommand = "open" | "subfolder" | "rename" | "colour" | "delete" | "restore";

/** A library document's update entries: compare, restore, and reject while an update waits. */
function UpdateItems({
  item,
  onCommand,
}: {
  item: DocumentListItem;
  onCommand: (command: DocumentCommand, item: DocumentListItem) => void;
}) {
  return (
    <>
      <Menu.Divider />
      <Menu.Item leftSection={<IconGitCompare size={16} />} onClick={() => onCommand("compare", item)}>
        Compare with library version
      </Menu.Item>
      <Menu.Item leftSection={<IconRestore size={16} />} onClick={() => onCommand("restore", item)}>
        Restore to library version
      </Menu.Item>
      {item.updateAvailable && (
        <Menu.Item leftSection={<IconX size={16} />} onClick={() => onCommand("reject", item)}>
          Reject update
        </Menu.Item>
      )}
    </>
  );
}

export interface DocumentAbilities {
  edit: boolean;
  remove: boolean;
}

/**
 * The per-document menu: Open, Rename, Review, the library update entries (for a document from the
 * library), Delete — each as permissions allow.
 */
export function DocumentMenu({
  item,
  can,
  onCommand,
}: {
  item: DocumentListItem;
  can: DocumentAbilities;
  onCommand: (command: DocumentCommand, item: DocumentListItem) => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={270}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${item.name}`}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconExternalLink size={16} />} onClick={() => onCommand("open", item)}>
          Open
        </Menu.Item>
        {can.edit && (
          <>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onCommand("rename", item)}>
              Rename
            </Menu.Item>
            <Menu.Item
              leftSection={<IconCalendarCheck size={16} />}
              onClick={() => onCommand("review", item)}
            >
              Review
            </Menu.Item>
          </>
        )}
        {can.edit && item.templateId !== null && <UpdateItems item={item} onCommand={onCommand} />}
        {can.remove && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onCommand("delete", item)}
            >
              Delete
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export interface FolderAbilities {
  create: boolean;
  edit: boolean;
  remove: boolean;
}

/**
 * The per-folder menu: Open, New sub-folder, Rename, Icon colour, Restore folder to library
 * version, Delete (as permissions allow).
 */
export function FolderMenu({
  folder,
  can,
  onCommand,
  size = "md",
}: {
  folder: Folder;
  can: FolderAbilities;
  onCommand: (command: FolderCommand, folder: Folder) => void;
  size?: "sm" | "md";
}) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={270}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={size}
          aria-label={`Actions for folder ${folder.folderName}`}
        >
          <IconDots size={size === "sm" ? 16 : 18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFolderOpen size={16} />} onClick={() => onCommand("open", folder)}>
          Open
        </Menu.Item>
        {can.create && (
          <Menu.Item
            leftSection={<IconFolderPlus size={16} />}
            onClick={() => onCommand("subfolder", folder)}
          >
            New sub-folder
          </Menu.Item>
        )}
        {can.edit && (
          <>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onCommand("rename", folder)}>
              Rename
            </Menu.Item>
            <Menu.Item leftSection={<IconPalette size={16} />} onClick={() => onCommand("colour", folder)}>
              Icon colour
            </Menu.Item>
            <Menu.Item leftSection={<IconRestore size={16} />} onClick={() => onCommand("restore", folder)}>
              Restore folder to library version
            </Menu.Item>
          </>
        )}
        {can.remove && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onCommand("delete", folder)}
            >
              Delete
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
