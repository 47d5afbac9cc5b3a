import type { DocumentListItem, Folder } from "@cloudoc/contract";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { documentCalls, editorPath, folderCalls, type NewDocument } from "./documents-api";
import { documentsPlace } from "./remembered-place";
import { useLibraryChange } from "./use-library";
import { bulkActionTypes, editorOpenDelayMs } from "./view-rules";

/** The dialog the documents browser shows, if any. */
export type Dialog =
  | { kind: "newFolder"; parent: Folder | null }
  | { kind: "renameFolder"; folder: Folder }
  | { kind: "colour"; folder: Folder }
  | { kind: "deleteFolder"; folder: Folder }
  | { kind: "newDocument"; folderId: string | null }
  | { kind: "renameDocument"; item: DocumentListItem }
  | { kind: "deleteDocument"; item: DocumentListItem }
  | { kind: "review"; items: DocumentListItem[] }
  | { kind: "bulk"; action: "overwrite" | "delete"; items: DocumentListItem[] };

/** Opens a document in the editor, remembering it (spec 001 §4). */
export function useOpenDocument() {
  const navigate = useNavigate();
  return (fileId: string) => {
    documentsPlace.setFile(fileId);
    void navigate(editorPath(fileId));
  };
}

/**
 * Creates a document (blank or as a copy), shows "Document has been created", then opens the
 * editor after 1500 ms (spec 001 §4). `opening` stays true during the wait.
 */
export function useCreateDocument(onCreated?: () => void) {
  const open = useOpenDocument();
  const [opening, setOpening] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const afterCreate = (item: DocumentListItem) => {
    setOpening(true);
    onCreated?.();
    timer.current = setTimeout(() => open(item._id), editorOpenDelayMs);
  };
  const create = useLibraryChange(documentCalls.create, afterCreate);
  const copy = useLibraryChange(
    (input: { fileId: string; value: NewDocument }) => documentCalls.copy(input.fileId, input.value),
    afterCreate,
  );
  return { create, copy, opening, busy: opening || create.isPending || copy.isPending };
}

/** Every change the browser makes, each closing the dialog when it succeeds. */
export function useDocumentActions(options: {
  onFolderGone: (folder: Folder) => void;
  onBulkDone: () => void;
}) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const created = useCreateDocument();
  const createFolder = useLibraryChange(
    (input: { name: string; parentId: string | null }) => folderCalls.create(input.name, input.parentId),
    close,
  );
  const renameFolder = useLibraryChange(
    (input: { id: string; name: string }) => folderCalls.rename(input.id, input.name),
    close,
  );
  const colourFolder = useLibraryChange(
    (input: { id: string; colour: string }) => folderCalls.colour(input.id, input.colour),
    close,
  );
  const deleteFolder = useLibraryChange(folderCalls.remove, (folder) => {
    close();
    options.onFolderGone(folder);
  });
  const renameDocument = useLibraryChange(
    (input: { id: string; name: string; policyNumber: string }) =>
      documentCalls.rename(input.id, input.name, input.policyNumber),
    close,
  );
  const deleteDocument = useLibraryChange(documentCalls.remove, close);
  const review = useLibraryChange(
    (input: { ids: string[]; notes: string; date: string }) =>
      input.ids.length === 1 && input.ids[0]
        ? documentCalls
            .review(input.ids[0], input.notes, input.date)
            .then((reply) => ({ ...reply, data: null }))
        : documentCalls
            .bulkReview(input.ids, input.notes, input.date)
            .then((reply) => ({ ...reply, data: null })),
    () => {
      close();
      options.onBulkDone();
    },
  );
  const bulk = useLibraryChange(
    (input: { ids: string[]; action: keyof typeof bulkActionTypes }) =>
      documentCalls.bulk(input.ids, bulkActionTypes[input.action]),
    () => {
      close();
      options.onBulkDone();
    },
  );
  const busy = [
    createFolder,
    renameFolder,
    colourFolder,
    deleteFolder,
    renameDocument,
    deleteDocument,
    review,
    bulk,
  ].some((m) => m.isPending);

  return {
    dialog,
    setDialog,
    close,
    busy: busy || created.busy,
    created,
    createFolder,
    renameFolder,
    colourFolder,
    deleteFolder,
    renameDocument,
    deleteDocument,
    review,
    bulk,
  };
}

export type DocumentActions = ReturnType<typeof useDocumentActions>;
