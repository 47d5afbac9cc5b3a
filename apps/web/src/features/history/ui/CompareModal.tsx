import type { HistoryEntry } from "@cloudoc/contract";
import { Group, Modal, SegmentedControl, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "../../../lib/format";
import { LoadError } from "../../../ui/States";
import { changeSummary, compareViews } from "../../updates/compare-rules";
import { ComparisonView } from "../../updates/components/ComparisonView";
import { useCompareView } from "../../updates/hooks/use-compare-view";
import { fetchVersionCompare, historyKeys } from "../history-api";
import { versionLabel } from "../history-rules";

/** A version against the one before it, section by section, as the updates compare page shows. */
export function CompareModal({ entry, onClose }: { entry: HistoryEntry | null; onClose: () => void }) {
  const [view, setView] = useCompareView();
  const compare = useQuery({
    queryKey: historyKeys.compare(entry?.fileId ?? "", entry?.version ?? 0),
    queryFn: () => fetchVersionCompare(entry?.fileId ?? "", entry?.version ?? 0),
    enabled: entry !== null,
  });
  const data = compare.data;
  const before = data?.before;
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      size="90%"
      title={entry ? `${entry.name}: ${versionLabel(entry.version)} against the version before` : ""}
    >
      {compare.isPending && <Skeleton height={300} radius="md" aria-label="Comparing the versions" />}
      {compare.isError && <LoadError title="The versions could not be compared" error={compare.error} />}
      {data && (
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {before
                ? `${versionLabel(before.version)} (${formatDateTime(before.createdAt)}, ${before.createdByName || "Cloudoc"})`
                : "No earlier version"}
              {" → "}
              {`${versionLabel(data.after.version)} (${formatDateTime(data.after.createdAt)}, ${data.after.createdByName || "Cloudoc"})`}
            </Text>
            <SegmentedControl
              data={compareViews}
              value={view}
              onChange={(value) => setView(value === "inline" ? "inline" : "side")}
              aria-label="How to show the changes"
            />
          </Group>
          <Text size="sm" fw={600} aria-live="polite">
            {changeSummary(data.sections)}
          </Text>
          <ComparisonView
            sections={data.sections}
            view={view}
            copyLabel={before ? versionLabel(before.version) : "Before"}
            libraryLabel={versionLabel(data.after.version)}
          />
        </Stack>
      )}
    </Modal>
  );
}
