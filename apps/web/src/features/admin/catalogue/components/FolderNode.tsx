import type { AdminTreeDocument, AdminTreeFolder } from "@cloudoc/contract";
import { ActionIcon, Badge, Group, Menu, Stack, Text, Tooltip } from "@mantine/core";
import { IconDots, IconFolder, IconFolderSymlink, IconX } from "@tabler/icons-react";
import { SortableList } from "../../ui/SortableList";

/** What the tree editor does when the admin asks; the tree component owns the calls and dialogs. */
export interface TreeActions {
  addFolder: (parent: AdminTreeFolder | null) => void;
  rename: (folder: AdminTreeFolder) => void;
  pick: (folder: AdminTreeFolder) => void;
  remove: (folder: AdminTreeFolder) => void;
  reorderFolders: (parentId: string | null, ids: string[]) => void;
  reorderTemplates: (folder: AdminTreeFolder, ids: string[]) => void;
  moveFolderTo: (folder: AdminTreeFolder, parentId: string | null) => void;
  moveTemplateTo: (template: AdminTreeDocument, from: AdminTreeFolder, toFolderId: string) => void;
  removeTemplate: (template: AdminTreeDocument, from: AdminTreeFolder) => void;
  /** Every folder with its path, for "Move to folder". */
  folders: { id: string; label: string }[];
  /** Where a folder may move (not into its own branch). */
  folderTargets: (folder: AdminTreeFolder) => { id: string; label: string }[];
}

const withIds = <T extends { id: string }>(items: readonly T[]) =>
  items.map((item) => ({ ...item, _id: item.id }));

function TemplateRow({
  template,
  folder,
  actions,
}: {
  template: AdminTreeDocument;
  folder: AdminTreeFolder;
  actions: TreeActions;
}) {
  const name = template.title;
  const others = actions.folders.filter((f) => f.id !== folder.id);
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Text size="sm" ff="monospace" c="dimmed" style={{ whiteSpace: "nowrap" }}>
          {template.policyNumber}
        </Text>
        <Text size="sm" truncate>
          {name}
        </Text>
        {!template.published && (
          <Badge variant="light" color="yellow" radius="sm">
            Draft
          </Badge>
        )}
      </Group>
      <Group gap={2} wrap="nowrap">
        {others.length > 0 && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Tooltip label="Move to another folder">
                <ActionIcon variant="subtle" color="gray" aria-label={`Move ${name} to another folder`}>
                  <IconFolderSymlink size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Move to</Menu.Label>
              {others.map((target) => (
                <Menu.Item
                  key={target.id}
                  onClick={() => actions.moveTemplateTo(template, folder, target.id)}
                >
                  {target.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
        <Tooltip label="Take out of the package">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Take ${name} out of the package`}
            onClick={() => actions.removeTemplate(template, folder)}
          >
            <IconX size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

function FolderHeader({ folder, actions }: { folder: AdminTreeFolder; actions: TreeActions }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <IconFolder size={20} aria-hidden="true" />
        <Text fw={600} truncate>
          {folder.name}
        </Text>
        <Text size="xs" c="dimmed">
          {folder.documents.length === 1 ? "1 template" : `${folder.documents.length} templates`}
        </Text>
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for the folder ${folder.name}`}>
            <IconDots size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => actions.pick(folder)}>Add templates…</Menu.Item>
          <Menu.Item onClick={() => actions.addFolder(folder)}>Add a folder inside…</Menu.Item>
          <Menu.Item onClick={() => actions.rename(folder)}>Rename…</Menu.Item>
          <Menu.Sub>
            <Menu.Sub.Target>
              <Menu.Sub.Item>Move to</Menu.Sub.Item>
            </Menu.Sub.Target>
            <Menu.Sub.Dropdown>
              <Menu.Item onClick={() => actions.moveFolderTo(folder, null)}>The top level</Menu.Item>
              {actions.folderTargets(folder).map((target) => (
                <Menu.Item key={target.id} onClick={() => actions.moveFolderTo(folder, target.id)}>
                  {target.label}
                </Menu.Item>
              ))}
            </Menu.Sub.Dropdown>
          </Menu.Sub>
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => actions.remove(folder)}>
            Delete folder…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** One level of folders, in order: each with its templates and its own folders below. */
export function FolderList({
  folders,
  parentId,
  actions,
}: {
  folders: readonly AdminTreeFolder[];
  parentId: string | null;
  actions: TreeActions;
}) {
  return (
    <SortableList
      items={withIds(folders)}
      nameOf={(f) => `the folder ${f.name}`}
      onReorder={(ids) => actions.reorderFolders(parentId, ids)}
    >
      {(folder) => (
        <Stack gap="xs">
          <FolderHeader folder={folder} actions={actions} />
          {folder.documents.length > 0 && (
            <SortableList
              items={withIds(folder.documents)}
              nameOf={(d) => d.title}
              onReorder={(ids) => actions.reorderTemplates(folder, ids)}
            >
              {(template) => <TemplateRow template={template} folder={folder} actions={actions} />}
            </SortableList>
          )}
          {folder.folders.length > 0 && (
            <FolderList folders={folder.folders} parentId={folder.id} actions={actions} />
          )}
        </Stack>
      )}
    </SortableList>
  );
}
