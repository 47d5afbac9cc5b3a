import type { HistoryEntry } from "@cloudoc/contract";
import { Anchor, Badge, Stack, Text } from "@mantine/core";
import { IconGitCompare } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format";
import { actionsHeader, type Column, DataTable, RowButton } from "../../../ui/DataTable";
import { editorPath } from "../../documents/documents-api";
import { compareLabel, sourceLabel, versionLabel } from "../history-rules";

/** One row per version: the document, what changed it, who and when, and Compare. */
export function HistoryTable({
  entries,
  onCompare,
}: {
  entries: readonly HistoryEntry[];
  onCompare: (entry: HistoryEntry) => void;
}) {
  const columns: Column<HistoryEntry>[] = [
    {
      header: "Document",
      cell: (entry) => (
        <Stack gap={2}>
          {entry.live ? (
            <Anchor component={Link} to={editorPath(entry.fileId)} fw={600}>
              {entry.name}
            </Anchor>
          ) : (
            <Text fw={600}>
              {entry.name}{" "}
              <Badge color="gray" variant="light" size="xs">
                In the bin
              </Badge>
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {[entry.policyNumber, entry.folderName].filter(Boolean).join(" · ")}
          </Text>
        </Stack>
      ),
      td: { maw: 320 },
    },
    {
      header: "Version",
      cell: (entry) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {versionLabel(entry.version)}
          </Text>
          <Text size="xs" c="dimmed">
            {sourceLabel(entry.source)}
          </Text>
        </Stack>
      ),
    },
    { header: "Changed by", cell: (entry) => entry.changedByName || "Cloudoc" },
    { header: "When", cell: (entry) => formatDateTime(entry.changedAt) },
    { header: "Notes", cell: (entry) => entry.notes || "—", td: { maw: 260 } },
    {
      header: actionsHeader,
      cell: (entry) =>
        entry.live && entry.previousVersion !== null ? (
          <RowButton
            label={compareLabel(entry.name, entry.version, entry.previousVersion)}
            onClick={() => onCompare(entry)}
          >
            <IconGitCompare size={14} aria-hidden="true" style={{ marginRight: 4 }} />
            Compare
          </RowButton>
        ) : null,
    },
  ];
  return (
    <DataTable
      rows={entries}
      rowKey={(entry) => entry._id}
      columns={columns}
      minWidth={860}
      label="Changes to your documents"
    />
  );
}
