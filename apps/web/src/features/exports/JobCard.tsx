import { bulkExportLabels, type ExportJob, messages } from "@cloudoc/contract";
import { ActionIcon, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { IconDownload, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { exportNotice } from "../../lib/notify";
import { exportStore, percentDone } from "./export-store";
import { exportLink, followLink } from "./exports-api";
import { exportFailureMessage } from "./use-checked-export";

/** One bulk export: its progress, then Download (or what went wrong), and a close button. */
export function JobCard({ job }: { job: ExportJob }) {
  const [downloading, setDownloading] = useState(false);
  const label = bulkExportLabels[job.format];
  const download = async () => {
    setDownloading(true);
    try {
      followLink(await exportLink(job._id));
      exportStore.take(job._id);
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
        <Text size="sm" c="red">
          {messages.somethingWentWrongExport}
        </Text>
        {close}
      </Group>
    );
  if (job.status === "ready")
    return (
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={600} truncate>
            {job.fileName} is ready
          </Text>
          <Text size="xs" c="dimmed">
            {job.total} {job.total === 1 ? "document" : "documents"} · for 24 hours
          </Text>
        </div>
        <Button
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden="true" />}
          loading={downloading}
          onClick={() => void download()}
        >
          Download
        </Button>
        {close}
      </Group>
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
