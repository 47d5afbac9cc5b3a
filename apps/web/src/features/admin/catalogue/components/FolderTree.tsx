import type { AdminTreeFolder } from "@cloudoc/contract";
import { Button, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconFolderPlus, IconFolders } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState, LoadError } from "../../../../ui/States";
import { LoadingBlocks } from "../../../commerce/ui/States";
import { useTreeChange } from "../hooks/use-tree-change";
import { catalogueKeys, fetchTree, treeChanges } from "../queries/catalogue";
import {
  findFolder,
  flattenFolders,
  folderHoldsAnything,
  movedItem,
  moveTargets,
  templatesUnder,
} from "../tree-rules";
import { FolderNameModal } from "./FolderNameModal";
import { FolderList, type TreeActions } from "./FolderNode";
import { TemplatePicker } from "./TemplatePicker";

type Dialog =
  | { kind: "add"; parent: AdminTreeFolder | null }
  | { kind: "rename"; folder: AdminTreeFolder }
  | { kind: "pick"; folder: AdminTreeFolder };

/**
 * The package's folder tree: folders and templates put in order by dragging (or Move up and Move
 * down), folders added, renamed, moved and deleted, templates added from the library or taken out.
 */
export function FolderTree({ packageId }: { packageId: string }) {
  const tree = useQuery({ queryKey: catalogueKeys.tree(packageId), queryFn: () => fetchTree(packageId) });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const saveFolder = useTreeChange(packageId, treeChanges.saveFolder, "The folder is saved.");
  const deleteFolder = useTreeChange(packageId, treeChanges.deleteFolder, "The folder is deleted.");
  const moveFolder = useTreeChange(packageId, treeChanges.moveFolder);
  const addTemplates = useTreeChange(packageId, treeChanges.addTemplates, "The templates are added.");
  const removeTemplate = useTreeChange(
    packageId,
    treeChanges.removeTemplate,
    "The template is out of the package.",
  );
  const moveTemplate = useTreeChange(packageId, treeChanges.moveTemplate);

  if (tree.isPending) return <LoadingBlocks label="Loading the folders" count={3} height={44} />;
  if (tree.isError)
    return (
      <LoadError
        title="The folders could not be loaded"
        error={tree.error}
        onRetry={() => void tree.refetch()}
      />
    );

  const confirmDelete = (folder: AdminTreeFolder) => {
    const full = folderHoldsAnything(folder);
    const held = templatesUnder(folder);
    modals.openConfirmModal({
      title: `Delete the folder ${folder.name}?`,
      centered: true,
      children: (
        <Text size="sm">
          {full
            ? `Its folders go too, and its ${held} templates are taken out of this package. The templates stay in the library.`
            : "The folder is empty."}
        </Text>
      ),
      labels: { confirm: "Delete folder", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () => deleteFolder.mutate({ packageId, folderId: folder.id, removeTemplates: full }),
    });
  };
  const actions: TreeActions = {
    addFolder: (parent) => setDialog({ kind: "add", parent }),
    rename: (folder) => setDialog({ kind: "rename", folder }),
    pick: (folder) => setDialog({ kind: "pick", folder }),
    remove: confirmDelete,
    reorderFolders: (parentId, ids) => {
      const siblings = parentId === null ? tree.data : (findFolder(tree.data, parentId)?.folders ?? []);
      const moved = movedItem(
        siblings.map((f) => f.id),
        ids,
      );
      if (moved) moveFolder.mutate({ packageId, folderId: moved.id, parentId, position: moved.position });
    },
    reorderTemplates: (folder, ids) => {
      const moved = movedItem(
        folder.documents.map((d) => d.id),
        ids,
      );
      if (moved)
        moveTemplate.mutate({
          packageId,
          templateId: moved.id,
          fromFolderId: folder.id,
          folderId: folder.id,
          position: moved.position,
        });
    },
    moveFolderTo: (folder, parentId) =>
      moveFolder.mutate({ packageId, folderId: folder.id, parentId, position: 10_000 }),
    moveTemplateTo: (template, from, folderId) =>
      moveTemplate.mutate({
        packageId,
        templateId: template.id,
        fromFolderId: from.id,
        folderId,
        position: 10_000,
      }),
    removeTemplate: (template, from) =>
      removeTemplate.mutate({ packageId, folderId: from.id, templateId: template.id }),
    folders: flattenFolders(tree.data),
    folderTargets: (folder) => moveTargets(tree.data, folder),
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Drag a folder or template by its handle, or use Move up and Move down.
        </Text>
        <Button
          variant="default"
          leftSection={<IconFolderPlus size={18} aria-hidden="true" />}
          onClick={() => actions.addFolder(null)}
        >
          Add folder
        </Button>
      </Group>
      {tree.data.length === 0 ? (
        <EmptyState icon={<IconFolders size={30} aria-hidden="true" />} title="No folders yet">
          Add a folder, then add templates from the library to it.
        </EmptyState>
      ) : (
        <div aria-busy={tree.isFetching}>
          <FolderList folders={tree.data} parentId={null} actions={actions} />
        </div>
      )}
      {dialog?.kind === "add" && (
        <FolderNameModal
          title={dialog.parent ? `New folder in ${dialog.parent.name}` : "New folder"}
          initialName=""
          busy={saveFolder.isPending}
          onClose={close}
          onSave={(name) =>
            saveFolder.mutate({ packageId, parentId: dialog.parent?.id, name }, { onSuccess: close })
          }
        />
      )}
      {dialog?.kind === "rename" && (
        <FolderNameModal
          title={`Rename ${dialog.folder.name}`}
          initialName={dialog.folder.name}
          busy={saveFolder.isPending}
          onClose={close}
          onSave={(name) =>
            saveFolder.mutate({ packageId, folderId: dialog.folder.id, name }, { onSuccess: close })
          }
        />
      )}
      {dialog?.kind === "pick" && (
        <TemplatePicker
          packageId={packageId}
          folderName={dialog.folder.name}
          busy={addTemplates.isPending}
          onClose={close}
          onAdd={(templateIds) =>
            addTemplates.mutate({ packageId, folderId: dialog.folder.id, templateIds }, { onSuccess: close })
          }
        />
      )}
    </Stack>
  );
}
