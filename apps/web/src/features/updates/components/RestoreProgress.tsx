import { ActionIcon, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useCanRestoreAll } from "../hooks/use-can-restore-all";
import { useRestoreRun } from "../hooks/use-restore-run";
import { useUpdateRefresh } from "../hooks/use-update-refresh";
import { doneShowsForMs, isRunActive, percentRestored, progressText } from "../restore-all-rules";

/**
 * Restore All's progress, like the export panel but at the bottom left of the page (the export
 * panel holds the bottom right, and neither covers a page's primary actions, which sit at the top).
 * It shows while a run goes on, closes itself a few seconds after it ends, and stays with a close
 * button if it failed. Mount it once in the company shell.
 */
export function RestoreProgress() {
  const run = useRestoreRun(useCanRestoreAll());
  const refresh = useUpdateRefresh();
  const [watched, setWatched] = useState<string | null>(null);
  const [closed, setClosed] = useState<string | null>(null);
  const runId = run?._id;
  const finished = run !== null && !isRunActive(run);

  useEffect(() => {
    if (run && isRunActive(run)) setWatched(run._id);
  }, [run]);
  useEffect(() => {
    // A run this tab watched has ended: the lists and documents show the restored wording.
    if (!finished || watched !== runId) return;
    void refresh();
    if (run?.status !== "done") return;
    const timer = setTimeout(() => setClosed(runId ?? null), doneShowsForMs);
    return () => clearTimeout(timer);
  }, [finished, watched, runId, run?.status, refresh]);

  if (!run || closed === run._id || (finished && watched !== run._id)) return null;
  return (
    <Paper
      role="status"
      aria-live="polite"
      aria-label="Restore All"
      shadow="md"
      withBorder
      radius="md"
      p="sm"
      w={320}
      maw="calc(100vw - 32px)"
      pos="fixed"
      bottom={16}
      style={{ zIndex: 300, left: "calc(var(--app-shell-navbar-offset, 0rem) + 16px)" }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            Restore All
          </Text>
          {finished && (
            <ActionIcon variant="subtle" color="gray" aria-label="Close" onClick={() => setClosed(run._id)}>
              <IconX size={16} aria-hidden="true" />
            </ActionIcon>
          )}
        </Group>
        <Progress
          value={percentRestored(run)}
          animated={isRunActive(run)}
          color={run.status === "failed" ? "red" : undefined}
          aria-label={progressText(run)}
        />
        <Text size="xs" c={run.status === "failed" ? "red" : "dimmed"}>
          {progressText(run)}
        </Text>
      </Stack>
    </Paper>
  );
}
