import { List, Text } from "@mantine/core";
import type { DocumentActions } from "../use-document-actions";
import { defaultFolderColour, documentsCount } from "../view-rules";
import { CreateDocumentDialog } from "./CreateDocumentDialog";
import { ColourDialog, ConfirmDialog, FolderNameDialog, RenameDocumentDialog, ReviewDialog } from "./Dialogs";

const binNote = "You can restore it from Deleted documents until it is deleted permanently.";

/** The browser's dialogs; each is mounted only while open, so its fields start fresh. */
export function BrowserDialogs({ actions }: { actions: DocumentActions }) {
  const { dialog, close, busy } = actions;
  if (!dialog) return null;
  const common = { opened: true, onClose: close, busy };
  switch (dialog.kind) {
    case "newFolder":
      return (
        <FolderNameDialog
          {...common}
          title={dialog.parent ? `New sub-folder in ${dialog.parent.folderName}` : "New folder"}
          initial=""
          submitLabel="Create folder"
          onSubmit={(name) => actions.createFolder.mutate({ name, parentId: dialog.parent?._id ?? null })}
        />
      );
    case "renameFolder":
      return (
        <FolderNameDialog
          {...common}
          title="Rename folder"
          initial={dialog.folder.folderName}
          submitLabel="Save"
          onSubmit={(name) => actions.renameFolder.mutate({ id: dialog.folder._id, name })}
        />
      );
    case "colour":
      return (
        <ColourDialog
          {...common}
          folderName={dialog.folder.folderName}
          initial={dialog.folder.colour ?? defaultFolderColour}
          onSubmit={(colour) => actions.colourFolder.mutate({ id: dialog.folder._id, colour })}
        />
      );
    case "deleteFolder":
      return (
        <ConfirmDialog
          {...common}
          title="Delete folder?"
          confirmLabel="Delete folder"
          danger
          onConfirm={() => actions.deleteFolder.mutate(dialog.folder._id)}
        >
          <Text size="sm">
            <strong>{dialog.folder.folderName}</strong> and everything in it (
            {dialog.folder.folderCount > 0 ? `${dialog.folder.folderCount} sub-folders, ` : ""}
            {documentsCount(dialog.folder.documentCount)}) will go to the bin.
          </Text>
          <Text size="sm" c="dimmed">
            {binNote}
          </Text>
        </ConfirmDialog>
      );
    case "newDocument":
      return (
        <CreateDocumentDialog
          {...common}
          busy={actions.created.busy}
          folderId={dialog.folderId}
          onSubmit={(value) => actions.created.create.mutate(value)}
        />
      );
    case "renameDocument":
      return (
        <RenameDocumentDialog
          {...common}
          initial={{ name: dialog.item.name, policyNumber: dialog.item.policyNumber }}
          onSubmit={(name, policyNumber) =>
            actions.renameDocument.mutate({ id: dialog.item._id, name, policyNumber })
          }
        />
      );
    case "deleteDocument":
      return (
        <ConfirmDialog
          {...common}
          title="Delete document?"
          confirmLabel="Delete"
          danger
          onConfirm={() => actions.deleteDocument.mutate(dialog.item._id)}
        >
          <Text size="sm">
            <strong>{dialog.item.name}</strong> will go to the bin.
          </Text>
          <Text size="sm" c="dimmed">
            {binNote}
          </Text>
        </ConfirmDialog>
      );
    case "review":
      return (
        <ReviewDialog
          {...common}
          subject={
            dialog.items.length === 1
              ? `“${dialog.items[0]?.name}”`
              : `The ${documentsCount(dialog.items.length)} selected`
          }
          onSubmit={(notes, date) =>
            actions.review.mutate({ ids: dialog.items.map((i) => i._id), notes, date })
          }
        />
      );
    case "bulk":
      return dialog.action === "delete" ? (
        <ConfirmDialog
          {...common}
          title={`Delete ${documentsCount(dialog.items.length)}?`}
          confirmLabel="Delete"
          danger
          onConfirm={() => actions.bulk.mutate({ ids: dialog.items.map((i) => i._id), action: "delete" })}
        >
          <Text size="sm">The selected documents will go to the bin.</Text>
          <Text size="sm" c="dimmed">
            You can restore them from Deleted documents until they are deleted permanently.
          </Text>
        </ConfirmDialog>
      ) : (
        <ConfirmDialog
          {...common}
          title={`Overwrite ${documentsCount(dialog.items.length)}?`}
          confirmLabel="Overwrite"
          onConfirm={() => actions.bulk.mutate({ ids: dialog.items.map((i) => i._id), action: "overwrite" })}
        >
          <Text size="sm">
            Overwriting replaces the content of each selected document with the library&apos;s latest version
            of it. Your own wording in those documents will be replaced.
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              The current wording is kept in each document&apos;s history and backups, so it can be brought
              back.
            </List.Item>
            <List.Item>
              Documents your organisation created itself have no library version and are left as they are.
            </List.Item>
          </List>
        </ConfirmDialog>
      );
  }
}
