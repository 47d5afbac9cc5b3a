import type { DocumentView, Orientation } from "@cloudoc/contract";
import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconDeviceFloppy, IconHistory, IconLayoutNavbar } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { ExportMenu } from "../../exports";

export type EditorMode = "edit" | "view";

interface Props {
  document: DocumentView;
  version: number;
  mode: EditorMode;
  orientation: Orientation;
  status: string;
  onMode: (mode: EditorMode) => void;
  onOrientation: (orientation: Orientation) => void;
  onHeaderFooter: () => void;
  onHistory: () => void;
  onSave: () => void;
}

const reviewColours: Record<string, string> = {
  "Up to Date": "teal",
  "Review Due": "yellow",
  Overdue: "red",
};

/** The editor's title bar: the document, its version and review state, the mode and the actions. */
export function WorkspaceHeader(props: Props) {
  const { document } = props;
  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/company/documents" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          Back to documents
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {document.name}
          </Title>
          <Group gap="xs">
            {document.policyNumber && (
              <Badge variant="outline" color="gray">
                {document.policyNumber}
              </Badge>
            )}
            <Badge variant="light">Version {props.version}</Badge>
            <Badge variant="light" color={reviewColours[document.review_status] ?? "gray"}>
              {document.review_status}
            </Badge>
            <Text size="sm" c="dimmed">
              Review by {formatDate(document.review_date)}
            </Text>
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="editor-status">
              · {props.status}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          <ExportMenu fileId={document._id} documentName={document.name} variant="default" />
          <Button variant="default" leftSection={<IconHistory size={16} />} onClick={props.onHistory}>
            History
          </Button>
          <Button leftSection={<IconDeviceFloppy size={16} />} onClick={props.onSave}>
            Save
          </Button>
        </Group>
      </Group>
      <Group gap="md">
        <SegmentedControl
          aria-label="Mode"
          value={props.mode}
          onChange={(value) => props.onMode(value as EditorMode)}
          data={[
            { value: "edit", label: "Edit" },
            { value: "view", label: "View with your details" },
          ]}
        />
        <SegmentedControl
          aria-label="Orientation"
          value={props.orientation}
          onChange={(value) => props.onOrientation(value as Orientation)}
          data={[
            { value: "potrait", label: "Portrait" },
            { value: "landscape", label: "Landscape" },
          ]}
        />
        <Button variant="subtle" leftSection={<IconLayoutNavbar size={16} />} onClick={props.onHeaderFooter}>
          Header and footer
        </Button>
      </Group>
    </Stack>
  );
}
