import type { Comparison } from "@cloudoc/contract";
import { Alert, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { formatDate } from "../../../lib/format";
import { majorChangeNote, releaseHeading } from "../compare-rules";
import { TintBadge } from "./TintBadge";

/** Where the copy came from, and whether the company changed it since. */
function originLine(comparison: Comparison): string {
  const from =
    comparison.fromVersion === null
      ? "Your copy"
      : `Your copy was made from library version ${comparison.fromVersion}`;
  return `${from}${comparison.edited ? " and your organisation has edited it since." : " and has not been edited since."}`;
}

/** The document, the library version on offer, its release notes and change class. */
export function CompareHeader({ comparison }: { comparison: Comparison }) {
  const { release } = comparison;
  const major = release.changeClass === "major";
  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" c="dimmed">
          Compare with the library version
        </Text>
        <Title order={1}>{comparison.name}</Title>
      </div>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="release-title">
        <Stack gap={6}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h4" id="release-title">
              {releaseHeading(release)}
            </Title>
            <TintBadge color={major ? "orange" : "gray"}>{major ? "Major change" : "Minor change"}</TintBadge>
            {release.publishedAt && (
              <Text size="sm" c="dimmed">
                Published {formatDate(release.publishedAt)}
              </Text>
            )}
          </Group>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {release.releaseNotes.trim() || "No release notes were given for this version."}
          </Text>
          <Text size="sm" c="dimmed">
            {originLine(comparison)}
          </Text>
          {major && comparison.updateAvailable && (
            <Alert variant="light" color="orange" icon={<IconAlertTriangle aria-hidden="true" />} p="xs">
              <Text size="sm" fw={600}>
                {majorChangeNote}
              </Text>
            </Alert>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
