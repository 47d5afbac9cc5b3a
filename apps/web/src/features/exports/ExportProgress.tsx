import {
  bulkExportLabels,
  type ExportJob,
  exportProgressEvent,
  exportWatchEvent,
  messages,
} from "@cloudoc/contract";
import { ActionIcon, Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconDownload, IconX } from "@tabler/icons-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { exportNotice } from "../../lib/notify";
import { getSocket } from "../../lib/realtime";
import { session } from "../../lib/session";
import { exportStore, isActive, percentDone } from "./export-store";
import { exportJob, exportLink, followLink, recentExports } from "./exports-api";
import { exportFailureMessage } from "./use-checked-export";

/** How often a running export is asked after directly, in case a live event was missed. */
const pollEveryMs = 3000;

/** Live updates: the socket follows this user's exports; a poll covers a lost connection. */
function useExportUpdates(jobs: readonly ExportJob[]) {
  const signedIn = Boolean(session.get("token"));
  useEffect(() => {
    if (!signedIn) return;
    let stopped = false;
    const onProgress = (job: ExportJob) => exportStore.put(job);
    recentExports()
      .then((list) => {
        if (!stopped)
          exportStore.put(...list.filter((job) => isActive(job) || job.status === "ready").reverse());
      })
      .catch(() => undefined);
    const socket = getSocket();
    void socket.then((live) => {
      if (stopped) return;
      live.on(exportProgressEvent, onProgress);
      // The socket may have connected before sign-in: follow this user's exports by token.
      live.emit(exportWatchEvent, session.get("token") ?? "");
    });
    return () => {
      stopped = true;
      void socket.then((live) => live.off(exportProgressEvent, onProgress));
    };
  }, [signedIn]);

  const watching = jobs.filter(isActive).map((job) => job._id);
  const key = watching.join(",");
  useEffect(() => {
    if (key === "") return;
    const timer = setInterval(() => {
      for (const id of key.split(","))
        exportJob(id).then(
          (job) => exportStore.put(job),
          () => undefined,
        );
    }, pollEveryMs);
    return () => clearInterval(timer);
  }, [key]);
}

function JobCard({ job }: { job: ExportJob }) {
  const [downloading, setDownloading] = useState(false);
  const label = bulkExportLabels[job.format];
  const download = async () => {
    setDownloading(true);
    try {
      followLink(await exportLink(job._id));
      exportNotice(messages.documentDownloaded, "success");
    } catch (error) {
      exportNotice(exportFailureMessage(error), "error");
    } finally {
      setDownloading(false);
    }
  };
  const close = (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label="Close this export"
      onClick={() => exportStore.dismiss(job._id)}
    >
      <IconX size={16} aria-hidden="true" />
    </ActionIcon>
  );
  if (job.status === "failed")
    return (
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="red.8">
          {messages.somethingWentWrongExport}
        </Text>
        {close}
      </Group>
    );
  if (job.status === "ready")
    return (
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="sm" fw={600}>
              {job.fileName} is ready
            </Text>
            <Text size="xs" c="dimmed">
              {job.total} {job.total === 1 ? "document" : "documents"} · available for 24 hours
            </Text>
          </div>
          {close}
        </Group>
        <Button
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden="true" />}
          loading={downloading}
          onClick={() => void download()}
        >
          Download
        </Button>
      </Stack>
    );
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {job.done} of {job.total}
        </Text>
      </Group>
      <Progress
        value={percentDone(job)}
        animated
        aria-label={`${label}: ${job.done} of ${job.total} documents`}
      />
    </Stack>
  );
}

/**
 * The global export panel (bottom right): each bulk export of this user with its progress bar and
 * 'Generating PDF' / 'Generating Word', live over socket.io, then a Download button for
 * Documents.zip. Mount it once in the signed-in company shell; it renders nothing when idle.
 */
export function ExportProgress() {
  const jobs = useSyncExternalStore(exportStore.subscribe, exportStore.snapshot);
  useExportUpdates(jobs);
  if (jobs.length === 0) return null;
  return (
    <Paper
      role="status"
      aria-live="polite"
      aria-label="Exports"
      shadow="md"
      withBorder
      radius="md"
      p="sm"
      w={340}
      pos="fixed"
      bottom={16}
      right={16}
      style={{ zIndex: 300 }}
    >
      <Stack gap="sm">
        {jobs.slice(0, 4).map((job) => (
          <JobCard key={job._id} job={job} />
        ))}
      </Stack>
    </Paper>
  );
}
