import type { ExportCheckItem, ExportFormat } from "@cloudoc/contract";
import { Alert, Button, Group, List, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

export interface MissingVariablesModalProps {
  /** The documents with gaps; the modal is open while this is not null. */
  items: readonly ExportCheckItem[] | null;
  format: ExportFormat;
  onExportAnyway: () => void;
  onCancel: () => void;
}

const formatLabel: Record<ExportFormat, string> = { pdf: "PDF", word: "Word" };

/**
 * The check before an export: which business variables still have no value, per document. The
 * user may fill them in first or export anyway; the gaps then show, highlighted, in the file.
 */
export function MissingVariablesModal({
  items,
  format,
  onExportAnyway,
  onCancel,
}: MissingVariablesModalProps) {
  const withGaps = (items ?? []).filter((item) => item.missing.length > 0);
  const total = withGaps.reduce((sum, item) => sum + item.missing.length, 0);
  return (
    <Modal
      opened={items !== null}
      onClose={onCancel}
      title="Some details are missing"
      closeButtonProps={{ "aria-label": "Close" }}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          {total === 1 ? "1 business detail has" : `${total} business details have`} no value yet. If you
          export now, each gap shows in the {formatLabel[format]} file as a highlighted “[… missing]” note.
        </Alert>
        <ScrollArea.Autosize mah={320} type="auto">
          <Stack gap="sm">
            {withGaps.map((item) => (
              <div key={item._id}>
                <Text fw={600} size="sm">
                  {[item.policyNumber, item.name].filter(Boolean).join(" ")}
                </Text>
                <List size="sm" spacing={2}>
                  {item.missing.map((variable) => (
                    <List.Item key={variable.key}>{variable.label}</List.Item>
                  ))}
                </List>
              </div>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Text size="sm" c="dimmed">
          Business details are filled in under the company profile and its business variables.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onExportAnyway} data-autofocus>
            Export anyway
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
