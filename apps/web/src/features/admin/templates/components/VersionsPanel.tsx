import type { TemplateVersionSummary } from "@cloudoc/contract";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { formatDate } from "../../../../lib/format";
import { CompareModal } from "./CompareModal";
import { PreviewModal } from "./PreviewModal";

interface Props {
  templateId: string;
  versions: TemplateVersionSummary[];
}

/** Every published version, newest first: its notes and class, a preview, and what it changed. */
export function VersionsPanel({ templateId, versions }: Props) {
  const [comparing, setComparing] = useState<number | null>(null);
  const [previewing, setPreviewing] = useState<number | null>(null);
  if (versions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Not published yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {versions.map((version) => (
        <Paper component="li" key={version.version} withBorder p="xs" radius="sm">
          <Group justify="space-between" gap="xs">
            <Text fw={600} size="sm">
              Version {version.version}
            </Text>
            <Badge size="sm" variant="light" color={version.changeClass === "major" ? "orange" : "blue"}>
              {version.changeClass === "major" ? "Major" : "Minor"}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDate(version.publishedAt)}
          </Text>
          <Text size="sm" mt={4}>
            {version.releaseNotes}
          </Text>
          <Group gap="xs" mt={6}>
            <Button size="compact-xs" variant="light" onClick={() => setPreviewing(version.version)}>
              Preview
            </Button>
            <Button size="compact-xs" variant="light" onClick={() => setComparing(version.version)}>
              {version.version === 1 ? "Show contents" : `Compare with version ${version.version - 1}`}
            </Button>
          </Group>
        </Paper>
      ))}
      <CompareModal templateId={templateId} version={comparing} onClose={() => setComparing(null)} />
      <PreviewModal
        templateId={templateId}
        version={previewing}
        opened={previewing !== null}
        onClose={() => setPreviewing(null)}
      />
    </Stack>
  );
}
