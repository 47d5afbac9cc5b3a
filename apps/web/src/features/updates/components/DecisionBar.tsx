import type { Comparison } from "@cloudoc/contract";
import { Button, Group, Text } from "@mantine/core";
import { IconCheck, IconRestore, IconX } from "@tabler/icons-react";
import { useState } from "react";
import type { Decision } from "../hooks/use-decisions";
import type { Decisions } from "../merge-rules";
import { AcceptMergeButton } from "./AcceptMergeButton";
import { ConfirmModal, RestoreConfirmModal } from "./ConfirmModal";

interface DecisionBarProps {
  comparison: Comparison;
  decisions: Decisions;
  busy: boolean;
  pending: Decision | undefined;
  onDecide: (decision: Decision) => void;
}

/**
 * The decisions on the update: take the library version, take the merge (once every conflict has a
 * choice), reject it, or restore the document to the library version. Rejecting and restoring ask
 * first. With no update waiting, only restoring is offered.
 */
export function DecisionBar({ comparison, decisions, busy, pending, onDecide }: DecisionBarProps) {
  const [asking, setAsking] = useState<"reject" | "restore" | null>(null);
  const loading = (kind: Decision["kind"]) => busy && pending?.kind === kind;
  const decide = (decision: Decision) => {
    setAsking(null);
    onDecide(decision);
  };
  return (
    <Group gap="sm" wrap="wrap" role="group" aria-label="Decide on this update">
      {comparison.updateAvailable && (
        <>
          <Button
            leftSection={<IconCheck size={16} aria-hidden="true" />}
            loading={loading("master")}
            disabled={busy}
            onClick={() => onDecide({ kind: "master" })}
          >
            Accept library version
          </Button>
          <AcceptMergeButton
            merge={comparison.merge}
            decisions={decisions}
            busy={busy}
            loading={loading("merge")}
            onAccept={() => onDecide({ kind: "merge", decisions })}
          />
          <Button
            variant="default"
            leftSection={<IconX size={16} aria-hidden="true" />}
            loading={loading("reject")}
            disabled={busy}
            onClick={() => setAsking("reject")}
          >
            Reject update
          </Button>
        </>
      )}
      <Button
        variant="default"
        leftSection={<IconRestore size={16} aria-hidden="true" />}
        loading={loading("restore")}
        disabled={busy}
        onClick={() => setAsking("restore")}
      >
        Restore to library version
      </Button>
      <ConfirmModal
        opened={asking === "reject"}
        title="Reject this update?"
        confirmLabel="Reject update"
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => decide({ kind: "reject" })}
      >
        <Text size="sm">
          <strong>{comparison.name}</strong> stays as it is. The update notice clears until the library
          publishes its next version of this document.
        </Text>
      </ConfirmModal>
      <RestoreConfirmModal
        opened={asking === "restore"}
        subject={<strong>{comparison.name}</strong>}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => decide({ kind: "restore" })}
      />
    </Group>
  );
}
