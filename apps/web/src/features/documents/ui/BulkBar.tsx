import { Button, CloseButton, Group, Paper, Text, Tooltip } from "@mantine/core";
import { IconCalendarCheck, IconEye, IconEyeOff, IconRefresh, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { type BulkKey, type BulkState, documentsCount } from "../view-rules";
import classes from "./documents.module.css";

const actions: { key: BulkKey; label: string; icon: ReactNode; colour?: string }[] = [
  { key: "overwrite", label: "Overwrite", icon: <IconRefresh size={16} aria-hidden="true" /> },
  { key: "publish", label: "Publish", icon: <IconEye size={16} aria-hidden="true" /> },
  { key: "unpublish", label: "Unpublish", icon: <IconEyeOff size={16} aria-hidden="true" /> },
  { key: "review", label: "Review", icon: <IconCalendarCheck size={16} aria-hidden="true" /> },
  { key: "delete", label: "Delete", icon: <IconTrash size={16} aria-hidden="true" />, colour: "red" },
];

/**
 * The bar over a multi-selection (spec 001 §2, §4): overwrite, publish, unpublish, review and
 * delete, as the user's permissions allow. `exportSlot` is where the export action is mounted.
 */
export function BulkBar({
  count,
  states,
  busy,
  onAction,
  onClear,
  exportSlot,
  restoreSlot,
}: {
  count: number;
  states: Record<BulkKey, BulkState>;
  busy: boolean;
  onAction: (key: BulkKey) => void;
  onClear: () => void;
  /** The export action for the selection (features/exports), wired by the app. */
  exportSlot?: ReactNode;
  /** "Restore to library version" for the selection (template updates), wired by the page. */
  restoreSlot?: ReactNode;
}) {
  return (
    <Paper
      p="xs"
      px="sm"
      radius="md"
      className={classes.bulkBar}
      role="region"
      aria-label="Selected documents"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <CloseButton aria-label="Clear the selection" onClick={onClear} size="sm" />
          <Text size="sm" fw={600} aria-live="polite">
            {documentsCount(count)} selected
          </Text>
        </Group>
        <Group gap={6} wrap="wrap">
          {actions
            .filter((action) => states[action.key].visible)
            .map((action) => {
              const state = states[action.key];
              const button = (
                <Button
                  key={action.key}
                  size="xs"
                  variant={action.colour ? "light" : "default"}
                  color={action.colour}
                  leftSection={action.icon}
                  disabled={!state.enabled || busy}
                  onClick={() => onAction(action.key)}
                >
                  {action.label}
                </Button>
              );
              return state.hint ? (
                <Tooltip key={action.key} label={state.hint} withArrow>
                  <span>{button}</span>
                </Tooltip>
              ) : (
                button
              );
            })}
          {restoreSlot}
          {exportSlot}
        </Group>
      </Group>
    </Paper>
  );
}
