import { updateMessages } from "@cloudoc/contract";
import { List, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { errorText } from "../../../ui/States";
import { useStartRestoreAll } from "../hooks/use-restore-run";
import { fetchTouchedFiles, updateKeys } from "../queries/updates-api";
import { touchedSummary } from "../restore-all-rules";
import { ConfirmModal } from "./ConfirmModal";

const shownNames = 5;

/** What the company edited, briefly: the documents Restore All would revert. */
function TouchedList({ opened }: { opened: boolean }) {
  const touched = useQuery({
    queryKey: updateKeys.touched,
    queryFn: () => fetchTouchedFiles(shownNames),
    enabled: opened,
    staleTime: 0,
  });
  if (touched.isPending)
    return <Skeleton height={48} radius="sm" aria-label="Loading the documents you edited" />;
  if (touched.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {errorText(touched.error)}
      </Text>
    );
  const { total, list } = touched.data;
  if (total === 0)
    return (
      <Text size="sm">
        Your organisation has not edited any library document, so no wording of yours is replaced.
      </Text>
    );
  const { listed, more } = touchedSummary(
    list.map((file) => file.name),
    total,
    shownNames,
  );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Your organisation has edited {total} library document{total === 1 ? "" : "s"}:
      </Text>
      <List size="sm" spacing={2}>
        {listed.map((name, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; the list is read-only
          <List.Item key={`${at}-${name}`}>{name}</List.Item>
        ))}
      </List>
      {more > 0 && (
        <Text size="sm" c="dimmed">
          and {more} more.
        </Text>
      )}
    </Stack>
  );
}

/** The Restore All confirm popup (spec 000 §2): the warning, what the company edited, Cancel / Restore. */
export function RestoreAllModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const start = useStartRestoreAll(onClose);
  return (
    <ConfirmModal
      opened={opened}
      title="Restore all documents to the library version?"
      confirmLabel="Restore"
      busy={start.isPending}
      onCancel={onClose}
      onConfirm={() => start.mutate()}
    >
      <Text size="sm">{updateMessages.restoreAllWarning}</Text>
      {opened && <TouchedList opened={opened} />}
    </ConfirmModal>
  );
}
