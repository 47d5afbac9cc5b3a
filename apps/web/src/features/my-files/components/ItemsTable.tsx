import type { MyFilesItem } from "@cloudoc/contract";
import { Group, Text, UnstyledButton } from "@mantine/core";
import { IconFileText, IconFileTypePdf } from "@tabler/icons-react";
import { formatDate } from "../../../lib/format";
import { actionsHeader, type Column, DataTable } from "../../../ui/DataTable";
import { FolderIcon } from "../../documents/ui/Badges";
import { formatSize, kindLabel } from "../my-files-rules";
import { type ItemCommand, ItemMenu } from "./ItemMenu";

interface Props {
  items: readonly MyFilesItem[];
  inBin: boolean;
  canSign: boolean;
  onCommand: (command: ItemCommand, item: MyFilesItem) => void;
}

function ItemIcon({ item }: { item: MyFilesItem }) {
  if (item.type === "folder") return <FolderIcon colour={null} size={20} />;
  const Icon = item.kind === "pdf" ? IconFileTypePdf : IconFileText;
  return <Icon size={20} aria-hidden="true" color="var(--mantine-color-brand-7)" style={{ flex: "none" }} />;
}

/** Folders then files; a name opens the folder or the file (not in the bin). */
export function ItemsTable({ items, inBin, canSign, onCommand }: Props) {
  const columns: Column<MyFilesItem>[] = [
    {
      header: "Name",
      cell: (item) => {
        const name = item.type === "folder" ? item.folderName : item.fileName;
        const label = (
          <Group gap="sm" wrap="nowrap">
            <ItemIcon item={item} />
            <Text fw={600} size="sm" lineClamp={2}>
              {name}
            </Text>
          </Group>
        );
        return inBin ? (
          label
        ) : (
          <UnstyledButton onClick={() => onCommand("open", item)} aria-label={`Open ${name}`}>
            {label}
          </UnstyledButton>
        );
      },
    },
    { header: "Kind", cell: (item) => (item.type === "folder" ? "Folder" : kindLabel(item)) },
    { header: "Size", align: "right", cell: (item) => (item.type === "file" ? formatSize(item.size) : "") },
    {
      header: inBin ? "Deleted" : "Last changed",
      cell: (item) => formatDate(inBin ? item.deletedAt : item.updatedAt),
    },
    {
      header: actionsHeader,
      align: "right",
      cell: (item) => <ItemMenu item={item} inBin={inBin} canSign={canSign} onCommand={onCommand} />,
    },
  ];
  return (
    <DataTable
      rows={items}
      rowKey={(item) => item._id}
      columns={columns}
      minWidth={560}
      label={inBin ? "My Files bin" : "Folders and files"}
    />
  );
}
