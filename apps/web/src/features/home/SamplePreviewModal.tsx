import { Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Link } from "react-router";
import type { SampleDocument } from "../site/types";
import { KindBadge } from "../site/ui/KindBadge";

/** The preview of one sample document: its number, title, policy number and template summary. */
export default function SamplePreviewModal({
  sample,
  onClose,
}: {
  sample: SampleDocument;
  onClose: () => void;
}) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={sample.title}
      centered
      size="lg"
      closeButtonProps={{ "aria-label": "Close the preview" }}
    >
      <Stack gap="md">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Sample {sample.number} · {sample.policyNumber}
          </Text>
          <KindBadge kind={sample.kind} />
        </Group>
        <Paper withBorder radius="md" p="lg" bg="gray.0">
          <Text fw={700} mb={6}>
            What it covers
          </Text>
          <Text>{sample.summary || "This sample's summary is not available."}</Text>
        </Paper>
        <Text size="sm">
          The full document comes with your organisation's name, managers and contact details already filled
          in. Download all eight samples to read them in full.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            component={Link}
            to="/download/sample/documents"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            onClick={onClose}
          >
            Download free samples
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
