import { Button, Group, Modal, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Link } from "react-router";
import { usePublicDocument } from "../document-view/document-view-api";
import type { SampleDocument } from "../site/types";
import { HtmlContent } from "../site/ui/HtmlContent";
import { KindBadge } from "../site/ui/KindBadge";
import classes from "./sample-preview.module.css";

/**
 * The preview of one sample document (issue 19): its first pages as the PDF prints them (the
 * document-control block, then the text, with gaps where the organisation's details go), marked
 * as a sample; the free download has it whole.
 */
export default function SamplePreviewModal({
  sample,
  onClose,
}: {
  sample: SampleDocument;
  onClose: () => void;
}) {
  const document = usePublicDocument(sample.slug ?? "");
  // As in print: a text that carries its own document-control block keeps it; one is added otherwise.
  const hasControl = document.data?.excerpt.includes('class="document-control"') ?? false;
  return (
    <Modal
      opened
      onClose={onClose}
      title={sample.title}
      centered
      size="xl"
      closeButtonProps={{ "aria-label": "Close the preview" }}
    >
      <Stack gap="md">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Sample {sample.number} · {sample.policyNumber}
          </Text>
          <KindBadge kind={sample.kind} />
        </Group>
        <div className={classes.desk}>
          <Paper shadow="sm" className={classes.sheet} aria-label={`The first page of ${sample.title}`}>
            <span className={classes.watermark} aria-hidden="true">
              Sample
            </span>
            {!hasControl && (
              <table className={classes.control}>
                <tbody>
                  <tr>
                    <th scope="row">Document</th>
                    <td>{sample.title}</td>
                  </tr>
                  <tr>
                    <th scope="row">Policy number</th>
                    <td>{sample.policyNumber}</td>
                  </tr>
                </tbody>
              </table>
            )}
            {document.isPending && sample.slug ? (
              <Stack gap="xs" aria-label="Loading the sample">
                <Skeleton height={28} width="60%" />
                <Skeleton height={14} />
                <Skeleton height={14} />
                <Skeleton height={14} width="80%" />
              </Stack>
            ) : document.data ? (
              <HtmlContent html={document.data.excerpt} className={classes.text} />
            ) : (
              <Text>{sample.summary || "This sample's text is not available."}</Text>
            )}
          </Paper>
        </div>
        <Text size="sm">
          The full document comes with your organisation's name, managers and contact details filled in where
          the gaps show. Download all eight samples to read them in full.
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
