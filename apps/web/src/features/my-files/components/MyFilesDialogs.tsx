import { messages } from "@cloudoc/contract";
import { Text } from "@mantine/core";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { SendForSignatureDialog } from "../../signing/components/SendForSignatureDialog";
import type { useMyFilesActions } from "../hooks/use-my-files-actions";
import { MoveCopyDialog } from "./MoveCopyDialog";
import { NameDialog } from "./NameDialog";
import { ShareDialog } from "./ShareDialog";
import { UploadDialog } from "./UploadDialog";

interface Props {
  actions: ReturnType<typeof useMyFilesActions>;
  /** The open folder's name, for the upload's title. */
  folderName: string;
}

/** The dialog the My Files page has open, wired to its change. */
export function MyFilesDialogs({ actions, folderName }: Props) {
  const { dialog, close, mutations, newFile, nameOf } = actions;
  if (!dialog) return null;
  switch (dialog.kind) {
    case "newFolder":
      return (
        <NameDialog
          opened
          title="New folder"
          label="Folder name"
          initial=""
          emptyMessage={messages.enterFolderName}
          submitLabel="Create folder"
          busy={mutations.newFolder.isPending}
          onClose={close}
          onSubmit={(name) => mutations.newFolder.mutate(name)}
        />
      );
    case "newFile":
      return (
        <NameDialog
          opened
          title="New file"
          label="File name"
          initial=""
          emptyMessage={messages.enterFileName}
          submitLabel="Create and open"
          busy={newFile.isPending}
          onClose={close}
          onSubmit={(name) => newFile.mutate(name)}
        />
      );
    case "upload":
      return (
        <UploadDialog
          opened
          folderName={folderName}
          busy={mutations.upload.isPending}
          onClose={close}
          onSubmit={(file, name) => mutations.upload.mutate({ file, name })}
        />
      );
    case "rename": {
      const { item } = dialog;
      const folder = item.type === "folder";
      return (
        <NameDialog
          opened
          title={`Rename “${nameOf(item)}”`}
          label={folder ? "Folder name" : "File name"}
          initial={nameOf(item)}
          emptyMessage={folder ? messages.enterFolderName : messages.enterFileName}
          submitLabel="Rename"
          busy={mutations.rename.isPending}
          onClose={close}
          onSubmit={(name) => mutations.rename.mutate({ item, name })}
        />
      );
    }
    case "move":
    case "copy": {
      const { item, kind } = dialog;
      const mutation = kind === "move" ? mutations.move : mutations.copy;
      return (
        <MoveCopyDialog
          opened
          mode={kind}
          item={item}
          busy={mutation.isPending}
          onClose={close}
          onSubmit={(target) => mutation.mutate({ item, target })}
        />
      );
    }
    case "delete":
    case "deleteForGood": {
      const { item, kind } = dialog;
      const forGood = kind === "deleteForGood";
      return (
        <ConfirmDialog
          opened
          title={forGood ? "Delete for good" : "Delete"}
          confirmLabel={forGood ? "Delete for good" : "Move to the bin"}
          danger
          pending={mutations.remove.isPending}
          onCancel={close}
          onConfirm={() => mutations.remove.mutate({ item, key: forGood ? "permanent" : "bin" })}
        >
          <Text>
            {forGood
              ? `“${nameOf(item)}” will be deleted for good. This cannot be undone.`
              : `“${nameOf(item)}”${item.type === "folder" ? " and everything in it" : ""} will go to the bin, where you can restore it.`}
          </Text>
        </ConfirmDialog>
      );
    }
    case "share":
      return (
        <ShareDialog
          opened
          file={dialog.file}
          busy={mutations.share.isPending}
          onClose={close}
          onSubmit={(request) => mutations.share.mutate({ file: dialog.file, request })}
        />
      );
    case "sign":
      return (
        <SendForSignatureDialog
          opened
          document={{ sourceType: "myfile", sourceId: dialog.file._id, name: dialog.file.fileName }}
          onClose={close}
        />
      );
  }
}
