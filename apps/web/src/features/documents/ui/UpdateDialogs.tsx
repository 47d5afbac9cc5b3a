import type { DocumentListItem, Folder } from "@cloudoc/contract";
import { Button, Text, Tooltip } from "@mantine/core";
import { IconRestore } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../../lib/notify";
import { ConfirmModal, comparePath, RestoreConfirmModal, useUpdateRefresh } from "../../updates";
import { libraryDocuments } from "../../updates/access-rules";
import {
  rejectUpdate,
  restoreFolderToLibrary,
  restoreManyToLibrary,
  restoreToLibrary,
} from "../../updates/queries/updates-api";
import { errorText } from "../use-library";
import { type BulkState, documentsCount } from "../view-rules";
import type { DocumentCommand, FolderCommand } from "./ItemMenus";

/** The library-update question the browser asks, if any. */
export type UpdateDialog =
  | { kind: "restore"; item: DocumentListItem }
  | { kind: "reject"; item: DocumentListItem }
  | { kind: "restoreMany"; items: DocumentListItem[] }
  | { kind: "restoreFolder"; folder: Folder };

/** The document ids a dialog's change touches (for re-reading them). */
const idsOf = (dialog: UpdateDialog): string[] =>
  dialog.kind === "restoreMany"
    ? dialog.items.map((i) => i._id)
    : dialog.kind === "restoreFolder"
      ? []
      : [dialog.item._id];

function run(dialog: UpdateDialog): Promise<{ message: string }> {
  switch (dialog.kind) {
    case "restore":
      return restoreToLibrary(dialog.item._id);
    case "reject":
      return rejectUpdate(dialog.item._id);
    case "restoreMany":
      return restoreManyToLibrary(dialog.items.map((i) => i._id));
    case "restoreFolder":
      return restoreFolderToLibrary(dialog.folder._id);
  }
}

/**
 * Restoring documents to the library version (one, the selection, or a folder) behind the
 * confirm-restore popup, and rejecting a waiting update behind its own question. The server's
 * message is shown; the lists re-read.
 */
export function UpdateDialogs({
  dialog,
  onClose,
  onDone,
}: {
  dialog: UpdateDialog | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  const refresh = useUpdateRefresh();
  const change = useMutation({
    mutationFn: run,
    onSuccess: async (reply, done) => {
      toast(reply.message, "success");
      onClose();
      onDone?.();
      await refresh(idsOf(done));
    },
    onError: (error) => toast(errorText(error), "error"),
  });
  if (!dialog) return null;
  const common = {
    opened: true,
    busy: change.isPending,
    onCancel: onClose,
    onConfirm: () => change.mutate(dialog),
  };
  if (dialog.kind === "reject")
    return (
      <ConfirmModal {...common} title="Reject this update?" confirmLabel="Reject update">
        <Text size="sm">
          <strong>{dialog.item.name}</strong> stays as it is. The update notice clears until the library
          publishes its next version of this document.
        </Text>
      </ConfirmModal>
    );
  const subject =
    dialog.kind === "restore" ? (
      <strong>{dialog.item.name}</strong>
    ) : dialog.kind === "restoreMany" ? (
      `The ${documentsCount(dialog.items.length)} selected that came from the library.`
    ) : (
      <>
        Every library document in <strong>{dialog.folder.folderName}</strong> and its sub-folders.
      </>
    );
  return <RestoreConfirmModal {...common} subject={subject} />;
}

/**
 * The browser's library-update commands: Compare opens the compare page; restore and reject ask
 * first. Each handler answers whether it took the command.
 */
export function useUpdateCommands() {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<UpdateDialog | null>(null);
  const onDocument = (command: DocumentCommand, item: DocumentListItem): boolean => {
    if (command === "compare") void navigate(comparePath(item._id));
    else if (command === "restore") setDialog({ kind: "restore", item });
    else if (command === "reject") setDialog({ kind: "reject", item });
    else return false;
    return true;
  };
  const onFolder = (command: FolderCommand, folder: Folder): boolean => {
    if (command !== "restore") return false;
    setDialog({ kind: "restoreFolder", folder });
    return true;
  };
  const restoreSelection = (items: readonly DocumentListItem[]) =>
    setDialog({ kind: "restoreMany", items: libraryDocuments(items) });
  return { dialog, close: () => setDialog(null), onDocument, onFolder, restoreSelection };
}

/** The bulk bar's "Restore to library version", shown and enabled as Overwrite is. */
export function BulkRestoreButton({
  state,
  busy,
  onClick,
}: {
  state: BulkState;
  busy: boolean;
  onClick: () => void;
}) {
  if (!state.visible) return null;
  const button = (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconRestore size={16} aria-hidden="true" />}
      disabled={!state.enabled || busy}
      onClick={onClick}
    >
      Restore to library version
    </Button>
  );
  return state.hint ? (
    <Tooltip label={state.hint} withArrow>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}
