import type { RecentUpdate } from "@cloudoc/contract";
import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { describeUpdate } from "../../library-lists/dashboard-rules";
import { editorPath } from "../../library-lists/ui/paths";
import { comparePath } from "../../updates";
import { useAcceptUpdate } from "../hooks/use-accept-update";
import { dashboardKeys, fetchUpdates } from "../queries/dashboard-api";
import classes from "./dashboard.module.css";
import { PagedPanel } from "./PagedPanel";

function UpdateRow({ update, accept }: { update: RecentUpdate; accept: ReturnType<typeof useAcceptUpdate> }) {
  const waiting = update.kind === "library-update";
  return (
    <Group component="li" className={classes.row} justify="space-between" wrap="wrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0, flex: "1 1 240px" }}>
        <Anchor
          component={Link}
          to={waiting ? comparePath(update.fileId) : editorPath(update.fileId)}
          size="sm"
          fw={600}
          truncate="end"
        >
          {update.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {describeUpdate(update)}
          {update.updatedBy ? ` · ${update.updatedBy}` : ""} · {formatDate(update.updatedAt)}
        </Text>
      </Stack>
      {waiting && (
        <Group gap={6} wrap="nowrap">
          <Button
            component={Link}
            to={comparePath(update.fileId)}
            size="compact-sm"
            variant="default"
            aria-label={`Compare ${update.name}`}
          >
            Compare
          </Button>
          <Button
            size="compact-sm"
            onClick={() => accept.mutate(update.fileId)}
            loading={accept.isPending && accept.variables === update.fileId}
            aria-label={`Accept the library update of ${update.name}`}
          >
            Accept
          </Button>
        </Group>
      )}
    </Group>
  );
}

/** What changed lately, 25 a page; a library update waiting for a decision offers Compare and Accept. */
export function UpdatesPanel() {
  const accept = useAcceptUpdate();
  return (
    <PagedPanel
      id="recent-updates-title"
      title="Recent updates"
      seeAll="/company/documents/recent-updates"
      empty="When someone edits, restores or reviews a document, or the library has a new version, it shows here."
      queryKey={dashboardKeys.updates}
      fetchPage={fetchUpdates}
      renderItem={(update) => <UpdateRow key={update._id} update={update} accept={accept} />}
    />
  );
}
