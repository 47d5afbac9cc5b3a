import type { Orientation, VersionSummary } from "@cloudoc/contract";
import { Alert, Badge, Button, Drawer, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { fetchVersion, fetchVersions, versionKey, versionsKey } from "../editor-api";
import { DocumentPage } from "./DocumentPage";
import { StoredHtml } from "./StoredHtml";

interface Props {
  fileId: string;
  opened: boolean;
  currentVersion: number;
  orientation: Orientation;
  /** Unsaved edits a restore would replace. */
  dirty: boolean;
  restoring: boolean;
  onClose: () => void;
  onRestore: (version: number) => void;
}

const sourceLabels: Record<string, string> = {
  library: "From the library",
  create: "Created",
  save: "Saved",
  update: "Values updated",
  setup: "Header and footer",
  restore: "Restored",
  overwrite: "Overwritten",
};

const when = (iso: string) => dayjs(iso).format("DD/MM/YYYY HH:mm");

/** The history: every version (version, date, by, notes), each viewable and restorable. */
export function HistoryDrawer(props: Props) {
  const [viewing, setViewing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const versions = useQuery({
    queryKey: versionsKey(props.fileId),
    queryFn: () => fetchVersions(props.fileId),
    enabled: props.opened,
  });

  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      // Escape closes what is on top: a version's view or the restore question, then the drawer.
      closeOnEscape={viewing === null && confirming === null}
      title="Version history"
      position="right"
      size="md"
    >
      {versions.isPending && <Loader size="sm" aria-label="Loading the history" />}
      {versions.isError && <Alert color="red">{versions.error.message}</Alert>}
      {versions.data && (
        <Stack gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {versions.data.list.map((version) => (
            <VersionItem
              key={version._id}
              version={version}
              current={version.version === props.currentVersion}
              onView={() => setViewing(version.version)}
              onRestore={() => setConfirming(version.version)}
            />
          ))}
          {versions.data.total > versions.data.list.length && (
            <Text size="sm" c="dimmed">
              Showing the latest {versions.data.list.length} of {versions.data.total} versions.
            </Text>
          )}
        </Stack>
      )}
      <VersionViewer
        fileId={props.fileId}
        version={viewing}
        orientation={props.orientation}
        onClose={() => setViewing(null)}
      />
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={`Restore version ${confirming ?? ""}?`}
        centered
      >
        <Stack>
          <Text size="sm">
            Its text becomes version {props.currentVersion + 1}. Nothing is deleted: the current version stays
            in the history.
          </Text>
          {props.dirty && (
            <Alert color="yellow" title="You have unsaved changes">
              They will be replaced by the restored text. Save them first if you want to keep them.
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              loading={props.restoring}
              onClick={() => {
                if (confirming !== null) props.onRestore(confirming);
                setConfirming(null);
              }}
            >
              Restore
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Drawer>
  );
}

function VersionItem(props: {
  version: VersionSummary;
  current: boolean;
  onView: () => void;
  onRestore: () => void;
}) {
  const { version } = props;
  return (
    <li>
      <Stack gap={4} p="sm" style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8 }}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={700}>Version {version.version}</Text>
            {props.current && (
              <Badge size="sm" variant="light">
                Current
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {when(version.createdAt)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {sourceLabels[version.source] ?? version.source}
          {version.restoredFrom ? ` from version ${version.restoredFrom}` : ""}
          {version.createdByName ? ` by ${version.createdByName}` : ""}
        </Text>
        {version.notes && <Text size="sm">{version.notes}</Text>}
        {version.description && (
          <Text size="sm" c="dimmed">
            {version.description}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          <Button
            size="xs"
            variant="light"
            onClick={props.onView}
            aria-label={`View version ${version.version}`}
          >
            View
          </Button>
          {!props.current && (
            <Button
              size="xs"
              variant="default"
              onClick={props.onRestore}
              aria-label={`Restore version ${version.version}`}
            >
              Restore
            </Button>
          )}
        </Group>
      </Stack>
    </li>
  );
}

/** One version, read-only, as stored (variables show as their labels). */
function VersionViewer(props: {
  fileId: string;
  version: number | null;
  orientation: Orientation;
  onClose: () => void;
}) {
  const version = props.version ?? 0;
  const query = useQuery({
    queryKey: versionKey(props.fileId, version),
    queryFn: () => fetchVersion(props.fileId, version),
    enabled: props.version !== null,
  });
  return (
    <Modal
      opened={props.version !== null}
      onClose={props.onClose}
      title={`Version ${version}${query.data ? ` · ${when(query.data.createdAt)}` : ""}`}
      size="min(1200px, 95vw)"
    >
      {query.isPending && <Loader size="sm" aria-label="Loading the version" />}
      {query.isError && <Alert color="red">{query.error.message}</Alert>}
      {query.data && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Read only. {query.data.notes ? `Notes: ${query.data.notes}` : ""}
          </Text>
          <DocumentPage
            orientation={props.orientation}
            headerHtml={query.data.header}
            footerHtml={query.data.footer}
            label={`Version ${version} of ${query.data.name}`}
          >
            <StoredHtml html={query.data.content} />
          </DocumentPage>
        </Stack>
      )}
    </Modal>
  );
}
