import type { DocumentBackup } from "@cloudoc/contract";
import { Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { IconDownload, IconEye, IconRestore, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/notify";
import { documentViewKey, versionsKey } from "../../editor/editor-api";
import { backupReasonText } from "../backup-reasons";
import {
  deleteBackup,
  downloadBackupPdf,
  extrasKeys,
  fetchBackups,
  restoreBackup,
  viewBackupPdf,
} from "../extras-api";
import { confirmAction, errorMessage, toastError } from "../ui/feedback";
import type { PanelProps } from "./panel-props";

function BackupItem({
  backup,
  editable,
  onView,
  onRestore,
  onDelete,
  busy,
}: {
  backup: DocumentBackup;
  editable: boolean;
  onView: () => void;
  onRestore: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const download = useMutation({
    mutationFn: () => downloadBackupPdf(backup.backupId, backup.name || backup.fileName),
    onError: toastError,
  });
  return (
    <Paper withBorder p="xs" radius="sm">
      <Text size="sm" fw={600}>
        Version {backup.version} · {formatDate(backup.createdAt)}
      </Text>
      <Text size="xs" c="dimmed">
        {backupReasonText(backup.reason)}
        {backup.createdByName ? ` · ${backup.createdByName}` : ""}
      </Text>
      <Group gap="xs" mt={6}>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconEye size={12} aria-hidden="true" />}
          onClick={onView}
          aria-label={`View the backup of version ${backup.version} as PDF (opens in a new tab)`}
        >
          View
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconDownload size={12} aria-hidden="true" />}
          loading={download.isPending}
          onClick={() => download.mutate()}
          aria-label={`Download the backup of version ${backup.version} as PDF`}
        >
          PDF
        </Button>
        {editable && (
          <>
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconRestore size={12} aria-hidden="true" />}
              onClick={onRestore}
              disabled={busy}
            >
              Restore
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={12} aria-hidden="true" />}
              onClick={onDelete}
              disabled={busy}
            >
              Delete
            </Button>
          </>
        )}
      </Group>
    </Paper>
  );
}

/**
 * A document's backups (GET /user/backup/files): restoring one writes it as a new version (the
 * current wording stays in the history); deleting one is for good. `onRestored` lets the editor
 * reload the document it shows.
 */
export function BackupsPanel({
  fileId,
  mode = "edit",
  onRestored,
}: PanelProps & { onRestored?: () => void }) {
  const queryClient = useQueryClient();
  const backups = useQuery({ queryKey: [extrasKeys.backups, fileId], queryFn: () => fetchBackups(fileId) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [extrasKeys.backups, fileId] });
  const restore = useMutation({
    mutationFn: restoreBackup,
    onSuccess: async (message) => {
      toast(message, "success");
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: documentViewKey(fileId) }),
        queryClient.invalidateQueries({ queryKey: versionsKey(fileId) }),
      ]);
      onRestored?.();
    },
    onError: toastError,
  });
  const remove = useMutation({
    mutationFn: deleteBackup,
    onSuccess: async (message) => {
      toast(message, "success");
      await refresh();
    },
    onError: toastError,
  });
  const askRestore = async (backup: DocumentBackup) => {
    const confirmed = await confirmAction({
      title: "Restore this backup",
      message: `The backup of version ${backup.version} becomes the document's newest version. The current wording stays in the history, but changes you have not saved are lost.`,
      confirmLabel: "Restore",
    });
    if (confirmed) restore.mutate(backup.backupId);
  };
  const askDelete = async (backup: DocumentBackup) => {
    const confirmed = await confirmAction({
      title: "Delete this backup",
      message: `Delete the backup of version ${backup.version} for good? The document's versions are not affected.`,
      confirmLabel: "Delete",
      danger: true,
    });
    if (confirmed) remove.mutate(backup.backupId);
  };
  if (backups.isPending) return <Loader size="sm" aria-label="Loading backups" />;
  if (backups.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {errorMessage(backups.error)}
      </Text>
    );
  }
  if (backups.data.list.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No backups yet. One is kept whenever a library version or a restore replaces your wording.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {backups.data.list.map((backup) => (
        <BackupItem
          key={backup._id}
          backup={backup}
          editable={mode === "edit"}
          busy={restore.isPending || remove.isPending}
          onView={() => viewBackupPdf(backup.backupId).catch(toastError)}
          onRestore={() => void askRestore(backup)}
          onDelete={() => void askDelete(backup)}
        />
      ))}
    </Stack>
  );
}
