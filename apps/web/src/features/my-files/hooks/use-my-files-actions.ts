import { type MyFile, type MyFilesItem, messages } from "@cloudoc/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../../lib/notify";
import { errorText } from "../../../ui/States";
import type { MoveCopyTarget } from "../components/MoveCopyDialog";
import type { ShareRequest } from "../components/ShareDialog";
import type { MyFilesBase } from "../my-files-rules";
import {
  copyMyFile,
  copyMyFolder,
  createMyFile,
  createMyFolder,
  deleteMyItem,
  downloadMyFile,
  moveMyItem,
  myFilesKeys,
  renameMyItem,
  sendMyFile,
  uploadMyPdf,
} from "../queries/my-files-api";

/** The dialog open on the My Files page. */
export type MyFilesDialog =
  | { kind: "newFolder" | "newFile" | "upload" }
  | { kind: "rename" | "move" | "copy" | "delete" | "deleteForGood"; item: MyFilesItem }
  | { kind: "share" | "sign"; file: MyFile };

const nameOf = (item: MyFilesItem) => (item.type === "folder" ? item.folderName : item.fileName);

/** Opens a file where it is read: the editor for a written file, the details page for a PDF. */
export function useOpenMyFile(base: MyFilesBase) {
  const navigate = useNavigate();
  return (file: Pick<MyFile, "_id" | "kind">, page?: "details") =>
    navigate(page === "details" || file.kind === "pdf" ? `${base}/details` : `${base}/editor`, {
      state: { fileId: file._id },
    });
}

/**
 * Every change the My Files page makes: each closes its dialog, says what happened in the
 * catalogue's words, and refreshes the lists and the folder tree.
 */
export function useMyFilesActions(options: { base: MyFilesBase; folderId: string | null }) {
  const queryClient = useQueryClient();
  const openFile = useOpenMyFile(options.base);
  const [dialog, setDialog] = useState<MyFilesDialog | null>(null);
  const close = () => setDialog(null);
  const refresh = () =>
    Promise.all(
      [myFilesKeys.list, myFilesKeys.folders, myFilesKeys.targets, myFilesKeys.recent, myFilesKeys.sent].map(
        (key) => queryClient.invalidateQueries({ queryKey: [key] }),
      ),
    );
  const done = async (message: string) => {
    toast(message, "success");
    close();
    await refresh();
  };
  const onError = (error: unknown) => toast(errorText(error), "error");
  const settle = { onSuccess: done, onError };
  type Target = { item: MyFilesItem; target: MoveCopyTarget };

  const mutations = {
    newFolder: useMutation({
      mutationFn: (name: string) => createMyFolder(name, options.folderId),
      ...settle,
    }),
    rename: useMutation({
      mutationFn: ({ item, name }: { item: MyFilesItem; name: string }) =>
        renameMyItem(item._id, item.type, name),
      ...settle,
    }),
    move: useMutation({
      mutationFn: ({ item, target }: Target) => moveMyItem(item._id, item.type, target.folderId),
      ...settle,
    }),
    copy: useMutation({
      mutationFn: ({ item, target }: Target) =>
        item.type === "folder"
          ? copyMyFolder(item._id, target.folderId)
          : copyMyFile(item._id, target.fileName ?? item.fileName, target.folderId),
      ...settle,
    }),
    remove: useMutation({
      mutationFn: ({ item, key }: { item: MyFilesItem; key: "bin" | "restore" | "permanent" }) =>
        deleteMyItem(item._id, item.type, key),
      ...settle,
    }),
    upload: useMutation({
      mutationFn: async ({ file, name }: { file: File; name: string }) =>
        (await uploadMyPdf(file, name, options.folderId)).message,
      ...settle,
    }),
    share: useMutation({
      mutationFn: ({ file, request }: { file: MyFile; request: ShareRequest }) =>
        sendMyFile({ fileId: file._id, ...request }),
      ...settle,
    }),
  };
  const newFile = useMutation({
    mutationFn: (name: string) => createMyFile(name, options.folderId),
    onSuccess: async (file) => {
      toast(messages.fileCreated, "success");
      close();
      await refresh();
      openFile(file);
    },
    onError,
  });
  const download = useMutation({
    mutationFn: ({ file, type }: { file: MyFile; type: "pdf" | "word" }) => {
      toast(type === "word" ? messages.generatingWord : messages.generatingPdf, "info");
      return downloadMyFile(file._id, type);
    },
    onSuccess: () => toast(messages.documentDownloaded, "success"),
    onError,
  });
  const busy = Object.values(mutations).some((mutation) => mutation.isPending) || newFile.isPending;
  return { dialog, setDialog, close, mutations, newFile, download, busy, openFile, nameOf };
}
