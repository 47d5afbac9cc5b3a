import type { MyFileDetails } from "@cloudoc/contract";
import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatDate, formatDateTime } from "../../../lib/format";
import { formatSize, kindLabel } from "../my-files-rules";

/** What a file is and what happened to it: the details page's facts. */
export function FileFacts({ file }: { file: MyFileDetails }) {
  const facts: [string, string][] = [
    ["Kind", kindLabel(file)],
    ["Size", formatSize(file.size)],
    ["Folder", ["My Files", ...file.root.map((step) => step.folderName)].join(" / ")],
    ["Created", formatDate(file.createdAt)],
    ["Last changed", formatDateTime(file.updatedAt)],
    ["Last opened", formatDateTime(file.lastOpenedAt) || "Not yet"],
    ["Shared by email", `${file.sentCount} ${file.sentCount === 1 ? "time" : "times"}`],
    ["Last shared", formatDateTime(file.lastSentAt) || "Never"],
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="file-facts">
      <Title order={2} size="h4" id="file-facts" mb="sm">
        Details
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
        {facts.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
              {label}
            </Text>
            <Text component="dd" m={0} size="sm" style={{ overflowWrap: "anywhere" }}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
