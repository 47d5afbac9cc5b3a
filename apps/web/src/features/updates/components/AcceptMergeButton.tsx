import type { MergeResult } from "@cloudoc/contract";
import { Button } from "@mantine/core";
import { IconGitMerge } from "@tabler/icons-react";
import { acceptMergeLabel, conflictsLeft, type Decisions } from "../merge-rules";

/** "Accept merge": disabled until every conflicting section has a choice, saying how many are left. */
export function AcceptMergeButton({
  merge,
  decisions,
  busy,
  loading,
  onAccept,
  variant = "light",
}: {
  merge: MergeResult;
  decisions: Decisions;
  busy: boolean;
  loading: boolean;
  onAccept: () => void;
  variant?: "light" | "filled";
}) {
  const left = conflictsLeft(merge, decisions);
  return (
    <Button
      variant={variant}
      leftSection={<IconGitMerge size={16} aria-hidden="true" />}
      loading={loading}
      disabled={busy || left > 0}
      onClick={onAccept}
    >
      {acceptMergeLabel(left)}
    </Button>
  );
}
